/**
 * `tsx eval/qualifier-head.ts [EVENT] [-v]`: harness only. For the principals of a tuning event
 * whose hidden primary need the reading holds with the right topic, why their first ten still hold
 * targets at relevance 0–1: for every pair of a right target (relevance 2–3, in the first 30) and
 * a wrong one placed above it, how often each pair feature orders them rightly (right > wrong).
 * A feature that orders these misordered pairs rightly well above half the time is one the fusion
 * under-weighs within a matched topic. `-v` prints each principal's first ten with the features.
 * The graded relevance and the latent records feed no code.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee } from '../src/matching/index.ts';
import type { ReadIntent } from '../src/matching/index.ts';
import { pack, TOPIC_LIST } from '../src/matching/features.ts';
import type { Packed } from '../src/matching/features.ts';
import { itemCos, pairParts, qualifierFit, scorePair, sparseDot } from '../src/matching/score.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS, tuningLists } from './sample.ts';

const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const relevance: any = await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href);
const eventId = process.argv[2]?.startsWith('-') ? 'wellspring-health-2025' : (process.argv[2] ?? 'wellspring-health-2025');
if (!TUNING_EVENTS.includes(eventId)) throw new Error(`${eventId} is not a tuning event`);
const verbose = process.argv.includes('-v');
/** The reading's axis:topic for a hidden need category (as eval/item-audit.ts maps them). */
const NEED: Record<string, string[]> = {
  funding: ['need:capital'], dealflow: ['need:dealflow'], talent: ['need:talent'], job: ['need:job'], pilot: ['need:customers'],
  solution: ['need:solution'], mentorship: ['need:advice'], mentee: ['offer:advice'], cofounder: ['need:cofounder'],
  partnership: ['need:partnership', 'need:distribution', 'need:supply'], grant: ['need:grant'], applicant: ['offer:grant'],
  research: ['need:research'], press: ['need:press'], story: ['need:story'], customers: ['need:customers'], supply: ['need:supply'], buyer: ['need:customers'],
};
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const enc = await evalEncoder();
const roster = ev.people.map((x: any) => toAttendee(x.row)).sort((x: any, y: any) => (x.entity_id < y.entity_id ? -1 : 1));
const readings: ReadIntent[] = [];
for (const a of roster) readings.push(await readAttendee(a, { encoder: enc }));
const p: Packed = pack(roster, readings);
const idx = new Map<string, number>(roster.map((a: any, i: number) => [a.entity_id, i]));
const byId = new Map<string, any>(ev.people.map((x: any) => [x.row.attendee_id, x]));
const lists = await tuningLists(ev, 30);

