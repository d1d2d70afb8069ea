/**
 * Industry development events: hand-written rosters in the matching sample's format (latent
 * records, graded relevance by the sample's own rule), kept in `eval/dev-events/*.mjs`. Neither
 * tuning event of the sample has a buyer or a supplier of goods, so a reading of goods and of
 * factory pilots has nothing to be chosen on there; these events were written for that, from
 * general knowledge, without reading the held-out event. They score through the sample's
 * relevance, metrics and baselines code (loaded from the sample folder), so they run only when the
 * sample is present, and `npm run eval:matching -- --dev-events` reports them beside the tuning
 * events. `npx tsx eval/dev-events.ts` prints each one's relevance summary and TF-IDF baseline.
 *
 * A file exports `build(h)`, `h` being the sample's builders (`data/helpers.mjs`), returning
 * `{ event, people }` as the sample's data modules export them.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setDisabledRules } from '../src/matching/index.ts';
import { evaluateEvent, loadSample, report, SAMPLE_DIR, TUNING_EVENTS } from './sample.ts';
import type { EventResult, PublicEvent, SampleApi } from './sample.ts';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'dev-events');

interface Person {
  key: string;
  id?: string;
  row: Record<string, unknown> & { event_goal: string };
  latent: unknown;
  style: string;
}
interface DevEvent {
  event_id: string;
  two_sided: boolean;
  context: Record<string, unknown>;
  [k: string]: unknown;
}
type Built = { event: DevEvent; people: Person[] };

const lib = async <T>(rel: string): Promise<T> => (await import(pathToFileURL(join(SAMPLE_DIR, rel)).href)) as T;

/** Every dev event built, with its qrels and low-overlap principals; null when the sample is absent. */
export async function loadDevEvents(): Promise<{ api: SampleApi; events: (DevEvent & { people: Person[] })[]; summaries: Map<string, unknown> } | null> {
  let h: unknown, relevance: any, metrics: any, baselines: any, summary: any, dataset: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    [h, relevance, metrics, baselines, summary, dataset] = await Promise.all([
      lib('data/helpers.mjs'), lib('lib/relevance.mjs'), lib('lib/metrics.mjs'), lib('lib/baselines.mjs'), lib('lib/summary.mjs'), lib('lib/dataset.mjs'),
    ]);
  } catch {
    return null;
  }
  const files = readdirSync(DIR).filter((f) => f.endsWith('.mjs')).sort();
  const events: (DevEvent & { people: Person[]; byKey: Map<string, Person>; byId: Map<string, Person>; importRows: unknown[] })[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(resolve(DIR, f)).href)) as { build(h: unknown): Built };
    const { event, people } = mod.build(h);
    const byKey = new Map<string, Person>(), byId = new Map<string, Person>();
    for (const p of people) {
      if (byKey.has(p.key)) throw new Error(`${event.event_id}: duplicate key ${p.key}`);
      p.id = `dv-${createHash('sha256').update(`${event.event_id}/${p.key}`).digest('hex').slice(0, 10)}`;
      p.row = { attendee_id: p.id, ...p.row };
      byKey.set(p.key, p);
      byId.set(p.id, p);
    }
    const importRows = dataset.shuffle(people, dataset.prng(event.event_id.length * 7919)).map((p: Person) => p.row);
    events.push({ ...event, people, byKey, byId, importRows });
  }
  const cache = new Map<string, { ev: (typeof events)[number]; qrels: unknown; lowKeys: string[] }>();
  const summaries = new Map<string, unknown>();
  for (const ev of events) {
    const qrels = relevance.buildQrels(ev);
    const s = summary.relevanceSummary(ev, qrels);
    summaries.set(ev.event_id, s);
    cache.set(ev.event_id, { ev, qrels, lowKeys: s.overlap.rows.filter((r: { maxShared: number }) => r.maxShared <= summary.LOW).map((r: { key: string }) => r.key) });
  }
  const get = (id: string) => {
    const c = cache.get(id);
    if (!c) throw new Error(`unknown dev event ${id}`);
    return c;
  };
  const subsetMean = (per: Record<string, { ndcg: number }>, keys: string[]) => (keys.length ? keys.reduce((s, k) => s + (per[k]?.ndcg ?? 0), 0) / keys.length : null);
  // The sample's `evaluateLists` and `baselines`, over these events (run.mjs does the same for its own).
  const withIds = (c: ReturnType<typeof get>, m: any) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const perAttendee: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(m.perAttendee as Record<string, unknown>)) perAttendee[c.ev.byKey.get(key)!.id!] = v;
    return { ...m, ndcg10_low_overlap: subsetMean(m.perAttendee, c.lowKeys), perAttendee };
  };
  const api: SampleApi = {
    loadPublicEvents: () => events.map(({ people: _p, byKey: _k, byId: _i, importRows, ...e }) => ({ ...e, attendees: (importRows as Record<string, unknown>[]).map((r) => ({ ...r })) })) as unknown as ReturnType<SampleApi['loadPublicEvents']>,
    evaluateLists(id, lists) {
      const c = get(id);
      const keyLists = new Map<string, (string | null)[]>();
      for (const [pid, targets] of lists) {
        const a = c.ev.byId.get(pid);
        if (a) keyLists.set(a.key, targets.map((t) => c.ev.byId.get(t)?.key ?? null));
      }
      return withIds(c, metrics.evaluate(c.ev, c.qrels, keyLists, 10));
    },
    baselines(id) {
      const c = get(id);
      return { tfidf: withIds(c, metrics.evaluate(c.ev, c.qrels, baselines.tfidfLists(c.ev, 10))) };
    },
  };
  return { api, events, summaries };
}

