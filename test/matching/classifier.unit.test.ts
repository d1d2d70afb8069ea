import t from 'tap';
import { dualScores, primalOf, primalScores as primalForm, sharedGram, trainDual } from '../../src/matching/classifier.ts';
import type { Features } from '../../src/matching/classifier.ts';
import { directionCues } from '../../src/matching/direction-cues.ts';
import { labelOf, roleOf, termsOf } from '../../src/matching/reading.ts';

const argmax = (xs: number[]) => xs.indexOf(Math.max(...xs));
const dense = (x: number[]): Features => ({ dense: x, sparse: new Map() });
const train = (xs: number[][], ys: string[], lambda: number) => trainDual(xs.map(dense), ys, lambda, 0);
const scores = (m: ReturnType<typeof train>, x: number[]) => dualScores(m, dense(x));

/** Primal ridge with an unpenalised bias, by the normal equations of the centred data (Gaussian elimination): the reference the dual must equal. */
function primalScores(xs: number[][], ys: string[], lambda: number, x: number[]): number[] {
  const classes = [...new Set(ys)].sort();
  const d = xs[0]!.length;
  const mx = Array.from({ length: d }, (_, j) => xs.reduce((s, r) => s + r[j]!, 0) / xs.length);
  const yv = ys.map((y) => classes.map((c) => (c === y ? 1 : 0)));
  const my = classes.map((_, c) => yv.reduce((s, r) => s + r[c]!, 0) / ys.length);
  return classes.map((_, c) => {
    const a = Array.from({ length: d }, (_, i) => Array.from({ length: d + 1 }, (_, j) => {
      if (j === d) return xs.reduce((s, r, n) => s + (r[i]! - mx[i]!) * (yv[n]![c]! - my[c]!), 0);
      return xs.reduce((s, r) => s + (r[i]! - mx[i]!) * (r[j]! - mx[j]!), 0) + (i === j ? lambda : 0);
    }));
    for (let i = 0; i < d; i++) for (let k = i + 1; k < d; k++) {
      const f = a[k]![i]! / a[i]![i]!;
      for (let j = i; j <= d; j++) a[k]![j] = a[k]![j]! - f * a[i]![j]!;
    }
    const w = new Array<number>(d).fill(0);
    for (let i = d - 1; i >= 0; i--) w[i] = (a[i]![d]! - a[i]!.slice(i + 1, d).reduce((s, v, k) => s + v * w[i + 1 + k]!, 0)) / a[i]![i]!;
    return my[c]! + w.reduce((s, wi, i) => s + wi * (x[i]! - mx[i]!), 0);
  });
}

t.test('given labelled points of three classes, when a ridge classifier is trained, then it separates them and new points near a class get that class', async (t) => {
  const xs = [
    [1, 0, 0.1], [0.9, 0.1, 0], [1, 0.2, 0],
    [0, 1, 0], [0.1, 0.9, 0.1], [0, 1, 0.2],
    [0, 0, 1], [0.1, 0, 0.9], [0.2, 0.1, 1],
  ];
  const ys = ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c', 'c'];
  const m = train(xs, ys, 0.1);
  t.same(m.classes, ['a', 'b', 'c']);
  t.same(xs.map((x) => m.classes[argmax(scores(m, x))]), ys, 'training points');
  t.equal(m.classes[argmax(scores(m, [0.8, 0.1, 0.1]))], 'a');
  t.equal(m.classes[argmax(scores(m, [0.1, 0.1, 0.7]))], 'c');
});

t.test('given the same examples twice, when trained twice, then the coefficients are identical (deterministic)', async (t) => {
  const xs = [[1, 2], [2, 1], [0, 1], [1, 0]];
  const ys = ['x', 'y', 'x', 'y'];
  t.same([...train(xs, ys, 1).alpha], [...train(xs, ys, 1).alpha]);
});

t.test('given a stronger penalty, when trained, then the scores move towards the class shares', async (t) => {
  const xs = [[1, 0], [0, 1], [1, 0.1], [0.1, 1]];
  const ys = ['p', 'q', 'p', 'q'];
  const spread = (l: number) => { const s = scores(train(xs, ys, l), [1, 0]); return s[0]! - s[1]!; };
  t.ok(spread(10) < spread(0.01));
  t.ok(spread(10) > 0);
});

t.test('given dense features only, when the dual classifier is trained, then its scores equal the primal ridge classifier\'s', async (t) => {
  const xs = [[1, 0, 0.1], [0.9, 0.1, 0], [0, 1, 0], [0.1, 0.9, 0.1], [0, 0, 1], [0.1, 0, 0.9], [0.5, 0.5, 0]];
  const ys = ['a', 'a', 'b', 'b', 'c', 'c', 'a'];
  const m = train(xs, ys, 0.5);
  for (const x of [[0.7, 0.2, 0.1], [0.1, 0.1, 0.8], [0.3, 0.6, 0.2]]) {
    const p = primalScores(xs, ys, 0.5, x);
    const d = scores(m, x);
    p.forEach((v, i) => t.ok(Math.abs(v - d[i]!) < 1e-6, `class ${m.classes[i]}: ${v} ≈ ${d[i]}`));
  }
});