/** The principal's items of the primary need's axis and topic. */
function primaryItems(a: number, want: string[]): number[] {
  const out: number[] = [];
  for (const key of want) {
    const [axis, topic] = key.split(':');
    const t = TOPIC_LIST.indexOf(topic as any);
    const s = axis === 'need' ? p.needStart[a]! : p.offerStart[a]!, c = axis === 'need' ? p.needCount[a]! : p.offerCount[a]!;
    for (let i = s; i < s + c; i++) if (p.itemTopic[i] === t) out.push(i);
  }
  return out;
}
/** The other side's items of that topic (offers for a need, needs for an offer). */
function counterItems(b: number, item: number, isNeed: boolean): number[] {
  const s = isNeed ? p.offerStart[b]! : p.needStart[b]!, c = isNeed ? p.offerCount[b]! : p.needCount[b]!;
  const out: number[] = [];
  for (let j = s; j < s + c; j++) if (p.itemTopic[j] === p.itemTopic[item]) out.push(j);
  return out;
}
/** Whether y offers the topic of x's first stated need (not other). */
function firstMet(x: number, y: number): number {
  let first = -1;
  for (let i = p.needStart[x]!; i < p.needStart[x]! + p.needCount[x]!; i++) if (p.itemStated[i] && p.itemTopic[i] !== TOPIC_LIST.indexOf('other')) { first = i; break; }
  if (first < 0) return 0;
  for (let j = p.offerStart[y]!; j < p.offerStart[y]! + p.offerCount[y]!; j++) if (p.itemTopic[j] === p.itemTopic[first]) return 1;
  return 0;
}
/** Share of x's stated needs whose topic y offers. */
function anyMet(x: number, y: number): number {
  let n = 0, m = 0;
  for (let i = p.needStart[x]!; i < p.needStart[x]! + p.needCount[x]!; i++) {
    if (!p.itemStated[i] || p.itemTopic[i] === TOPIC_LIST.indexOf('other')) continue;
    n++;
    for (let j = p.offerStart[y]!; j < p.offerStart[y]! + p.offerCount[y]!; j++) if (p.itemTopic[j] === p.itemTopic[i]) { m++; break; }
  }
  return n ? m / n : 0;
}
const NAMES = ['final', 'structured', 'dense', 'lexical', 'directional', 'value', 'n2oLex', 'itemDense', 'itemQfit', 'needProf', 'hasSame', 'sAB', 'sBA', 'n2oItems', 'firstMet', 'firstSym', 'anyMet'] as const;
function features(a: number, b: number, prim: number[], isNeed: boolean): number[] {
  const x = pairParts(p, a, b);
  const s = scorePair(p, a, b);
  const n2o = isNeed
    ? sparseDot(p.needLexStart, p.needLexTerm, p.needLexWeight, a, p.offerLexStart, p.offerLexTerm, p.offerLexWeight, b)
    : sparseDot(p.offerLexStart, p.offerLexTerm, p.offerLexWeight, a, p.needLexStart, p.needLexTerm, p.needLexWeight, b);
  let dense = -1, qfit = -1, prof = -1, same = 0;
  for (const i of prim) {
    let c = 0;
    for (let k = 0; k < p.dim; k++) c += p.itemVec[p.itemRow[i]! * p.dim + k]! * p.profileVec[b * p.dim + k]!;
    prof = Math.max(prof, c);
    for (const j of counterItems(b, i, isNeed)) {
      same = 1;
      dense = Math.max(dense, itemCos(p, i, j));
      qfit = Math.max(qfit, isNeed ? qualifierFit(p, i, j) : qualifierFit(p, j, i));
    }
  }
  return [s.final, x.structured, x.dense, x.lexical, x.directional, x.value, n2o, dense, qfit, prof, same, s.sub.score_a_to_b, s.sub.score_b_to_a, s.ab.score, firstMet(a, b), (firstMet(a, b) + firstMet(b, a)) / 2, anyMet(a, b)];
}
const right = NAMES.map(() => 0), ties = NAMES.map(() => 0);
const rightSame = NAMES.map(() => 0);
let pairs = 0, pairsSame = 0, principals = 0, headWrong = 0, headSameWrong = 0;
for (const [pid, ts] of lists) {
  const A = byId.get(pid);
  if (!A) continue;
  const cat = A.latent.needs[0].cat;
  const want = NEED[cat] ?? [];
  const a = idx.get(pid)!;
  const prim = primaryItems(a, want);
  if (prim.length === 0) continue;
  principals++;
  const isNeed = want[0]!.startsWith('need:');
  const core = relevance.QUALIFIERS[cat].core;
  const rows = ts.map((t) => {
    const B = byId.get(t);
    const rel = relevance.rel(ev, A, B);
    const sameCat = B.latent.offers.some((o: any) => o.cat === cat);
    return { t, rel, sameCat, B, f: features(a, idx.get(t)!, prim, isNeed) };
  });
  if (verbose) {
    console.log(`\n${A.key} ${cat}:${[A.latent.needs[0][core]].flat().join('/')} | ${String(A.row.event_goal ?? '').slice(0, 110)}`);
    rows.slice(0, 12).forEach((r, i) => {
      const offers = r.B.latent.offers.map((o: any) => `${o.cat}:${[o[core]].flat().join('/')}`).join(',');
      console.log(`  ${String(i + 1).padStart(2)} ${r.rel} ${r.sameCat ? 'S' : ' '} ${r.f.map((v) => v.toFixed(2).padStart(5)).join(' ')}  ${offers.slice(0, 60)} | ${String(r.B.row.title ?? '')} ${String(r.B.row.event_goal ?? '').slice(0, 60)}`);
    });
  }
  rows.slice(0, 10).forEach((w) => { if (w.rel <= 1) { headWrong++; if (w.sameCat) headSameWrong++; } });
  rows.forEach((r, ri) => {
    if (r.rel < 2) return;
    rows.slice(0, Math.min(ri, 10)).forEach((w) => {
      if (w.rel > 1) return;
      pairs++;
      if (w.sameCat) pairsSame++;
      NAMES.forEach((_, k) => {
        if (r.f[k]! > w.f[k]! + 1e-9) { right[k] = right[k]! + 1; if (w.sameCat) rightSame[k] = rightSame[k]! + 1; } else if (Math.abs(r.f[k]! - w.f[k]!) <= 1e-9) ties[k] = ties[k]! + 1;
      });
    });
  });
}
console.log(`${eventId}: ${principals} principals with the primary need's topic read; first ten hold ${headWrong} targets at relevance 0-1 (${headSameWrong} of them offer the primary need's category, another qualifier)`);
console.log(`${pairs} misordered pairs (right target in the first 30 below a wrong one in the first 10); ${pairsSame} of them against a same-category wrong target`);
NAMES.forEach((n, k) => console.log(`  ${n.padEnd(12)} right>wrong ${(right[k]! / pairs).toFixed(2)} ties ${(ties[k]! / pairs).toFixed(2)}  same-category ${(rightSame[k]! / Math.max(1, pairsSame)).toFixed(2)}`));
