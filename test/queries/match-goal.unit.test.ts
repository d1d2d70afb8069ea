import t from 'tap';
import { goalTerms, relatesToGoal, stem } from '../../src/queries/matches/goal.ts';

t.test('goal words meet reason words after a light suffix strip', async (t) => {
  t.equal(stem('Investors'), stem('investing'));
  t.equal(stem('companies'), stem('company'));
  t.not(stem('climate'), stem('clinic'));
  const terms = goalTerms('Looking for climate investors');
  t.same([...terms].sort(), [stem('climate'), stem('investors')].sort(), 'stop words are dropped');
  t.ok(relatesToGoal(terms, [{ text: 'Raising a seed round; invests in climate software' }]));
  t.notOk(relatesToGoal(terms, [{ text: 'Hiring engineers for a health startup' }]));
  t.ok(relatesToGoal(goalTerms('the and'), []), 'a goal without content words keeps everything');
  const mutual = { kind: 'mutual_pick', text: 'Mutual pick: they would list you among their own first 10 (#2 by pair score)' };
  t.notOk(relatesToGoal(goalTerms('a mutual pick for pair programming'), [mutual]), 'a mutual-pick reason names no need or offer, so it never meets a goal');
  t.ok(relatesToGoal(goalTerms('pair programming'), [mutual, { kind: 'best_goal_pair', text: 'Looking for a pair programming partner; I pair program daily' }]));
});
