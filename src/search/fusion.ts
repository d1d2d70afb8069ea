/** Rank fusion of the keyword and semantic lists (pure). */
import type { Hit } from './peopleIndex.ts';

export type Ranked = Hit;

/**
 * Weighted reciprocal rank fusion: a person's score is the sum over the lists of
 * `weight / (k + rank)` (rank from 1). The `why` of the list where the person ranks best is kept
 * (on a tie, the first list's: the keyword one names the words that matched).
 *
 * Equal scores are common (first in one list and second in the other, and the other way round).
 * They are settled by the list marked `decidesTies` when there is one (the semantic list reads
 * the query as a need or an offer, the keyword list only counts shared words), then by best rank,
 * then by entity id — never by import order alone when a list has an opinion.
 */
export function fuse(lists: ReadonlyArray<{ weight: number; items: readonly Ranked[]; decidesTies?: boolean }>, k: number): Ranked[] {
  const acc = new Map<string, { hit: Ranked; score: number; bestRank: number; tieRank: number }>();
  for (const { weight, items, decidesTies } of lists) {
    items.forEach((hit, i) => {
      const rank = i + 1;
      const cur = acc.get(hit.entity_id);
      const add = weight / (k + rank);
      const tieRank = decidesTies ? rank : Infinity;
      if (!cur) acc.set(hit.entity_id, { hit, score: add, bestRank: rank, tieRank });
      else {
        cur.score += add;
        cur.tieRank = Math.min(cur.tieRank, tieRank);
        if (rank < cur.bestRank) {
          cur.hit = hit;
          cur.bestRank = rank;
        }
      }
    });
  }
  return [...acc.values()]
    .sort((a, b) => b.score - a.score || byRank(a.tieRank, b.tieRank) || a.bestRank - b.bestRank || (a.hit.entity_id < b.hit.entity_id ? -1 : 1))
    .map(({ hit, score }) => ({ ...hit, score }));
}

/** Ascending ranks, absent (Infinity) last, without Infinity - Infinity. */
const byRank = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);
