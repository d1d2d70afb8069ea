import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import type { Intent, Topic } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

const goal = (event_goal: string) => deriveIntent(person('g', { event_goal }));
/** Stated (not implied or inferred) topics of one axis. */
const stated = (i: Intent, axis: 'needs' | 'offers'): Topic[] => i[axis].filter((x) => !x.implied).map((x) => x.topic);

t.test('given co-founder wording, then a founder seeking a role wants a co-founder of that kind', async (t) => {
  const solo = goal('Solo founder seeking a CTO.');
  t.same(stated(solo, 'needs'), ['cofounder']);
  t.same(solo.needs[0]?.qualifiers.roles, ['technical'], 'a CTO is a technical co-founder (rule cofounder-kinds)');
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
