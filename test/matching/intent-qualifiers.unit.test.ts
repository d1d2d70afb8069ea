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

t.test('given a sector word the list lacks, when it is close to one sector word, then that sector is inferred, except from a founder\'s money clause', async (t) => {
  t.same(sectorsOf(goal('Raising a seed round for our oncology startup'), 'capital'), ['health']);
  t.same(sectorsOf(goal('Raising a seed round for our supermarkets startup'), 'capital'), ['food']);
  t.same(sectorsOf(goal('Raising a seed round for our oncology startup', 'founder'), 'capital'), [], 'a founder\'s money clause describes the round, not the company');
  t.same(sectorsOf(goal('Raising a seed round for our fintech startup', 'founder'), 'capital'), ['fintech'], 'a sector it names still counts');
});

t.test('given a sector named in another clause or list entry, when an item names none, then the person\'s domain applies to it', async (t) => {
  t.same(sectorsOf(goal('Need a bridge round to extend runway while we finish our GenAI pilots.', 'founder'), 'capital'), ['ai']);
  t.same(sectorsOf(goal('We are trying to close out our seed, about €1.5M left to fill, ideally from people who know clinical workflows.', 'founder'), 'capital'), ['health']);
  const lists = deriveIntent(person('l', { event_needs: ['customers, pilots, upskilling, New York'] }));
  t.same(sectorsOf(lists, 'customers'), ['edtech'], 'a qualifier-only entry part continues the item in an explicit list too');
  const two = goal('Raising seed for our fintech startup. Also hiring engineers; and we are looking for climate mentors.', 'founder');
  t.same(sectorsOf(two, 'talent')?.slice().sort(), ['climate', 'fintech'], 'a domain of two sectors is kept whole');
});

const stated = (i: Intent) => [...i.needs, ...i.offers].filter((x) => !x.implied).map((x) => `${x.axis}:${x.topic}`).sort();

t.test('given a misspelt amount unit, then the amount still counts; other words after a number are no unit', async (t) => {
  const { parseAmount } = await import('../../src/matching/amounts.ts');
  t.same(parseAmount('about 1.4 millino euros left to fill'), { min: 1.4e6, max: 1.4e6 });
  t.same(parseAmount('23.5 mlilion euros'), { min: 23.5e6, max: 23.5e6 });
  t.same(parseAmount('200 thousnad euros'), { min: 2e5, max: 2e5 });
  t.equal(parseAmount('5 european markets'), null, '"european" is neither a unit nor a currency');
  t.equal(parseAmount('3 rounds so far'), null);
});

t.test('given billions written with a lone "b", then they count beside a currency and nowhere else', async (t) => {
  const { parseAmount } = await import('../../src/matching/amounts.ts');
  t.same(parseAmount('LP in a $1.5B fund'), { min: 1.5e9, max: 1.5e9 });
  t.same(parseAmount('funds of $2b-5b'), { min: 2e9, max: 5e9 }, 'the end of a range shares its currency');
  t.equal(parseAmount('plan 1b is fine'), null);
  t.equal(parseAmount('Series 2b'), null);
});

t.test('given stage ranges and role phrases around sector words, then the qualifiers read what was meant', async (t) => {
  const stages = (i: Intent) => [...i.needs, ...i.offers].find((x) => x.topic === 'capital')?.qualifiers.stages;
  t.same(stages(goal('Investing pre-seed to Series A in fintech', 'investor')), ['preseed', 'seed', 'series_a']);
  t.same(stages(goal('Investing at seed and Series B', 'investor')), ['seed', 'series_b'], 'two stages named apart are no range');
  const hire = goal('We have seats to fill: ML engineers for our team.');
  t.same([...hire.needs].find((x) => x.topic === 'talent')?.qualifiers.roles, ['data', 'work_data', 'work_technical'], '"ML engineers" is a role (and data and technical work, rule work-kinds)');
  t.same(sectorsOf(hire, 'talent'), [], 'and not the AI sector');
});

t.test('given a plural role after a one-word role name, then it is people to hire, not the speaker', async (t) => {
  t.same(stated(goal('Seeking backend engineers for our team')), ['need:talent']);
  t.same(stated(goal('Backend engineer seeking a new role')), ['need:job'], 'a singular role opening the clause is the speaker');
});

t.test('given customers the speaker already has, then they are traction, not customers on offer', async (t) => {
  t.notOk(stated(goal('Seeking capital to expand beyond Berlin. We have paying customers now.', 'founder')).includes('offer:customers'));
  t.same(stated(goal("We've got 40 users and are raising a seed round.", 'founder')), ['need:capital']);
  t.ok(stated(goal('We have pilot slots open this year')).includes('offer:customers'), 'pilot slots one has are still on offer');
});

t.test('given "raise" with an object that is no money, then it is no fundraising', async (t) => {
  t.same(stated(goal('Need media attention to raise our profile in payments.')), ['need:press']);
  t.same(stated(goal('Hoping to raise awareness of our brand with journalists')), ['need:press']);
  t.same(stated(goal('Raising our seed round in payments', 'founder')), ['need:capital'], 'a round is money');
});

t.test('given the speaker\'s own story with a word between owner and story, then it is told through the press', async (t) => {
  t.same(stated(goal('Looking to get our founder story in front of journalists')), ['need:press']);
  t.same(stated(goal('Always looking for stories', null)).includes('need:story'), true, 'stories without an owner are wanted');
});

