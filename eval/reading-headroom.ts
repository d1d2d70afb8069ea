/**
 * `tsx eval/reading-headroom.ts`: harness only. How much of each event's NDCG@10 the reading of
 * topics and directions leaves on the table: every attendee's items replaced by the topics of
 * their hidden latent record (stated, the stored vectors kept), scored by the library as shipped.
 * `topics`: everyone's topics and directions (no qualifiers); then, per hidden primary need, the
 * same for the attendees of that group only (what mending one group's reading would buy); and how
 * right the reading is (`--accuracy` prints only that). Reads the
 * sample's tuning events and the dev events; never the held-out event. Nothing of it feeds the
 * library: it says where the headroom is, figures only.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee, runMatching } from '../src/matching/index.ts';
import type { IntentItem, ReadIntent, Topic } from '../src/matching/index.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';
import { loadDevEvents } from './dev-events.ts';

/** A latent category on one axis as the library's topic (null: the library has none for it). */
const TOPIC: Record<string, { need: Topic | null; offer: Topic | null }> = {
  funding: { need: 'capital', offer: 'capital' },
  dealflow: { need: 'dealflow', offer: 'dealflow' },
  talent: { need: 'talent', offer: 'talent' },
  job: { need: 'job', offer: 'job' },
  customers: { need: 'customers', offer: 'customers' },
  mentorship: { need: 'advice', offer: 'advice' },
  mentee: { need: null, offer: null },
  pilot: { need: 'customers', offer: 'customers' },
  solution: { need: 'solution', offer: 'solution' },
  cofounder: { need: 'cofounder', offer: 'cofounder' },
  partnership: { need: 'partnership', offer: 'partnership' },
  grant: { need: 'grant', offer: 'grant' },
  applicant: { need: 'dealflow', offer: 'dealflow' },
  research: { need: 'research', offer: 'research' },
  press: { need: 'press', offer: 'press' },
  story: { need: 'story', offer: 'story' },
  supply: { need: 'supply', offer: 'supply' },
  buyer: { need: 'customers', offer: 'customers' },
};

function oracle(r: ReadIntent, latent: any, goal: string): ReadIntent {
  const vec = r.vectors.needs[0] ?? r.vectors.offers[0] ?? r.vectors.profile;
  const items = (axis: 'need' | 'offer', xs: any[]): IntentItem[] =>
    xs.flatMap((x) => {
      const topic = TOPIC[x.cat]?.[axis];
      if (!topic) return [];
      return [{ axis, topic, qualifiers: { sectors: [], stages: [], geographies: [], roles: [], amount: null, lead: null }, span: goal, source: 'goal' as const, implied: false, evidence: [] }];
    });
  const needs = items('need', latent.needs ?? []), offers = items('offer', latent.offers ?? []);
  return { ...r, intent: { needs, offers, profile_fallback: false }, vectors: { profile: r.vectors.profile, needs: vec ? needs.map(() => vec) : [], offers: vec ? offers.map(() => vec) : [] } };
}

const enc = await evalEncoder();
const sample = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const dev = await loadDevEvents();
const sets: { ev: any; people: any[]; api: any }[] = [
  ...sample.loadEvents().filter((e: any) => TUNING_EVENTS.includes(e.event_id)).map((ev: any) => ({ ev, people: ev.people, api: sample })),
  ...(dev?.events ?? []).map((ev) => ({ ev, people: ev.people, api: dev!.api })),
];
for (const { ev, people, api } of sets) {
  const attendees = people.map((p: any) => toAttendee(p.row));
  const latent = new Map(people.map((p: any) => [p.row.attendee_id, p.latent]));
  const base = new Map<string, ReadIntent>();
  for (const a of attendees) base.set(a.entity_id, await readAttendee(a, { encoder: enc }));
  const score = async (intents: Map<string, ReadIntent>) => {
    const lists = new Map<string, string[]>();
    for await (const pm of runMatching({ attendees, intents, encoder: enc, context: { event_id: ev.event_id, ...ev.context }, top_n: 10, workers: 0 })) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
    return api.evaluateLists(ev.event_id, lists).ndcg10 as number;
  };
  const swapped = (group: string | null) => new Map(attendees.map((a: any) => {
    const l: any = latent.get(a.attendee_id);
    const r = base.get(a.entity_id)!;
    return [a.entity_id, group === null || l.needs[0]?.cat === group ? oracle(r, l, a.event_goal ?? '') : r];
  }));
  // How right the reading is: the primary need (and offer) read as a stated item of its topic, and
  // the share of stated items whose axis and topic the latent record holds.
  let need = 0, offer = 0, stated = 0, right = 0, flipped = 0, needAny = 0;
  const byGroup = new Map<string, number[]>();
  for (const a of attendees) {
    const l: any = latent.get(a.attendee_id), r = base.get(a.entity_id)!.intent;
    const has = (axis: 'need' | 'offer', x: any, any = false) => !!x && (axis === 'need' ? r.needs : r.offers).some((i) => (!i.implied || any) && i.topic === TOPIC[x.cat]?.[axis]);
    if (has('need', l.needs[0])) need++;
    const readAny = has('need', l.needs[0], true);
    const g = byGroup.get(l.needs[0]?.cat) ?? [0, 0];
    byGroup.set(l.needs[0]?.cat, [g[0]! + Number(readAny), g[1]! + 1]);
    if (readAny) needAny++;
    if (has('offer', l.offers[0])) offer++;
    for (const i of [...r.needs, ...r.offers].filter((x) => !x.implied)) {
      stated++;
      const other = i.axis === 'need' ? 'offer' : 'need';
      if ((i.axis === 'need' ? l.needs : l.offers).some((x: any) => TOPIC[x.cat]?.[i.axis] === i.topic)) right++;
      else if ((i.axis === 'need' ? l.offers : l.needs).some((x: any) => TOPIC[x.cat]?.[other] === i.topic)) flipped++;
    }
  }
  const pct = (x: number, n: number) => `${Math.round((100 * x) / Math.max(1, n))} %`;
  console.log(`${ev.event_id.padEnd(26)} primary need read ${pct(need, attendees.length)} (as any item, mirrors and unsure ones too, ${pct(needAny, attendees.length)}), primary offer ${pct(offer, attendees.length)}, stated items right ${pct(right, stated)}, of the person's topic but the other direction ${pct(flipped, stated)}, of a topic the person has not ${pct(stated - right - flipped, stated)} (${stated})`);
  console.log(`    primary need read as any item, per group: ${[...byGroup].sort().map(([k, [x, n]]) => `${k} ${x}/${n}`).join(', ')}`);
  if (process.argv.includes('--accuracy')) continue;
  const lib = await score(base);
  const groups = [...new Set(people.map((p: any) => p.latent.needs[0]?.cat).filter(Boolean))].sort() as string[];
  const per: string[] = [];
  for (const g of groups) {
    const d = (await score(swapped(g))) - lib;
    per.push(`${g} ${d >= 0 ? '+' : ''}${d.toFixed(3)}`);
  }
  console.log(`${ev.event_id.padEnd(26)} library ${lib.toFixed(3)}  topics ${(await score(swapped(null))).toFixed(3)}\n    one group read right: ${per.join(', ')}`);
}
