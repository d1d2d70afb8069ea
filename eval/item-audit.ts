/**
 * `tsx eval/item-audit.ts EVENT [encoder|words] [CFG]`: harness only. Counts the reading's items
 * (with the encoder, or without it: `deriveIntent`) against the
 * hidden intents of a tuning event: right / wrong by kind (sure, unsure, mirror) and how many
 * hidden needs and offers got an item. Never feeds the library.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { deriveIntent, readAttendee } from '../src/matching/index.ts';
import { CLASSIFY } from '../src/matching/reading.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';

const NEED: Record<string, string[]> = {
  funding: ['need:capital'], dealflow: ['need:dealflow'], talent: ['need:talent'], job: ['need:job'], pilot: ['need:customers'],
  solution: ['need:solution'], mentorship: ['need:advice'], mentee: ['offer:advice'], cofounder: ['need:cofounder', 'offer:cofounder'],
  partnership: ['need:partnership', 'offer:partnership', 'need:distribution', 'offer:distribution', 'need:supply', 'offer:supply'],
  grant: ['need:grant'], applicant: ['offer:grant'], research: ['need:research', 'offer:research'], press: ['need:press'], story: ['need:story', 'offer:press'],
  customers: ['need:customers'], supply: ['need:supply'], buyer: ['need:customers', 'offer:supply'],
};
const flip = (s: string) => (s.startsWith('need:') ? s.replace('need:', 'offer:') : s.replace('offer:', 'need:'));
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
const eventId = process.argv[2]!;
if (!TUNING_EVENTS.includes(eventId)) throw new Error('tuning events only');
const mode = process.argv[3] === 'words' ? 'words' : 'encoder';
const cfg = process.argv.find((x) => x.startsWith('{'));
if (cfg) Object.assign(CLASSIFY, JSON.parse(cfg));
const flips = { n: 0 };
const wrongBy = new Map<string, number>();
const verbose = process.argv.includes('-v');
const ev = run.loadEvents().find((e: any) => e.event_id === eventId);
const rows = run.loadPublicEvents().find((e: any) => e.event_id === eventId).attendees;
const c = { sureR: 0, sureW: 0, unsR: 0, unsW: 0, mirR: 0, mirW: 0, needHit: 0, needAll: 0, offHit: 0, offAll: 0, people: 0 };
for (const p of ev.people) {
  const row = rows.find((r: any) => r.attendee_id === p.row.attendee_id);
  const a = toAttendee(row);
  if (eventId.startsWith('tidemark') && !a.side) continue;
  c.people++;
  const intent = mode === 'words' ? deriveIntent(a) : (await readAttendee(a, { encoder: enc })).intent;
  const items = [...intent.needs, ...intent.offers];
  // What the hidden record means, in both directions of each category (a need and its counterpart offer).
  const want = new Set<string>();
  for (const n of p.latent.needs) for (const k of NEED[n.cat] ?? []) want.add(k);
  for (const o of p.latent.offers) for (const k of NEED[o.cat] ?? []) want.add(flip(k));
  const got = new Set(items.map((x) => `${x.axis}:${x.topic}`));
  const marks: string[] = [];
  for (const x of items) {
    const k = `${x.axis}:${x.topic}`;
    const ok = want.has(k);
    const kind = x.inferred ? 'uns' : x.implied ? 'mir' : 'sure';
    (c as any)[`${kind}${ok ? 'R' : 'W'}`]++;
    if (!ok && want.has(flip(k))) flips.n++;
    if (!ok) wrongBy.set(`${kind}:${k}`, (wrongBy.get(`${kind}:${k}`) ?? 0) + 1);
    marks.push(`${ok ? '+' : '-'}${kind === 'sure' ? '' : kind === 'uns' ? '?' : '~'}${k}`);
  }
  for (const n of p.latent.needs) {
    c.needAll++;
    if ((NEED[n.cat] ?? []).some((k) => got.has(k))) c.needHit++;
  }
  for (const o of p.latent.offers) {
    c.offAll++;
    if ((NEED[o.cat] ?? []).map(flip).some((k) => got.has(k))) c.offHit++;
  }
  if (verbose) console.log(`${p.latent.needs.map((n: any) => n.cat).join(',')} / ${p.latent.offers.map((n: any) => n.cat).join(',')}  ::  ${marks.join(' ')}  ::  ${(row.event_goal ?? '').slice(0, 140)}`);
}
console.log(`${eventId} ${mode} ${cfg ?? ''} sure ${c.sureR}/${c.sureW} unsure ${c.unsR}/${c.unsW} mirror ${c.mirR}/${c.mirW} (right/wrong)  needs hit ${c.needHit}/${c.needAll} offers hit ${c.offHit}/${c.offAll}`);
console.log('wrong whose flip is right:', flips.n);
console.log([...wrongBy].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}=${v}`).join(' '));
