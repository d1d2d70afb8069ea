/**
 * Stream names. Partner IDs and org IDs match `^[A-Za-z0-9][A-Za-z0-9._:-]*$`, so `/` never
 * occurs inside a part and the names are unambiguous. The category is the part before `-`.
 */
import { createHash } from 'node:crypto';

export const streams = {
  event: (org: string, eventId: string) => `event-${org}/${eventId}`,
  session: (org: string, sessionId: string) => `session-${org}/${sessionId}`,
  slug: (org: string, slug: string) => `slug-${org}/${createHash('sha256').update(slug.toLowerCase()).digest('hex')}`,
  run: (runId: string) => `run-${runId}`,
  /** A match run's input snapshot and result chunks (src/domain/match.ts). */
  matchRun: (runId: string) => `matchrun-${runId}`,
  people: (org: string) => `people-${org}`,
  apiKey: (keyId: string) => `apikey-${keyId}`,
  account: (userId: string) => `account-${userId}`,
  /** Derived intent of one attendee of one event (docs/decisions.md, enrichment). */
  intent: (org: string, eventId: string, entityId: string) => `intent-${org}/${eventId}/${entityId}`,
};

/** Read-model document ids of org-scoped partner resources. */
export const docId = (org: string, ...parts: string[]) => [org, ...parts].join('/');
