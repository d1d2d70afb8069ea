/** Helpers of the roster e2e tests: import and poll the run to its terminal state. */
import type { TestService } from '../helpers/app.ts';

// A deadline, not a count of polls: on a loaded machine a first match run (its thread warming
// up) can take longer than a thousand quick polls.
export const pollRun = async (svc: TestService, token: string, runId: string, timeoutMs = 90_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await svc.call('GET', `/runs/${runId}`, { token });
    if (['succeeded', 'partial', 'failed'].includes(r.body.status)) return r;
    if (Date.now() > deadline) throw new Error(`run ${runId} did not finish within ${timeoutMs} ms (last status ${r.body.status})`);
    await new Promise((res) => setTimeout(res, 20));
  }
};

export async function importRows(svc: TestService, token: string, eventId: string, key: string, attendees: unknown[]) {
  const r = await svc.call('PUT', `/events/${eventId}/attendees:import`, { token, body: { idempotency_key: key, attendees } });
  if (r.status !== 202) throw new Error(`import answered ${r.status} ${JSON.stringify(r.body)}`);
  return pollRun(svc, token, r.body.run_id);
}
