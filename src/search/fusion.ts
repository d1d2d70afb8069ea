/** Rank fusion of the keyword and semantic lists (pure). */
import type { Hit } from './peopleIndex.ts';

export type Ranked = Hit;

/**
 * Weighted reciprocal rank fusion: a person's score is the sum over the lists of
 * `weight / (k + rank)` (rank from 1). The `why` of the list where the person ranks best is kept
 * (on a tie, the first list's: the keyword one names the words that matched).
 */
export function fuse(lists: ReadonlyArray<{ weight: number; items: readonly Ranked[] }>, k: number): Ranked[] {
  const acc = new Map<string, { hit: Ranked; score: number; bestRank: number }>();
  for (const { weight, items } of lists) {
    items.forEach((hit, i) => {
      const rank = i + 1;
      const cur = acc.get(hit.entity_id);
      const add = weight / (k + rank);
      if (!cur) acc.set(hit.entity_id, { hit, score: add, bestRank: rank });
      else {
        cur.score += add;
        if (rank < cur.bestRank) {
          cur.hit = hit;
          cur.bestRank = rank;
        }
      }
    });
  }
  return [...acc.values()]
    .sort((a, b) => b.score - a.score || a.bestRank - b.bestRank || (a.hit.entity_id < b.hit.entity_id ? -1 : 1))
    .map(({ hit, score }) => ({ ...hit, score }));
}
