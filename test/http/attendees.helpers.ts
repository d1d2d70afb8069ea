/** Helpers of the roster e2e tests: import and poll the run to its terminal state. */
import type { TestService } from '../helpers/app.ts';

export const pollRun = async (svc: TestService, token: string, runId: string) => {
  for (let i = 0; i < 1000; i++) {
    const r = await svc.call('GET', `/runs/${runId}`, { token });
    if (['succeeded', 'partial', 'failed'].includes(r.body.status)) return r;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('run did not finish');
};

export async function importRows(svc: TestService, token: string, eventId: string, key: string, attendees: unknown[]) {
  const r = await svc.call('PUT', `/events/${eventId}/attendees:import`, { token, body: { idempotency_key: key, attendees } });
  if (r.status !== 202) throw new Error(`import answered ${r.status} ${JSON.stringify(r.body)}`);
  return pollRun(svc, token, r.body.run_id);
}
