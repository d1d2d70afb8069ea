import { buildIndex, newScratch, rankFor } from './candidates.ts';
import type { ScoreMemo } from './candidates.ts';
import type { Packed } from './features.ts';
import type { Shortlist } from './exposure.ts';

export interface ShortlistJob {
  packed: Packed;
  principals: Int32Array;
  shortlist: number;
  keep: number;
}

/** Runs candidate generation + exact scoring for `principals` in this thread. */
export function shortlistsInProcess(job: ShortlistJob): Shortlist[] {
  const idx = buildIndex(job.packed);
  const scratch = newScratch(job.packed.n);
  const memo: ScoreMemo = new Map();
  return Array.from(job.principals, (a) => rankFor(job.packed, idx, scratch, a, job.shortlist, job.keep, memo));
}