/** The dev event whose text may be read while choosing a rule; the other dev events are validation: figures only. */
export const DEV_TUNING_EVENT = 'coldharbour-food-2026';

/** A validation event: neither one of the sample's tuning events nor the dev tuning event. */
export const isValidationEvent = (id: string): boolean => !TUNING_EVENTS.includes(id) && id !== DEV_TUNING_EVENT;

/** The hand-written events a harness may read: the sample's tuning events, then the dev events (never the held-out one). */
export async function handWrittenEvents(): Promise<{ api: SampleApi; ev: PublicEvent }[]> {
  const sample = await loadSample();
  const dev = (await loadDevEvents())?.api;
  return [
    ...(sample?.loadPublicEvents() ?? []).filter((e) => TUNING_EVENTS.includes(e.event_id)).map((ev) => ({ api: sample!, ev })),
    ...(dev?.loadPublicEvents() ?? []).map((ev) => ({ api: dev!, ev })),
  ];
}

/** Reads and matches every dev event as `runSample` does the sample's; prints one block per event. */
export async function runDevEvents(ablate: string[] = []): Promise<EventResult[] | null> {
  const loaded = await loadDevEvents();
  if (!loaded) {
    console.log(`dev events: the matching sample's code was not found at ${SAMPLE_DIR}; SKIPPED`);
    return null;
  }
  setDisabledRules(ablate);
  console.log(`\n== industry dev events (eval/dev-events; not the sample)${ablate.length ? `, rules ablated: ${ablate.join(', ')}` : ''}`);
  const out: EventResult[] = [];
  for (const ev of loaded.api.loadPublicEvents()) {
    const r = await evaluateEvent(loaded.api, ev);
    console.log(report(r));
    console.log(`    groups   ${groupMeans(loaded.events.find((e) => e.event_id === ev.event_id)!.people, r)}`);
    out.push(r);
  }
  setDisabledRules([]);
  return out;
}

