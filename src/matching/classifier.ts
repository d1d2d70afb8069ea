/**
 * A small linear classifier over sentence-encoder vectors and word features: ridge regression
 * onto one-hot class targets (a least-squares classifier), solved in closed form in the dual (one
 * coefficient per example), so a sparse bag of words of any vocabulary costs no more than the
 * dense vector. Deterministic (no random start, no iteration order), trained in well under a
 * second on several hundred labelled examples.
 */
/** Solves (A + λI) X = B for symmetric positive-definite A by Cholesky; B and X are n×k row-major. */
function solveSpd(a: Float64Array, n: number, b: Float64Array, k: number): Float64Array {
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * n + j]!;
      const ri = i * n;
      const rj = j * n;
      for (let p = 0; p < j; p++) s -= l[ri + p]! * l[rj + p]!;
      l[ri + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / l[rj + j]!;
    }
  }
  const y = new Float64Array(n * k);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < k; c++) {
      let s = b[i * k + c]!;
      for (let p = 0; p < i; p++) s -= l[i * n + p]! * y[p * k + c]!;
      y[i * k + c] = s / l[i * n + i]!;
    }
  }
  const x = new Float64Array(n * k);
  for (let i = n - 1; i >= 0; i--) {
    for (let c = 0; c < k; c++) {
      let s = y[i * k + c]!;
      for (let p = i + 1; p < n; p++) s -= l[p * n + i]! * x[p * k + c]!;
      x[i * k + c] = s / l[i * n + i]!;
    }
  }
  return x;
}

/**
 * A clause's features for the dual classifier: a dense part (the sentence vector, optionally with
 * cue values appended) and a sparse bag of weighted terms (word stems and bigrams), L2-normalised.
 */
export interface Features {
  dense: ArrayLike<number>;
  sparse: ReadonlyMap<string, number>;
}

/** A ridge classifier solved in the dual: one coefficient per example and class. */
export interface DualModel {
  classes: readonly string[];
  examples: readonly Features[];
  /** alpha[i * classes.length + c] */
  alpha: Float64Array;
  bias: Float64Array;
  sparseWeight: number;
}

function sparseDot(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const [s, l] = a.size <= b.size ? [a, b] : [b, a];
  let out = 0;
  for (const [k, v] of s) {
    const w = l.get(k);
    if (w !== undefined) out += v * w;
  }
  return out;
}

/** The linear kernel of two feature sets: dense dot (from dimension `from`, on top of `base`) plus the weighted sparse dot. */
function kernelOf(a: Features, b: Features, sparseWeight: number, from = 0, base = 0): number {
  let s = base;
  const n = Math.min(a.dense.length, b.dense.length);
  for (let i = from; i < n; i++) s += a.dense[i]! * b.dense[i]!;
  return sparseWeight === 0 ? s : s + sparseWeight * sparseWeight * sparseDot(a.sparse, b.sparse);
}

/**
 * The dot products of the first `dims` dense dimensions of every pair of examples (n×n): two
 * classifiers over the same sentence vectors share this, the costly part of their kernels.
 */
export interface SharedGram {
  dims: number;
  gram: Float64Array;
}

export function sharedGram(vecs: readonly ArrayLike<number>[]): SharedGram {
  const n = vecs.length;
  const dims = n ? vecs[0]!.length : 0;
  const gram = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = vecs[i]!;
    for (let j = 0; j <= i; j++) {
      const b = vecs[j]!;
      let s = 0;
      for (let d = 0; d < dims; d++) s += a[d]! * b[d]!;
      gram[i * n + j] = s;
      gram[j * n + i] = s;
    }
  }
  return { dims, gram };
}

/**
 * Trains a ridge classifier (L2 penalty `lambda`, unpenalised bias) in the dual: `xs` are the
 * examples' features, `ys` their class names. The kernel matrix is centred, (K_c + λI) α = Y − ȳ
 * is solved by Cholesky, and a score is Σ α_i k(x, x_i) + b: the same as the primal ridge over the
 * concatenated features, n×n for n examples whatever the feature count. `sparseWeight` scales the
 * sparse part of the features against the dense one. `shared`, when given, holds the examples'
 * dot products over their first dense dimensions, which must be the same in `xs`.
 */
