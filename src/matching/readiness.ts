import type { AttendeeInput, Intent } from './types.ts';
import { writtenOf } from './written.ts';

export interface Readiness {
  match_ready: boolean;
  /** Absent prerequisites, named as in the spec's readiness `missing` list. */
  missing: string[];
  recommended_actions: string[];
}

/**
 * Attendee-level readiness from what the library can see: an event goal or explicit axis, or at
 * least profile intent to fall back on; a side when the event is sided.
 */
export function readinessOf(a: AttendeeInput, intent: Intent, eventIsSided = false): Readiness {
  const missing: string[] = [];
  const actions: string[] = [];
  // A placeholder ("tbd", "n/a", "-") is no goal: the reading reads the profile in its place.
  const w = writtenOf(a);
  const hasGoal = w.goal !== '';
  const hasExplicit = w.needs.length + w.offers.length > 0;
  if (!hasGoal && !hasExplicit) {
    missing.push('event_goal');
    actions.push('Import an event_goal (or event_needs / event_offers) for this attendee.');
  }
  if (intent.needs.length === 0 && intent.offers.length === 0) {
    missing.push('intent');
    actions.push('Nothing to match on: add a goal, or a title and company to infer profile intent.');
  }
  if (intent.offers.length > 0 && intent.offers.every((o) => o.evidence.length === 0)) {
    actions.push('Offers have no profile evidence: add title and company to strengthen them.');
  }
  if (eventIsSided && a.side === null) {
    missing.push('side');
    actions.push('Tag the attendee as founder or investor; untagged attendees are not matched at a sided event.');
  }
  return { match_ready: !missing.includes('intent') && !missing.includes('side'), missing, recommended_actions: actions };
}
