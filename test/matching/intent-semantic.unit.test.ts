import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import type { Intent } from '../../src/matching/index.ts';
import { readClause } from '../../src/matching/clauses.ts';
import { semanticAxis, semanticTopic } from '../../src/matching/semantic.ts';
import { person } from './helpers.ts';

const read = (i: Intent, axis: 'needs' | 'offers') => i[axis].filter((x) => !x.implied || x.inferred).map((x) => x.topic).sort();
const inferred = (i: Intent, axis: 'needs' | 'offers') => i[axis].filter((x) => x.inferred).map((x) => x.topic).sort();
const goal = (event_goal: string, extra = {}) => deriveIntent(person('g', { event_goal, ...extra }));

t.test('semantic topic: a word near a topic\'s lexicon words names it when no phrase does, as an inferred item', async (t) => {
  t.equal(readClause('Veteran columnist').semanticTopic, 'press', '"columnist" is close to journalist/reporter/editor');
  const i = goal('Veteran columnist');
  t.same(read(i, 'offers'), ['press']);
  t.same(inferred(i, 'offers'), ['press'], 'marked inferred');
  t.ok(i.offers.every((o) => o.implied), 'inferred items weigh like implied ones');
  t.equal(readClause('I play the violin in a quartet').semanticTopic, null, 'nothing close: no topic');
  t.equal(readClause('Great startups only').semanticTopic, null, 'a lexicon word a rule dropped is not brought back by similarity');
  t.equal(readClause('Hiring a columnist').semanticTopic, null, 'a phrase match always wins');
});

t.test('semantic cue: a verb near the need or offer cue sets decides the axis when no cue phrase does', async (t) => {
  t.equal(readClause('Acquiring a logistics platform').semanticAxis, 'need');
  t.same(read(goal('Acquiring a logistics platform'), 'needs'), ['solution'], 'a product is usually offered; acquiring one wants it');
  t.same(read(goal('Obtaining packaging for our snack brand'), 'needs'), ['supply']);
  t.equal(readClause('Licensing our platform to banks').semanticAxis, 'offer');
  t.same(read(goal('Licensing our platform to banks'), 'offers'), ['solution']);
  t.equal(readClause('Looking for a logistics platform').semanticAxis, null, 'a cue phrase needs no similarity');
  t.same(inferred(goal('Acquiring a logistics platform'), 'needs'), ['solution'], 'no explicit cue: inferred');
  t.same(inferred(goal('Looking for a logistics platform'), 'needs'), [], 'an explicit cue is stated, not inferred');
});

t.test('no-cue fallback: qualifiers alone become an inferred item from the side tag or the title', async (t) => {
  const inv = goal('robotics, B2B SaaS', { side: 'investor', title: 'Partner' });
  t.same(inferred(inv, 'offers'), ['capital'], "an investor's focus list is an offer of investing");
  t.same(inv.offers.find((o) => o.topic === 'capital')?.qualifiers.sectors, ['hardware', 'saas'], 'the qualifiers carry over');
  const fou = goal('climate hardware', { side: 'founder', title: 'CEO' });
  t.same(inferred(fou, 'needs'), ['capital'], "a founder's sector line is the sector of their funding need");
  t.same(fou.needs.find((n) => n.topic === 'capital')?.qualifiers.sectors, ['climate']);
  const untagged = goal('robotics, B2B SaaS', { title: 'Principal', company: 'Kestrel Ventures' });
  t.same(inferred(untagged, 'offers'), ['capital'], 'no side tag: the title decides');
  t.same(read(goal('robotics, B2B SaaS'), 'offers'), ['other'], 'no side and no title rule: kept as free text as before');
});

t.test('a topic without any cue is inferred, except money whose direction the side tag states and what an opening agent noun says the speaker is', async (t) => {
  t.same(inferred(goal('Media coverage'), 'needs'), ['press'], 'press named without a cue is wanted, unless the title gives it');
  t.same(read(goal('Tech journalist'), 'offers'), ['press']);
  t.same(inferred(goal('Tech journalist'), 'offers'), [], '"journalist" opening the goal is who the speaker is: stated');
  const sided = goal('Series A climate', { side: 'investor' });
  t.same(read(sided, 'offers'), ['capital']);
  t.same(inferred(sided, 'offers'), [], 'the side tag is a stated fact, not a guess');
});

t.test('semantic reading is deterministic and cached per word', async (t) => {
  const a = semanticTopic(['columnist', 'veteran']);
  const b = semanticTopic(['veteran', 'columnist']);
  t.same(a?.topic, b?.topic);
  t.same(semanticAxis(['acquiring']), semanticAxis(['acquiring']));
  const g = 'Veteran columnist. Acquiring a logistics platform';
  t.same(JSON.stringify(goal(g)), JSON.stringify(goal(g)));
});