export function trainDual(xs: readonly Features[], ys: readonly string[], lambda: number, sparseWeight: number, shared?: SharedGram): DualModel {
  const classes = [...new Set(ys)].sort();
  const k = classes.length;
  const n = xs.length;
  const kern = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      const v = shared ? kernelOf(xs[i]!, xs[j]!, sparseWeight, shared.dims, shared.gram[i * n + j]!) : kernelOf(xs[i]!, xs[j]!, sparseWeight);
      kern[i * n + j] = v;
      kern[j * n + i] = v;
    }
  }
  const rowMean = new Float64Array(n);
  let all = 0;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += kern[i * n + j]!;
    rowMean[i] = s / n;
    all += s;
  }
  all /= n * n;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) a[i * n + j] = kern[i * n + j]! - rowMean[i]! - rowMean[j]! + all;
    a[i * n + i] = a[i * n + i]! + lambda;
  }
  const yMean = new Float64Array(k);
  ys.forEach((y) => (yMean[classes.indexOf(y)] = yMean[classes.indexOf(y)]! + 1 / n));
  const b = new Float64Array(n * k);
  ys.forEach((y, i) => {
    const c = classes.indexOf(y);
    for (let q = 0; q < k; q++) b[i * k + q] = (q === c ? 1 : 0) - yMean[q]!;
  });
  const alpha = solveSpd(a, n, b, k);
  const bias = new Float64Array(k);
  for (let q = 0; q < k; q++) {
    let s = yMean[q]!;
    for (let i = 0; i < n; i++) s -= alpha[i * k + q]! * rowMean[i]!;
    bias[q] = s;
  }
  return { classes, examples: xs, alpha, bias, sparseWeight };
}

/** The dual model's score per class, in the order of `model.classes`. */
export function dualScores(model: DualModel, x: Features): number[] {
  const k = model.classes.length;
  const out = [...model.bias];
  model.examples.forEach((e, i) => {
    const v = kernelOf(x, e, model.sparseWeight);
    if (v === 0) return;
    for (let q = 0; q < k; q++) out[q] = out[q]! + model.alpha[i * k + q]! * v;
  });
  return out;
}

/**
 * The dual model as per-class weights (the primal form of the same linear scores): dense weights
 * and a weight per sparse term, so a score costs the clause's own terms instead of a kernel with
 * every example. Equal to `dualScores` up to rounding.
 */
export interface PrimalModel {
  classes: readonly string[];
  bias: Float64Array;
  /** dense[c * dims + d] */
  dense: Float64Array;
  dims: number;
  /** term → weight per class, the squared sparse weight folded in. */
  sparse: Map<string, Float64Array>;
}

export function primalOf(model: DualModel): PrimalModel {
  const k = model.classes.length;
  const dims = model.examples.reduce((m, e) => Math.max(m, e.dense.length), 0);
  const dense = new Float64Array(k * dims);
  const sparse = new Map<string, Float64Array>();
  const sw2 = model.sparseWeight * model.sparseWeight;
  model.examples.forEach((e, i) => {
    for (let q = 0; q < k; q++) {
      const a = model.alpha[i * k + q]!;
      for (let d = 0; d < e.dense.length; d++) dense[q * dims + d] = dense[q * dims + d]! + a * e.dense[d]!;
    }
    if (sw2 === 0) return;
    for (const [term, v] of e.sparse) {
      let w = sparse.get(term);
      if (!w) sparse.set(term, (w = new Float64Array(k)));
      for (let q = 0; q < k; q++) w[q] = w[q]! + sw2 * model.alpha[i * k + q]! * v;
    }
  });
  return { classes: model.classes, bias: model.bias, dense, dims, sparse };
}

/** The primal model's score per class, in the order of `model.classes`. */
export function primalScores(model: PrimalModel, x: Features): number[] {
  const k = model.classes.length;
  const out = [...model.bias];
  const n = Math.min(model.dims, x.dense.length);
  for (let q = 0; q < k; q++) {
    let s = 0;
    for (let d = 0; d < n; d++) s += model.dense[q * model.dims + d]! * x.dense[d]!;
    out[q] = out[q]! + s;
  }
  for (const [term, v] of x.sparse) {
    const w = model.sparse.get(term);
    if (w) for (let q = 0; q < k; q++) out[q] = out[q]! + w[q]! * v;
  }
  return out;
}