/** Mean NDCG@10 per hidden primary need (figures only: which kinds of attendee the library serves worst). */
function groupMeans(people: readonly Person[], r: EventResult): string {
  const by = new Map<string, number[]>();
  for (const p of people) {
    const cat = (p.latent as { needs: { cat: string }[] }).needs[0]!.cat;
    const nd = (r.ours.perAttendee[p.id!] as { ndcg?: number } | undefined)?.ndcg ?? 0;
    by.set(cat, [...(by.get(cat) ?? []), nd]);
  }
  return [...by].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => `${k} ${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(3)} (${v.length})`).join(', ');
}

interface RelevanceLib {
  eligible(ev: unknown, p: unknown): boolean;
  candidatesOf(ev: unknown, a: unknown): unknown[];
  relExplain(ev: unknown, a: unknown, b: unknown): { rel: number; why: string };
}

/**
 * Per principal, how many targets earn relevance by a need (rel ≥ 2, or 1 by a secondary need)
 * and how many only by sharing a sector of the latent record. Writers choose sector strings
 * freely, so the last count says how much an event rewards lists of the principal's own field,
 * which decides whether it can judge a sector term of the scoring (docs/matching.md §8a).
 */
export async function relevanceMix(ev: { two_sided: boolean; people: unknown[] }): Promise<{ high: number; byNeed: number; bySector: number; candidates: number }> {
  const relevance = await lib<RelevanceLib>('lib/relevance.mjs');
  let principals = 0, high = 0, byNeed = 0, bySector = 0, candidates = 0;
  for (const a of ev.people) {
    if (!relevance.eligible(ev, a)) continue;
    principals++;
    for (const b of relevance.candidatesOf(ev, a)) {
      candidates++;
      const r = relevance.relExplain(ev, a, b);
      if (r.rel >= 2) high++;
      else if (r.why === 'same sector/domain') bySector++;
      else if (r.rel === 1) byNeed++;
    }
  }
  const per = (x: number) => x / Math.max(1, principals);
  return { high: per(high), byNeed: per(byNeed), bySector: per(bySector), candidates: per(candidates) };
}

const mixLine = (m: Awaited<ReturnType<typeof relevanceMix>>) =>
  `per principal: ${m.high.toFixed(1)} targets at rel 2–3, ${m.byNeed.toFixed(1)} at rel 1 by a secondary need, ${m.bySector.toFixed(1)} at rel 1 by the same sector only (of ${m.candidates.toFixed(0)})`;

async function main(): Promise<void> {
  const loaded = await loadDevEvents();
  if (!loaded) {
    console.log(`dev events: the matching sample's code was not found at ${SAMPLE_DIR}; nothing to build`);
    return;
  }
  const sample = await lib<{ loadEvents(): ({ event_id: string; two_sided: boolean; people: unknown[] })[] }>('run.mjs');
  for (const ev of sample.loadEvents().filter((e) => TUNING_EVENTS.includes(e.event_id))) console.log(`== ${ev.event_id} (tuning event, for comparison) ${mixLine(await relevanceMix(ev))}`);
  const summary = (await lib('lib/summary.mjs')) as { printRelevanceSummary(ev: unknown, s: unknown): void };
  for (const ev of loaded.events) {
    const styles: Record<string, number> = {};
    for (const p of ev.people) styles[p.style] = (styles[p.style] ?? 0) + 1;
    console.log(`\n== ${ev.event_id} (${ev.people.length} attendees)`);
    summary.printRelevanceSummary(ev, loaded.summaries.get(ev.event_id));
    console.log(`    relevance ${mixLine(await relevanceMix(ev))}`);
    console.log(`    styles: ${Object.entries(styles).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    const t = loaded.api.baselines(ev.event_id).tfidf;
    console.log(`    TF-IDF NDCG@10 ${t.ndcg10.toFixed(3)}  low-overlap ${t.ndcg10_low_overlap?.toFixed(3) ?? 'n/a'}  P@5 ${t.p5.toFixed(3)}  MRR ${t.mrr.toFixed(3)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
