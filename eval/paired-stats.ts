/** Paired differences per principal (a change on − off): their mean and its standard error. */
export interface Paired { m: number; se: number; n: number }

export function pairedStats(d: readonly number[]): Paired {
  const m = d.reduce((s, x) => s + x, 0) / Math.max(1, d.length);
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  return { m, se: sd / Math.sqrt(Math.max(1, d.length)), n: d.length };
}

export const fmtPaired = (s: Paired): string => `${s.m >= 0 ? '+' : ''}${s.m.toFixed(3)} ± ${s.se.toFixed(3)} (${s.n} principals)`;

/** Each principal's NDCG@10 of one run's metrics, by attendee id. */
export const perPrincipal = (perAttendee: Record<string, unknown>): Map<string, number> =>
  new Map(Object.entries(perAttendee).map(([k, v]) => [k, (v as { ndcg: number }).ndcg]));

/** The differences `after − before` of the principals both runs scored. */
export const differences = (after: ReadonlyMap<string, number>, before: ReadonlyMap<string, number>): number[] =>
  [...after].filter(([k]) => before.has(k)).map(([k, v]) => v - before.get(k)!);
