/** A small two-sided roster and helpers of the match-run tests. */
import type { TestService } from '../helpers/app.ts';
import { importRows, pollRun } from './attendees.helpers.ts';

const SECTORS = ['fintech', 'health', 'climate', 'logistics', 'education'];

export function roster(n: number, opts: { untagged?: number; prefix?: string } = {}) {
  const p = opts.prefix ?? 'p';
  const rows = [];
  for (let i = 0; i < n; i++) {
    const sector = SECTORS[i % SECTORS.length]!;
    const founder = i % 2 === 0;
    rows.push({
      attendee_id: `${p}-${i}`,
      name: `Person ${p} ${i}`,
      email: `${p}${i}@example.com`,
      title: founder ? 'CEO' : 'Partner',
      company: founder ? `${sector} startup ${i}` : `${sector} ventures ${i}`,
      side: founder ? 'founder' : 'investor',
      event_goal: founder ? `We are raising a seed round for our ${sector} company and want investors who back ${sector}.` : `I invest in seed stage ${sector} startups and look for strong founders.`,
    });
  }
  for (let i = 0; i < (opts.untagged ?? 0); i++) {
    rows.push({ attendee_id: `${p}-u${i}`, name: `Untagged ${p} ${i}`, title: 'Mentor', company: `Mentor co ${i}`, event_goal: 'I want to meet founders in fintech.' });
  }
  return rows;
}

export async function eventWithRoster(svc: TestService, token: string, eventId: string, rows: unknown[], key = `imp-${eventId}`) {
  const ev = await svc.call('POST', '/events', { token, body: { event_id: eventId, title: `Event ${eventId}` } });
  if (ev.status !== 201) throw new Error(`event: ${ev.status} ${JSON.stringify(ev.body)}`);
  const imp = await importRows(svc, token, eventId, key, rows);
  if (imp.body.status !== 'succeeded') throw new Error(`import: ${JSON.stringify(imp.body)}`);
}

export async function matchRun(svc: TestService, token: string, eventId: string, key: string, body: Record<string, unknown> = {}) {
  const r = await svc.call('POST', `/events/${eventId}/match-runs`, { token, body: { idempotency_key: key, ...body } });
  if (r.status !== 202) throw new Error(`match run: ${r.status} ${JSON.stringify(r.body)}`);
  const done = await pollRun(svc, token, r.body.run_id);
  return done.body;
}

/** Every page of a list route, following next_cursor. */
export async function allPages(svc: TestService, token: string, url: string) {
  const items: any[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const sep = url.includes('?') ? '&' : '?';
    const r: any = await svc.call('GET', `${url}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    if (r.status !== 200) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
    items.push(...r.body.items);
    cursor = r.body.next_cursor;
    if (!cursor) break;
  }
  return items;
}
