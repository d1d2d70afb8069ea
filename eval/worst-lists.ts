/**
 * `tsx eval/worst-lists.ts [EVENT] [N]`: a tuning event's N worst lists by NDCG@10 (harness only:
 * the hidden grades and latent records feed no code). Per principal: its hidden primary need with
 * that need's core qualifier, the places (in its first 50) of the targets at relevance 2–3 and how
 * many there are, and its first ten as relevance[the target's hidden offers:core qualifier]. For
 * telling a list whose right people are far down from one whose first ten are the wrong kind.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { SAMPLE_DIR, TUNING_EVENTS, tuningLists } from './sample.ts';
const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const relevance: any = await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href);
const eventId = process.argv[2] ?? 'wellspring-health-2025';
if (!TUNING_EVENTS.includes(eventId)) throw new Error(`${eventId} is not a tuning event`);
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const lists = await tuningLists(ev, 50);
const byId = new Map(ev.people.map((p: any) => [p.row.attendee_id, p]));
const dcg = (g: number[]) => g.reduce((s, x, i) => s + (2 ** x - 1) / Math.log2(i + 2), 0);
const rows: any[] = [];
for (const [pid, ts] of lists) {
  const a: any = byId.get(pid);
  const all = relevance.candidatesOf(ev, a).map((b: any) => relevance.rel(ev, a, b));
  const ideal = dcg([...all].sort((x: number, y: number) => y - x).slice(0, 10));
  if (!ideal) continue;
  const g = ts.map((t) => relevance.rel(ev, a, byId.get(t)));
  const n = dcg(g.slice(0, 10)) / ideal;
  const pn = a.latent.needs[0];
  const core = relevance.QUALIFIERS[pn.cat].core;
  const head = ts.slice(0, 10).map((t, i) => { const b: any = byId.get(t); const o = b.latent.offers.map((x: any) => `${x.cat}:${[x[core]].flat().join('/')}`).join(','); return `${g[i]}[${o}]`; });
  const good = g.map((x, i) => (x >= 2 ? i + 1 : 0)).filter(Boolean);
  const totalGood = all.filter((x: number) => x >= 2).length;
  rows.push({ n, line: `${n.toFixed(2)} ${pn.cat}:${[pn[core]].flat().join('/')} good@${good.join(',')} (of ${totalGood})\n     ${head.join(' ')}` });
}
rows.sort((x, y) => x.n - y.n);
for (const r of rows.slice(0, Number(process.argv[3] ?? 25))) console.log(r.line);
