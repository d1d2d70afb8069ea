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
  return ranker(job)(job.principals);
}

/** Ranks chunks of principals in this thread over one index, built on the first chunk. */
export function ranker(job: Omit<ShortlistJob, 'principals'>): (principals: Int32Array) => Shortlist[] {
  let state: { idx: ReturnType<typeof buildIndex>; scratch: ReturnType<typeof newScratch>; memo: ScoreMemo } | null = null;
  return (principals) => {
    state ??= { idx: buildIndex(job.packed), scratch: newScratch(job.packed.n), memo: new Map() };
    const { idx, scratch, memo } = state;
    return Array.from(principals, (a) => rankFor(job.packed, idx, scratch, a, job.shortlist, job.keep, memo));
  };
}