t.test('given examples that differ only in their words, when the dual classifier weighs the sparse part, then a new text is classed by its words', async (t) => {
  const bag = (...ws: string[]) => new Map(ws.map((w) => [w, 1 / Math.sqrt(ws.length)]));
  const xs = [
    { dense: [1, 0], sparse: bag('hire', 'engineer') },
    { dense: [1, 0], sparse: bag('hire', 'nurse') },
    { dense: [1, 0], sparse: bag('journalist', 'story') },
    { dense: [1, 0], sparse: bag('reporter', 'story') },
  ];
  const ys = ['talent', 'talent', 'press', 'press'];
  const m = trainDual(xs, ys, 0.1, 1);
  const best = (x: Features) => m.classes[argmax(dualScores(m, x))];
  t.equal(best({ dense: [1, 0], sparse: bag('hire', 'welder') }), 'talent');
  t.equal(best({ dense: [1, 0], sparse: bag('story', 'podcast') }), 'press');
  const blind = trainDual(xs, ys, 0.1, 0);
  const flat = dualScores(blind, { dense: [1, 0], sparse: bag('hire') });
  t.ok(Math.abs(flat[0]! - flat[1]!) < 1e-9, 'without the sparse weight the words count for nothing');
});

t.test('given clauses, when their direction cues are read, then seeking, providing, questions and addressed conditions are told apart', async (t) => {
  t.same(directionCues('We are looking for a packaging supplier'), [1, 0, 0, 0]);
  t.same(directionCues('We supply packaging to bakeries'), [0, 1, 0, 0]);
  t.same(directionCues('Who here makes castings?'), [0, 0, 1, 1]);
  t.same(directionCues('If you invest in robotics, say hello'), [0, 0, 0, 1]);
  t.same(directionCues('Nice to meet everyone'), [0, 0, 0, 0]);
  t.same(directionCues("I'm looking to connect with editors and podcast hosts"), [1, 0, 0, 0], 'looking to connect is seeking');
  t.same(directionCues("We'd value an introduction to a few retail buyers"), [1, 0, 0, 0]);
  t.same(directionCues('Eager to learn from people who have scaled a plant'), [1, 0, 0, 0]);
  t.same(directionCues('Looking to invest in seed rounds'), [0, 0, 0, 0], 'looking to invest is no seeking cue');
  t.same(directionCues('I would really value a mentor in procurement'), [1, 0, 0, 0], 'an adverb inside "would … value" still seeks');
  t.same(directionCues("We'd very much like to meet two retail buyers"), [1, 0, 0, 0]);
  t.same(directionCues("What we don't have is a sales lead"), [1, 0, 0, 0], 'saying what one lacks seeks it');
  t.same(directionCues('We are missing a quality manager'), [1, 0, 0, 0]);
});


t.test('given the labels of paired topics, when read as roles, then hiring and open roles are one class, job seeking and offered skills another, and each role reads back by direction', async (t) => {
  t.equal(roleOf('need:talent'), 'employer');
  t.equal(roleOf('offer:job'), 'employer');
  t.equal(roleOf('need:job'), 'candidate');
  t.equal(roleOf('offer:talent'), 'candidate');
  t.equal(roleOf('offer:capital'), roleOf('need:dealflow'));
  t.equal(roleOf('need:advice'), 'advice', 'an unpaired topic is its own class');
  t.equal(roleOf('none'), 'none');
  t.equal(labelOf('employer', 'need'), 'need:talent');
  t.equal(labelOf('employer', 'offer'), 'offer:job');
  t.equal(labelOf('journalist', 'offer'), 'offer:press');
  t.equal(labelOf('advice', 'offer'), 'offer:advice');
});

t.test('given a clause, when its words are taken for the topic classifier, then content-word stems and neighbouring pairs are kept and stopwords dropped', async (t) => {
  t.same(termsOf('We need a contract manufacturer'), ['need', 'contract', 'manufactur', 'contract manufactur']);
});

t.test('given two classifiers over the same vectors, when they share the vectors\' dot products, then their scores are bit-identical to training without sharing', async (t) => {
  const vecs = [[1, 0, 0.1], [0.9, 0.1, 0], [0, 1, 0], [0.1, 0.9, 0.1], [0, 0, 1], [0.1, 0, 0.9]];
  const ys = ['a', 'a', 'b', 'b', 'c', 'c'];
  const xs = vecs.map((v, i) => ({ dense: [...v, i % 2], sparse: new Map([[`w${i % 3}`, 1]]) }));
  const gram = sharedGram(vecs);
  const plain = trainDual(xs, ys, 0.5, 0.7);
  const shared = trainDual(xs, ys, 0.5, 0.7, gram);
  const x = { dense: [0.5, 0.4, 0.1, 1], sparse: new Map([['w1', 1]]) };
  t.same(dualScores(shared, x), dualScores(plain, x));
});

t.test('given a dual model over dense and sparse features, when turned into its primal form, then every class scores the same', async (t) => {
  const ex = (d: number[], terms: Record<string, number>): Features => ({ dense: d, sparse: new Map(Object.entries(terms)) });
  const xs = [
    ex([1, 0], { hire: 0.8, engineer: 0.6 }),
    ex([0, 1], { invest: 1 }),
    ex([1, 1], { hire: 0.6, invest: 0.8 }),
    ex([0, 0], { mentor: 1 }),
    ex([1, 0], { engineer: 1 }),
  ];
  const model = trainDual(xs, ['talent', 'capital', 'talent', 'advice', 'talent'], 0.5, 0.7);
  const primal = primalOf(model);
  for (const x of [ex([1, 0], { hire: 1 }), ex([0, 1], { invest: 0.6, unknown: 0.8 }), ex([], { mentor: 1 })]) {
    const want = dualScores(model, x);
    primalForm(primal, x).forEach((s, i) => t.ok(Math.abs(s - want[i]!) < 1e-9, `class ${model.classes[i]}: ${s} equals ${want[i]}`));
  }
});
