/**
 * `tsx eval/class-headroom.ts '{"IDX":["+offer:advice","-need:cofounder","need:cofounder>need:advice"],…}'`:
 * harness only. What a perfect mend of one class of misreads would buy: the wellspring readings
 * with the given people's items patched by hand (by roster index, as `miss-audit.ts` prints it):
 * `+A:T` makes an item of that axis and topic stated (added with the goal as its span if absent),
 * `-A:T` drops it, `A:T>B:U` relabels it. NDCG@10 with and without the patch; nothing of it
 * feeds the library.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee, runMatching } from '../src/matching/index.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee } from './sample.ts';
const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const eventId = 'wellspring-health-2025';
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const enc = await evalEncoder();
const attendees = ev.people.map((p: any) => toAttendee(p.row));
const base = new Map<string, any>();
for (const a of attendees) base.set(a.entity_id, await readAttendee(a, { encoder: enc }));
const patches = JSON.parse(process.argv[2] ?? '{}') as Record<string, string[]>;
async function score(intents: Map<string, any>): Promise<number> {
  const lists = new Map<string, string[]>();
  for await (const pm of runMatching({ attendees, intents, encoder: enc, context: { event_id: eventId, ...ev.context }, top_n: 10, workers: 0 })) lists.set(pm.principal_entity_id, pm.matches.map((m: any) => m.target_entity_id));
  return api.evaluateLists(eventId, lists).ndcg10;
}
const patched = new Map(base);
for (const [idx, ops] of Object.entries(patches)) {
  const a = attendees[Number(idx)];
  const r = structuredClone(base.get(a.entity_id));
  const vec = r.vectors.needs[0] ?? r.vectors.offers[0] ?? r.vectors.profile;
  const list = (axis: string) => (axis === 'need' ? r.intent.needs : r.intent.offers);
  for (const op of ops) {
    const [from, to] = op.replace(/^[+-]/, '').split('>');
    const [axis, topic] = from!.split(':');
    const i = list(axis!).findIndex((x: any) => x.topic === topic);
    if (op.startsWith('-')) { if (i >= 0) list(axis!).splice(i, 1); continue; }
    if (to) {
      if (i < 0) continue;
      const [ax2, t2] = to.split(':');
      const it = { ...list(axis!)[i], axis: ax2, topic: t2, implied: false };
      delete it.inferred;
      list(axis!).splice(i, 1);
      list(ax2!).unshift(it);
      continue;
    }
    if (i >= 0) { const it = list(axis!)[i]; it.implied = false; delete it.inferred; list(axis!).splice(i, 1); list(axis!).unshift(it); }
    else list(axis!).unshift({ axis, topic, qualifiers: { sectors: [], stages: [], geographies: [], roles: [], amount: null, lead: null }, span: a.event_goal ?? '', source: 'goal', implied: false, evidence: [] });
  }
  r.vectors.needs = r.intent.needs.map(() => vec);
  r.vectors.offers = r.intent.offers.map(() => vec);
  patched.set(a.entity_id, r);
}
console.log(`base ${(await score(base)).toFixed(3)}  patched ${(await score(patched)).toFixed(3)}`);
