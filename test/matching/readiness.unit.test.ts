import t from 'tap';
import { deriveIntent, readinessOf } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

t.test('given a goal and a side, then the attendee is ready', async (t) => {
  const a = person('a', { side: 'founder', title: 'CEO', company: 'Voltcycle', event_goal: 'Raising a seed round for battery recycling' });
  const r = readinessOf(a, deriveIntent(a), true);
  t.equal(r.match_ready, true);
  t.same(r.missing, []);
});

t.test('given no goal, no profile and no side at a sided event, then goal, intent and side are missing', async (t) => {
  const a = person('b');
  const r = readinessOf(a, deriveIntent(a), true);
  t.equal(r.match_ready, false);
  t.same(r.missing, ['event_goal', 'intent', 'side']);
  t.equal(r.recommended_actions.length, 3);
});

t.test('given only a profile, then the goal is reported missing but the attendee can still be matched', async (t) => {
  const a = person('c', { title: 'Partner', company: 'Kite Ventures' });
  const r = readinessOf(a, deriveIntent(a));
  t.same(r.missing, ['event_goal']);
  t.equal(r.match_ready, true);
});
