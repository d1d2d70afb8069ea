/**
 * `tsx eval/cofounder-kinds.ts [EVENT]`: for each attendee of a tuning event with a hidden
 * co-founder need or offer, its hidden kind(s) beside the reading's co-founder items (axis,
 * implied, roles) and its NDCG@10. Harness only, keys and numbers only: no text is printed.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { SAMPLE_DIR, TUNING_EVENTS, evalEncoder, toAttendee, tuningLists } from './sample.ts';
import { readAttendee } from '../src/matching/index.ts';
const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const relevance: any = await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href);
const eventId = process.argv[2] ?? 'wellspring-health-2025';
if (!TUNING_EVENTS.includes(eventId)) throw new Error(`${eventId} is not a tuning event`);
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const lists = await tuningLists(ev, 10);
const m = api.evaluateLists(ev.event_id, lists);
const enc = await evalEncoder();
const core = relevance.QUALIFIERS.cofounder?.core;
const idx = new Map(ev.people.map((p: any, i: number) => [p.row.attendee_id, i]));
const kindOf = (x: any) => [x[core]].flat().join('/');
for (const [i, p] of ev.people.entries() as any) {
  const n = p.latent.needs.filter((x: any) => x.cat === 'cofounder');
  const o = p.latent.offers.filter((x: any) => x.cat === 'cofounder');
  if (!n.length && !o.length) continue;
  const r = await readAttendee(toAttendee(p.row), { encoder: enc });
  const items = [...r.intent.needs, ...r.intent.offers].filter((it: any) => it.topic === 'cofounder').map((it: any) => `${it.axis}${it.implied ? '(m)' : ''}:${it.qualifiers.roles.join('/') || '-'}`);
  const other = [...r.intent.needs, ...r.intent.offers].filter((it: any) => it.topic !== 'cofounder').map((it: any) => `${it.axis}:${it.topic}`);
  const nd = m.perAttendee[p.row.attendee_id];
  const head = (lists.get(p.row.attendee_id) ?? []).map((t: string) => idx.get(t)).join(',');
  console.log(`#${i} ndcg ${nd ? nd.ndcg.toFixed(2) : ' -  '} primary ${p.latent.needs[0]?.cat} | hidden need ${n.map(kindOf).join(',') || '-'} offer ${o.map(kindOf).join(',') || '-'} | read ${items.join(' ') || '-'} | others ${other.join(' ')} | list ${head}`);
}
if (process.argv.includes('--clauses')) {
  const { kindsOf, titleKinds } = await import('../src/matching/cofounder-kinds.ts');
  const { segment, merged, CLASSIFY } = await import('../src/matching/reading.ts');
  for (const [i, p] of ev.people.entries() as any) {
    if (!p.latent.needs.some((x: any) => x.cat === 'cofounder') && !p.latent.offers.some((x: any) => x.cat === 'cofounder')) continue;
    const row = p.row;
    const cl = merged(segment(row.event_goal ?? ''), CLASSIFY.maxClauses);
    const k = (t: string, u: any) => { const r = kindsOf(t, u); return `self=${r.self.join('/') || '-'} sought=${r.sought.join('/') || '-'}`; };
    console.log(`#${i} title ${titleKinds(row.title ?? '').join('/') || '-'} | goal clauses: ${cl.map((t: string) => `[${k(t, 'sought')}]`).join(' ')} | needs ${(row.event_needs ?? []).length} [${(row.event_needs ?? []).map((t: string) => k(t, 'sought')).join('; ')}] offers ${(row.event_offers ?? []).length} [${(row.event_offers ?? []).map((t: string) => k(t, 'self')).join('; ')}]`);
  }
}
