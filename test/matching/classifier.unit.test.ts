import t from 'tap';
import { scoresOf, trainLinear } from '../../src/matching/classifier.ts';
import { directionCues } from '../../src/matching/direction-cues.ts';

const argmax = (xs: number[]) => xs.indexOf(Math.max(...xs));

t.test('given labelled points of three classes, when a ridge classifier is trained, then it separates them and new points near a class get that class', async (t) => {
  const xs = [
    [1, 0, 0.1], [0.9, 0.1, 0], [1, 0.2, 0],
    [0, 1, 0], [0.1, 0.9, 0.1], [0, 1, 0.2],
    [0, 0, 1], [0.1, 0, 0.9], [0.2, 0.1, 1],
  ];
  const ys = ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'c'];
  const m = trainLinear(xs, ys, 0.1);
  t.same(m.classes, ['a', 'b', 'c']);
  t.same(xs.map((x) => m.classes[argmax(scoresOf(m, x))]), ys, 'training points');
  t.equal(m.classes[argmax(scoresOf(m, [0.8, 0.1, 0.1]))], 'a');
  t.equal(m.classes[argmax(scoresOf(m, [0.1, 0.1, 0.7]))], 'c');
});

t.test('given the same examples twice, when trained twice, then the weights are identical (deterministic)', async (t) => {
  const xs = [[1, 2], [2, 1], [0, 1], [1, 0]];
  const ys = ['x', 'y', 'x', 'y'];
  const a = trainLinear(xs, ys, 1);
  const b = trainLinear(xs, ys, 1);
  t.same(a.weights.map((w) => [...w]), b.weights.map((w) => [...w]));
});

t.test('given a stronger penalty, when trained, then the weights shrink', async (t) => {
  const xs = [[1, 0], [0, 1], [1, 0.1], [0.1, 1]];
  const ys = ['p', 'q', 'p', 'q'];
  const norm = (l: number) => trainLinear(xs, ys, l).weights.reduce((s, w) => s + w.slice(0, 2).reduce((u, v) => u + v * v, 0), 0);
  t.ok(norm(10) < norm(0.01));
});

t.test('given clauses, when their direction cues are read, then seeking, providing, questions and addressed conditions are told apart', async (t) => {
  t.same(directionCues('We are looking for a packaging supplier'), [1, 0, 0, 0]);
  t.same(directionCues('We supply packaging to bakeries'), [0, 1, 0, 0]);
  t.same(directionCues('Who here makes castings?'), [0, 0, 1, 1]);
  t.same(directionCues('If you invest in robotics, say hello'), [0, 0, 0, 1]);
  t.same(directionCues('Nice to meet everyone'), [0, 0, 0, 0]);
});
