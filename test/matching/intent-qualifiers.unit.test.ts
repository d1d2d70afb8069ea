import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import type { Intent, Topic } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

const goal = (event_goal: string, side: 'founder' | 'investor' | null = null) => deriveIntent(person('g', { event_goal, side }));
const sectorsOf = (i: Intent, topic: Topic) => [...i.needs, ...i.offers].find((x) => x.topic === topic)?.qualifiers.sectors;

t.test('given filler words with no sector meaning, when a clause is read, then no sector is inferred from them', async (t) => {
  t.same(sectorsOf(goal('Looking for a lead investor for our Series A; happy to talk term sheets with anyone serious.', 'founder'), 'capital'), []);
  t.same(sectorsOf(goal('Anyone writing tickets into alt protein at pre-seed? We have about €700k still open.', 'founder'), 'capital'), ['food'], 'not "saas" from "open"');
  t.same(sectorsOf(goal('Bootstrapped startup, now ready to take outside money for the first time.', 'founder'), 'capital'), []);
  t.same(sectorsOf(goal('Hiring UX designers for our team'), 'talent'), [], 'a role word is no sector ("designer" is not fashion)');
});

t.test('given a sector word the list lacks, when it is close to one sector word, then that sector is inferred', async (t) => {
  t.same(sectorsOf(goal('Raising a seed round for our oncology startup', 'founder'), 'capital'), ['health']);
  t.same(sectorsOf(goal('Raising a seed round for our supermarkets startup', 'founder'), 'capital'), ['food']);
});

t.test('given a sector named in another clause or list entry, when an item names none, then the person\'s domain applies to it', async (t) => {
  t.same(sectorsOf(goal('Need a bridge round to extend runway while we finish our GenAI pilots.', 'founder'), 'capital'), ['ai']);
  t.same(sectorsOf(goal('We are trying to close out our seed, about €1.5M left to fill, ideally from people who know clinical workflows.', 'founder'), 'capital'), ['health']);
  const lists = deriveIntent(person('l', { event_needs: ['customers, pilots, upskilling, New York'] }));
  t.same(sectorsOf(lists, 'customers'), ['edtech'], 'a qualifier-only entry part continues the item in an explicit list too');
  const two = goal('Raising seed for our fintech startup. Also hiring engineers; and we are looking for climate mentors.', 'founder');
  t.same(sectorsOf(two, 'talent')?.slice().sort(), ['climate', 'fintech'], 'a domain of two sectors is kept whole');
  t.same(sectorsOf(goal('Raising seed. Mentoring fintech, climate and AI founders.', 'founder'), 'capital'), [], 'more than two is no single domain');
});
