/** Helpers of the enrichment e2e tests: queue a run, poll it, wait until no reading is pending. */
import type { TestService } from '../helpers/app.ts';
import { pollRun } from '../http/attendees.helpers.ts';

export async function enrich(svc: TestService, token: string, eventId: string, key: string) {
  const r = await svc.call('POST', `/events/${eventId}/enrichment-runs`, { token, body: { idempotency_key: key } });
  if (r.status !== 202) throw new Error(`enrichment answered ${r.status} ${JSON.stringify(r.body)}`);
  return pollRun(svc, token, r.body.run_id);
}

/** Waits until the read models show no open intent request in the event. */
export async function settledIntents(svc: TestService, org: string, eventId: string) {
  for (let i = 0; i < 1500; i++) {
    const pending = await svc.rt.deps.read.count('attendee_intent_states', { org_id: org, event_id: eventId, status: 'pending' });
    if (pending === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('intent readings did not settle');
}

/** Counts intent events by type on one attendee's stream. */
export async function intentEvents(svc: TestService, org: string, eventId: string, entityId: string) {
  const events = await svc.rt.deps.store.readStream(`intent-${org}/${eventId}/${entityId}`);
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  return counts;
}
