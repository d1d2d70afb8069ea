/**
 * `tsx eval/miss-audit.ts [EVENT]`: per principal of a tuning event (worst first), the hidden
 * primary need, what the reading made of the principal (needs and offers with their spans), and
 * each right target (relevance 2–3) with its place and what the reading made of its offers. For
 * telling a miss of the principal's need from a miss of the target's offer. Harness only: the
 * hidden records feed no code.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee } from '../src/matching/index.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS, tuningLists } from './sample.ts';
const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const relevance: any = await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href);
const eventId = process.argv[2]?.startsWith('-') ? 'wellspring-health-2025' : (process.argv[2] ?? 'wellspring-health-2025');
if (!TUNING_EVENTS.includes(eventId)) throw new Error(`${eventId} is not a tuning event`);
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const enc = await evalEncoder();
const lists = await tuningLists(ev, 50);
const byId = new Map(ev.people.map((p: any) => [p.row.attendee_id, p]));
const idx = new Map(ev.people.map((p: any, i: number) => [p.row.attendee_id, i]));
const reads = new Map<string, any>();
for (const p of ev.people) reads.set(p.row.attendee_id, await readAttendee(toAttendee(p.row), { encoder: enc }));
const dcg = (g: number[]) => g.reduce((s, x, i) => s + (2 ** x - 1) / Math.log2(i + 2), 0);
const item = (x: any) => `${x.axis}:${x.topic}${x.implied ? '*' : ''}${x.inferred ? '~' : ''}`;
const items = (r: any, spans: boolean) => [...r.intent.needs, ...r.intent.offers].map((x: any) => (spans && !x.implied ? `${item(x)} «${x.span.slice(0, 80)}»` : item(x))).join('; ');
const rows: any[] = [];
let lost = 0;
for (const [pid, ts] of lists) {
  const a: any = byId.get(pid);
  const all = relevance.candidatesOf(ev, a).map((b: any) => [b, relevance.rel(ev, a, b)]);
  const ideal = dcg(all.map((x: any) => x[1]).sort((x: number, y: number) => y - x).slice(0, 10));
  if (!ideal) continue;
  const g = ts.map((t) => relevance.rel(ev, a, byId.get(t)));
  const n = dcg(g.slice(0, 10)) / ideal;
  lost += 1 - n;
  const pn = a.latent.needs[0];
  const core = relevance.QUALIFIERS[pn.cat].core;
  const good = all.filter((x: any) => x[1] >= 2).map(([b, r]: any) => {
    const place = ts.indexOf(b.row.attendee_id) + 1;
    return `    rel${r} @${place || '>50'} #${idx.get(b.row.attendee_id)} ${b.style} [${b.latent.offers.map((o: any) => o.cat).join(',')}] read ${items(reads.get(b.row.attendee_id), false)} | ${(b.row.event_goal ?? '').slice(0, 140)}`;
  });
  rows.push({ n, i: idx.get(pid), brief: `#${idx.get(pid)} ${n.toFixed(3)} ${a.latent.needs[0].cat.padEnd(12)} ${items(reads.get(pid), false)}`, text: `${n.toFixed(2)} #${idx.get(pid)} ${a.style} want ${a.latent.needs.map((x: any) => x.cat).join(',')} (${pn.cat}:${[pn[core]].flat().join('/')})\n  read ${items(reads.get(pid), true)}\n  goal ${a.row.event_goal ?? ''} || needs ${JSON.stringify(a.row.event_needs ?? [])} offers ${JSON.stringify(a.row.event_offers ?? [])}\n${good.join('\n')}` });
}
if (process.argv.includes('--brief')) {
  // One line per principal, in roster order: for diffing two versions of the reading.
  for (const r of rows.sort((x, y) => x.i - y.i)) console.log(r.brief);
  process.exit(0);
}
rows.sort((x, y) => x.n - y.n);
console.log(`lists ${rows.length}, mean ${(1 - lost / rows.length).toFixed(3)}`);
for (const r of rows.slice(0, Number(process.argv[3] ?? 80))) console.log(r.text);
