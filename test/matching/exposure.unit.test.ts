import t from 'tap';
import { allocate, gini } from '../../src/matching/exposure.ts';
import type { Shortlist } from '../../src/matching/exposure.ts';

const list = (targets: number[], scores: number[]): Shortlist => ({ targets: Int32Array.from(targets), scores: Float32Array.from(scores) });

t.test('given equal exposure, then Gini is 0; given all on one target, then it approaches 1', async (t) => {
  t.equal(gini(Uint32Array.from([3, 3, 3, 3]), [true, true, true, true]), 0);
  t.ok(gini(Uint32Array.from([12, 0, 0, 0]), [true, true, true, true]) >= 0.74);
  t.equal(gini(Uint32Array.from([0, 5, 5]), [false, true, true]), 0, 'ineligible people are not counted');
});

t.test('given everyone prefers target 0 by a hair, when allocated, then target 0 is capped and the near-equal one moves up', async (t) => {
  // 40 principals (ids 100..139), each with target 0 at 0.80 and a distinct alternative at 0.79.
  const lists = Array.from({ length: 40 }, (_, i) => list([0, 1 + i], [0.8, 0.79]));
  const chosen = allocate(lists, 1, 200, 41);
  const shownZero = chosen.filter((c, i) => lists[i]!.targets[c[0]!] === 0).length;
  t.ok(shownZero < 40 && shownZero >= 2, `target 0 shown ${shownZero} times: rationed, not removed`);
  const noCtrl = allocate(lists, 1, 200, 41, false);
  t.equal(noCtrl.filter((c, i) => lists[i]!.targets[c[0]!] === 0).length, 40, 'without control everyone gets target 0');
});

t.test('given a clearly better popular target, when allocated, then quality wins over capacity', async (t) => {
  const lists = Array.from({ length: 40 }, (_, i) => list([0, 1 + i], [0.9, 0.4]));
  const chosen = allocate(lists, 1, 200, 41);
  t.equal(chosen.filter((c, i) => lists[i]!.targets[c[0]!] === 0).length, 40);
});
