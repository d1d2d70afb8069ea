/** Bus subjects of the matcher's lanes (docs/decisions.md, "Fair scheduling: two lanes"), and run progress. */
import type { MatchLane } from '../domain/match.ts';
import { runSubject } from '../commands/runs/queueRun.ts';

export const matchSubject = (lane: MatchLane) => `${runSubject('match')}.${lane}`;
export const matchDurable = (lane: MatchLane) => `worker-match-${lane}`;

export interface MatchProgress {
  attendees_total: number;
  principals_total: number;
  principals_processed: number;
  pairs_emitted: number;
  principals_without_match: number;
  attendees_on_fallback: number;
  intent_sources: { derived: number; inline: number; fallback: number };
}

/** Progress of a match run before the matcher pins its roster (docs/decisions.md). */
export const initialMatchProgress = (): MatchProgress => ({
  attendees_total: 0,
  principals_total: 0,
  principals_processed: 0,
  pairs_emitted: 0,
  principals_without_match: 0,
  attendees_on_fallback: 0,
  intent_sources: { derived: 0, inline: 0, fallback: 0 },
});
