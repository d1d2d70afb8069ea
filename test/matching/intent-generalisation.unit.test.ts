import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import type { Intent } from '../../src/matching/index.ts';
import { readClause } from '../../src/matching/clauses.ts';
import { person } from './helpers.ts';

// Read from the text (explicitly or inferred), not an implied counterpart.
const stated = (i: Intent, axis: 'needs' | 'offers') => i[axis].filter((x) => !x.implied || x.inferred).map((x) => x.topic).sort();
const goal = (event_goal: string, extra = {}) => deriveIntent(person('g', { event_goal, ...extra }));

t.test('negation: a negated cue or topic states nothing, the rest of the goal still counts', async (t) => {
  const i = goal("We're not raising at the moment, but glad to advise fintech founders on pricing");
  t.same(stated(i, 'needs'), [], 'not raising is no capital need');
  t.same(stated(i, 'offers'), ['advice']);
  t.same(stated(goal('No longer hiring this quarter. Looking for a logistics distributor in Poland'), 'needs'), ['distribution']);
  t.same(stated(goal("I don't need funding, I need enterprise customers"), 'needs'), ['customers'], 'the negated half is dropped');
  t.ok(readClause('never invest in crypto').negated);
  t.notOk(readClause('not only investors but also operators welcome').negated, '"not only" is no negation');
  t.notOk(readClause('we fund non-profit health projects').negated);
});

t.test('a clause of only qualifiers behind a cue continues the previous item instead of becoming free text', async (t) => {
  const i = goal('Podcast host, I cover insurtech and payments');
  t.same(stated(i, 'offers'), ['press']);
  t.same(i.offers.find((x) => x.topic === 'press')?.qualifiers.sectors, ['fintech']);
  t.notOk(i.offers.some((x) => x.topic === 'other'), 'no free-text item for "I cover insurtech"');
});

t.test('a longer topic phrase wins over a shorter qualifier phrase across dictionaries', async (t) => {
  const i = goal('Hoping to get some media attention for our robotics launch');
  t.same(stated(i, 'needs'), ['press'], '"media attention" is press, not the media sector');
  t.same(stated(goal('We run a media company and are hiring sales reps'), 'needs'), ['talent'], 'media alone is still a sector');
});

t.test('role names: nouns only, not departments, past jobs or verbs sharing the stem', async (t) => {
  t.same(readClause('We develop routing software for warehouses').qualifiers.roles, [], '"develop" is not a developer');
  t.same(stated(goal('Our tool saves hours for finance teams at retailers'), 'needs'), [], '"finance teams" are customers, not a hire');
  t.notOk(stated(goal('Former operator, keen to mentor first-time founders'), 'offers').includes('talent'), 'a past job is no talent offer');
  t.same(stated(goal('Hiring two iOS developers in Lisbon'), 'needs'), ['talent'], 'plural role nouns still hire');
});

t.test('a singular role as subject of a need cue is the speaker looking for work; plural or "wanted" is hiring', async (t) => {
  t.same(stated(goal('Product designer searching for something new in climate'), 'needs'), ['job']);
  t.same(stated(goal('Data scientist exploring what is next, ideally health'), 'needs'), ['job']);
  t.same(stated(goal('Product designers wanted for a fintech app'), 'needs'), ['talent']);
});

t.test('joining an organisation is a job search; joining our team is hiring', async (t) => {
  t.same(stated(goal('Keen to join an early-stage biotech company as a scientist'), 'needs'), ['job']);
  t.same(stated(goal('Looking for engineers to join our team'), 'needs'), ['talent']);
});

t.test('a topic after "chat/talk/share … about" is the subject of advice, unless the partner is itself a topic', async (t) => {
  t.same(stated(goal('Always up for a chat with first-time founders about pricing and hiring'), 'offers'), ['advice']);
  t.same(stated(goal('Would love to talk to someone about go-to-market in the US'), 'needs'), ['advice']);
  t.same(stated(goal('Talking to investors about our €3M seed'), 'needs'), ['capital'], 'a talk with investors about a round is fundraising');
});
