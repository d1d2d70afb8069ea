import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import type { Intent, Topic } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

const goal = (event_goal: string) => deriveIntent(person('g', { event_goal }));
/** Stated (not implied or inferred) topics of one axis. */
const stated = (i: Intent, axis: 'needs' | 'offers'): Topic[] => i[axis].filter((x) => !x.implied).map((x) => x.topic);

t.test('given a clause that opens with an agent noun, then the speaker gives that topic; as the object of a cue or plural, it is wanted', async (t) => {
  const angel = goal('Angel investor, cheques of €1.5M, mostly climate tech.');
  t.same(stated(angel, 'offers'), ['capital'], 'an angel investor offers money');
  t.same(stated(angel, 'needs'), [], 'and the cheque clause keeps that direction');
  t.same(stated(goal('Looking for an angel investor for our climate startup'), 'needs'), ['capital']);
  const distributor = goal('Distributor covering Berlin — looking for new climate tech products to add to our portfolio.');
  t.same(stated(distributor, 'offers'), ['distribution']);
  t.same(stated(distributor, 'needs'), ['solution'], 'the em dash ends the clause: what they look for is products');
  t.same(stated(goal('Looking for distributors in the Nordics'), 'needs'), ['distribution']);
  t.same(stated(goal('Journalist covering fintech, always looking for stories'), 'offers'), ['press'], 'the counterpart of a story search');
});

t.test('given addressee forms and received verbs, then the direction follows who gets what', async (t) => {
  const investor = goal('If you are raising in climate tech, I would love to see your deck.');
  t.same(stated(investor, 'offers'), ['capital'], '"if you are raising": the speaker funds');
  t.same(stated(goal('Any professors working on battery recycling?'), 'needs'), ['research'], 'a question to the room asks');
  t.same(stated(goal('Looking for design partners in climate tech to pilot our product.'), 'needs'), ['customers'], '"to pilot our product" is done for us');
  t.same(stated(goal('Keen to pilot new logistics software this year'), 'offers'), ['customers'], 'piloting someone else\'s product is still given');
});

t.test('given co-founder wording, then a founder seeking a role wants a co-founder with that role', async (t) => {
  const solo = goal('Solo founder seeking a CTO.');
  t.same(stated(solo, 'needs'), ['cofounder']);
  t.same(solo.needs[0]?.qualifiers.roles, ['cto']);
  const split = goal('Want to find backend engineers — full commitment, equal split, climate tech.');
  t.same(split.needs.map((x) => x.topic), ['cofounder'], 'the hire and the equity split are one co-founder search');
  t.same(split.needs[0]?.qualifiers.roles, ['engineer']);
  t.same(stated(goal('Founder hiring backend engineers in Berlin'), 'needs'), ['talent'], 'a founder who is hiring still hires');
});

t.test('given descriptive advice words beside another topic, then the other topic wins; a real advice word still decides', async (t) => {
  t.same(goal('Job hunting: experienced data scientist').needs.map((x) => x.topic), ['job']);
  t.same(stated(goal('Need some honest feedback on our pitch deck'), 'needs'), ['advice']);
  t.same(stated(goal('Could use a seasoned mentor for our fintech'), 'needs'), ['advice']);
});

t.test('given a numeric range with an en dash, then it stays one amount', async (t) => {
  t.same(goal('Raising €500k–2M for our seed').needs[0]?.qualifiers.amount, { min: 500_000, max: 2_000_000 });
});
