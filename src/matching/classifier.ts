/**
 * A small linear classifier over sentence-encoder vectors: ridge regression onto one-hot class
 * targets (a least-squares classifier), solved in closed form. Deterministic (no random start,
 * no iteration order), trained in a fraction of a second on a few hundred labelled examples.
 */
export interface LinearModel {
  classes: readonly string[];
  /** weights[c] has `dim + 1` entries, the last one the bias. */
  weights: Float64Array[];
}

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
 * Trains a ridge classifier: `xs` are feature vectors (all the same length), `ys` their class
 * names. `lambda` is the L2 penalty (the bias is not penalised).
 */
export function trainLinear(xs: readonly ArrayLike<number>[], ys: readonly string[], lambda: number): LinearModel {
  const classes = [...new Set(ys)].sort();
  const k = classes.length;
  const d = xs[0]!.length + 1;
  const a = new Float64Array(d * d);
  const b = new Float64Array(d * k);
  const row = new Float64Array(d);
  xs.forEach((x, n) => {
    for (let i = 0; i < d - 1; i++) row[i] = x[i]!;
    row[d - 1] = 1;
    for (let i = 0; i < d; i++) {
      const ri = row[i]!;
      if (ri === 0) continue;
      for (let j = 0; j <= i; j++) a[i * d + j] = a[i * d + j]! + ri * row[j]!;
    }
    const c = classes.indexOf(ys[n]!);
    for (let i = 0; i < d; i++) b[i * k + c] = b[i * k + c]! + row[i]!;
  });
  for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) a[j * d + i] = a[i * d + j]!;
  for (let i = 0; i < d - 1; i++) a[i * d + i] = a[i * d + i]! + lambda;
  a[(d - 1) * d + (d - 1)] = a[(d - 1) * d + (d - 1)]! + 1e-6;
  const x = solveSpd(a, d, b, k);
  const weights = classes.map((_, c) => {
    const w = new Float64Array(d);
    for (let i = 0; i < d; i++) w[i] = x[i * k + c]!;
    return w;
  });
  return { classes, weights };
}

/** The model's score per class (higher is more likely), in the order of `model.classes`. */
export function scoresOf(model: LinearModel, x: ArrayLike<number>): number[] {
  return model.weights.map((w) => {
    let s = w[w.length - 1]!;
    for (let i = 0; i < x.length; i++) s += w[i]! * x[i]!;
    return s;
  });
}
