/**
 * `tsx eval/probe-read.ts [EVENT,…] [encoder,words]`: harness only. How often the reading, with
 * the encoder and without it (`deriveIntent`), reads an
 * attendee's hidden primary need of the tuning events (as an item read from the text, stated or inferred, not a mirror, of the right axis and
 * topic, or its mirror). Never feeds the library.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { deriveIntent, readAttendee } from '../src/matching/index.ts';
import { CLASSIFY } from '../src/matching/reading.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';

const EXPECT: Record<string, string[]> = {
  funding: ['need:capital'],
  dealflow: ['need:dealflow', 'offer:capital'],
  talent: ['need:talent', 'offer:job'],
  job: ['need:job', 'offer:talent'],
  pilot: ['need:customers', 'offer:solution'],
  solution: ['need:solution', 'offer:customers'],
  mentorship: ['need:advice'],
  mentee: ['offer:advice'],
  cofounder: ['need:cofounder', 'offer:cofounder'],
  partnership: ['need:partnership', 'offer:partnership', 'need:distribution', 'offer:distribution', 'need:supply', 'offer:supply'],
  grant: ['need:grant'],
  applicant: ['offer:grant'],
  research: ['need:research', 'offer:research'],
  press: ['need:press'],
  story: ['need:story', 'offer:press'],
  customers: ['need:customers'],
  supply: ['need:supply'],
  buyer: ['need:customers', 'offer:supply'],
};
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
const events = (process.argv[2] ?? TUNING_EVENTS.join(',')).split(',').filter((e) => TUNING_EVENTS.includes(e));
const modes = (process.argv[3] ?? 'encoder,words').split(',');
const verbose = process.argv.includes('-v');
const cfg = process.argv.find((x) => x.startsWith('{'));
if (cfg) Object.assign(CLASSIFY, JSON.parse(cfg));
for (const eventId of events) {
  const ev = run.loadEvents().find((e: any) => e.event_id === eventId);
  const rows = run.loadPublicEvents().find((e: any) => e.event_id === eventId).attendees;
  for (const mode of modes) {
    let ok = 0;
    let n = 0;
    let inverted = 0;
    let spurious = 0;
    const miss = new Map<string, number>();
    for (const p of ev.people) {
      const row = rows.find((r: any) => r.attendee_id === p.row.attendee_id);
      const a = toAttendee(row);
      if (eventId.startsWith('tidemark') && !a.side) continue;
      n++;
      let items: { axis: string; topic: string; implied: boolean; inferred?: boolean }[];
      if (mode === 'words') {
        const i = deriveIntent(a);
        items = [...i.needs, ...i.offers];
      } else {
        const r = await readAttendee(a, { encoder: enc });
        items = [...r.intent.needs, ...r.intent.offers];
      }
      const stated = items.filter((x) => !x.implied || x.inferred).map((x) => `${x.axis}:${x.topic}`);
      const want = EXPECT[p.latent.needs[0].cat] ?? [];
      const hit = stated.some((s) => want.includes(s));
      if (hit) ok++;
      else {
        miss.set(p.latent.needs[0].cat, (miss.get(p.latent.needs[0].cat) ?? 0) + 1);
        const flip = (s: string) => (s.startsWith('need:') ? s.replace('need:', 'offer:') : s.replace('offer:', 'need:'));
        if (stated.some((s) => want.map(flip).includes(s))) inverted++;
        if (verbose) console.log(`   miss ${p.latent.needs[0].cat.padEnd(12)} got ${stated.join(',').padEnd(40)} | ${(row.event_goal ?? '').slice(0, 110)}`);
      }
      const allWant = new Set([...p.latent.needs.flatMap((x: any) => EXPECT[x.cat] ?? []), ...p.latent.offers.flatMap((x: any) => EXPECT[x.cat] ?? [])]);
      spurious += stated.filter((s) => !allWant.has(s)).length;
    }
    console.log(`${eventId.padEnd(24)} ${mode.padEnd(12)} primary ${ok}/${n}  inverted ${inverted}  spurious stated ${spurious}  misses ${[...miss].map(([k, v]) => `${k}:${v}`).join(' ')}`);
  }
}
