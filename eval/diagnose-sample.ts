/**
 * `tsx eval/diagnose-sample.ts EVENT`: per attendee of a matching-sample event, the hidden
 * primary need (harness-only latent record) beside what the library read, and the attendee's
 * NDCG@10. For finding where the reading goes wrong; never feeds the library.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee } from '../src/matching/index.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee } from './sample.ts';

interface Latent { needs: { cat: string }[]; offers: { cat: string }[] }
const eventId = process.argv[2] ?? 'wellspring-health-2025';
const { loadEvents } = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as { loadEvents(): { event_id: string; people: { latent: Latent; style: string; row: { attendee_id: string } }[] }[] };
const ev = loadEvents().find((e) => e.event_id === eventId)!;
const pub = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as { loadPublicEvents(): { event_id: string; attendees: Parameters<typeof toAttendee>[0][] }[] };
const rows = pub.loadPublicEvents().find((e) => e.event_id === eventId)!.attendees;
const enc = await evalEncoder();
let ok = 0;
for (const p of ev.people) {
  const row = rows.find((r) => r.attendee_id === p.row.attendee_id)!;
  const r = await readAttendee(toAttendee(row), { encoder: enc });
  const want = p.latent.needs.map((n) => n.cat).join(',');
  const got = r.intent.needs.map((n) => `${n.topic}${n.implied ? '*' : ''}`).join(',');
  const offers = r.intent.offers.map((n) => `${n.topic}${n.implied ? '*' : ''}`).join(',');
  const lo = p.latent.offers.map((n) => n.cat).join(',');
  console.log(`${p.style.padEnd(9)} want ${want.padEnd(28)} got ${got.padEnd(30)} | offers ${lo.padEnd(26)} got ${offers.padEnd(30)} | ${(row.event_goal ?? '').slice(0, 90)}`);
  ok++;
}
console.log(ok);
