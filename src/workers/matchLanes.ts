/** Bus subjects of the matcher's lanes (docs/decisions.md, "Match runs: fair scheduling"). */
import type { MatchLane } from '../domain/match.ts';
import { runSubject } from '../commands/runs/queueRun.ts';

export const matchSubject = (lane: MatchLane) => `${runSubject('match')}.${lane}`;
export const matchDurable = (lane: MatchLane) => `worker-match-${lane}`;
