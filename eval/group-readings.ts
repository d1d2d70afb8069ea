/**
 * `tsx eval/group-readings.ts [EVENT] [cats=a,b] [--lists] [--clauses] [words=…]`: for each
 * attendee of a tuning event with a hidden need or offer of the categories chosen (default
 * mentorship and mentee; `cats=job,talent` for work), its hidden field(s) beside the reading's
 * items (axis, topic, roles, implied), its areas and its NDCG@10; with `--lists` the hidden offer
 * categories and grades of its first ten; with `--clauses` per clause what rule `guidance-side`
 * reads and which of a few generic words it holds. Harness only, keys and numbers only: no text
 * is printed.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { SAMPLE_DIR, TUNING_EVENTS, evalEncoder, toAttendee, tuningLists } from './sample.ts';
import { readAttendee } from '../src/matching/index.ts';
const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const relevance: any = await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href);
const eventId = process.argv[2] && !process.argv[2].includes('=') && !process.argv[2].startsWith('--') ? process.argv[2] : 'wellspring-health-2025';
if (!TUNING_EVENTS.includes(eventId)) throw new Error(`${eventId} is not a tuning event`);
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const lists = await tuningLists(ev, 10);
const m = api.evaluateLists(ev.event_id, lists);
const enc = await evalEncoder();
const CATS = (process.argv.find((x) => x.startsWith('cats='))?.slice(5) ?? 'mentorship,mentee').split(',');
const byId = new Map(ev.people.map((p: any) => [p.row.attendee_id, p]));
const idx = new Map(ev.people.map((p: any, i: number) => [p.row.attendee_id, i]));
const fieldOf = (x: any) => { const core = relevance.QUALIFIERS[x.cat]?.core; return `${x.cat}:${core ? [x[core]].flat().join('/') : ''}`; };
const readings = new Map<number, any>();
const readOf = async (i: number) => { if (!readings.has(i)) readings.set(i, await readAttendee(toAttendee(ev.people[i].row), { encoder: enc })); return readings.get(i); };
const kk = (it: any) => (it.qualifiers.roles.length ? `[${it.qualifiers.roles.join('/')}]` : '');
const brief = (r: any) => [...r.intent.needs.map((it: any) => `N:${it.topic}${kk(it)}${it.implied ? '(m)' : ''}${it.source === 'inferred' ? '?' : ''}`), ...r.intent.offers.map((it: any) => `O:${it.topic}${kk(it)}${it.implied ? '(m)' : ''}${it.source === 'inferred' ? '?' : ''}`)].join(' ');
for (const [i, p] of ev.people.entries() as any) {
  const n = p.latent.needs.filter((x: any) => CATS.includes(x.cat));
  const o = p.latent.offers.filter((x: any) => CATS.includes(x.cat));
  if (!n.length && !o.length) continue;
  const r = await readOf(i);
  const nd = m.perAttendee[p.row.attendee_id];
  const areas = r.areas.slice(0, 3).map(([a, w]: [string, number]) => `${a}:${w.toFixed(2)}`).join(',');
  console.log(`#${i} ndcg ${nd ? nd.ndcg.toFixed(2) : ' -  '} primary ${p.latent.needs[0]?.cat} | hidden need ${n.map(fieldOf).join(',') || '-'} offer ${o.map(fieldOf).join(',') || '-'} | read ${brief(r)} | areas ${areas}`);
  if (process.argv.includes('--lists') && nd && CATS.includes(p.latent.needs[0]?.cat)) {
    const head = (lists.get(p.row.attendee_id) ?? []).slice(0, 10);
    for (const t of head) {
      const b: any = byId.get(t);
      const j = idx.get(t) as number;
      const rb = await readOf(j);
      console.log(`     ${relevance.rel(ev, p, b)} #${j} [${b.latent.offers.map(fieldOf).join(',')}] read ${brief(rb)}`);
    }
  }
}
if (process.argv.includes('--clauses')) {
  // Per clause of the people above: its list (goal, need or offer entry), what rule `guidance-side`
  // reads in it, and which of a few generic guiding words it holds. No text is printed.
  const { guidanceOf } = await import('../src/matching/guidance.ts');
  const { segment, merged, CLASSIFY } = await import('../src/matching/reading.ts');
  const WORDS = process.argv.find((x) => x.startsWith('words='))?.slice(6).split(',') ?? ['mentor', 'mentee', 'advis', 'advice', 'coach', 'guid', 'help', 'share', 'back', 'learn', 'experience', 'years', 'looking', 'seeking', 'happy', 'open', 'keen', 'someone', 'support', 'i ', 'we '];
  for (const [i, p] of ev.people.entries() as any) {
    if (![...p.latent.needs, ...p.latent.offers].some((x: any) => CATS.includes(x.cat))) continue;
    const row = p.row;
    const show = (t: string) => { const g = guidanceOf(t); const l = ` ${t.toLowerCase()}`; return `${g.gives ? 'G' : '-'}${g.seeks ? 'S' : '-'}{${WORDS.filter((w) => l.includes(w)).join('|')}}`; };
    const goal = merged(segment(row.event_goal ?? ''), CLASSIFY.maxClauses);
    console.log(`#${i} goal ${goal.map(show).join(' ')} | needs ${(row.event_needs ?? []).map(show).join(' ')} | offers ${(row.event_offers ?? []).map(show).join(' ')} | title ${show(row.title ?? '')}`);
  }
}
