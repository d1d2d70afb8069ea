/**
 * Primary evaluation: the hand-written `matching-sample` corpus (outside the repository, at
 * `../shared/matching-sample` from the repository root), read through the library exactly as a
 * match run calls it: `readAttendee` for every attendee (enrichment), then `runMatching` with
 * those stored readings. Scored by the corpus's own `evaluateLists`, beside its TF-IDF baseline.
 *
 * Tuning events: tidemark-ff-2025 and wellspring-health-2025. shopfloor-shelf-2025 is held out:
 * it runs only with `--headline`, once per library version, and each reading is recorded in
 * docs/matching.md.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { decodeVector, encodeVector, readAttendee, runMatching, sentenceEncoder, setDisabledRules } from '../src/matching/index.ts';
import type { AttendeeInput, ReadIntent, SentenceEncoder, Tier } from '../src/matching/index.ts';
import { prepareReading } from '../src/matching/reading.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `../shared/matching-sample` from the repository root; `MATCHING_SAMPLE_DIR` overrides it, and
 * a git worktree one level deeper (`wt/<name>`) finds the same folder one level further up.
 */
export const SAMPLE_DIR =
  process.env.MATCHING_SAMPLE_DIR ??
  [resolve(ROOT, '..', 'shared', 'matching-sample'), resolve(ROOT, '..', '..', 'shared', 'matching-sample')].find((d) => existsSync(join(d, 'run.mjs'))) ??
  resolve(ROOT, '..', 'shared', 'matching-sample');
export const TUNING_EVENTS = ['tidemark-ff-2025', 'wellspring-health-2025'];
export const HELD_OUT_EVENT = 'shopfloor-shelf-2025';

interface PublicRow {
  attendee_id: string;
  name: string;
  title?: string | null;
  company?: string | null;
  side?: 'founder' | 'investor' | null;
  event_goal?: string | null;
  event_needs?: string[] | null;
  event_offers?: string[] | null;
}
export interface PublicEvent {
  event_id: string;
  two_sided: boolean;
  context: { event_details?: string | null; objectives?: string | null };
  attendees: PublicRow[];
}
interface Metrics {
  ndcg10: number;
  ndcg10_low_overlap: number | null;
  p5: number;
  mrr: number;
  coverage: number;
  violations: { same_side_pairs: number; untagged_with_matches: number; untagged_in_lists: number; unknown_targets?: number };
  perAttendee: Record<string, { gains: number[]; ndcg: number }>;
}
export interface SampleApi {
  loadPublicEvents(): PublicEvent[];
  evaluateLists(eventId: string, lists: Map<string, string[]>): Metrics;
  baselines(eventId: string, seeds?: number): { tfidf: Metrics };
}

export async function loadSample(): Promise<SampleApi | null> {
  const file = join(SAMPLE_DIR, 'run.mjs');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SampleApi;
}

export function toAttendee(r: PublicRow): AttendeeInput {
  return {
    entity_id: r.attendee_id,
    attendee_id: r.attendee_id,
    id_source: 'partner',
    display_name: r.name,
    title: r.title ?? null,
    company: r.company ?? null,
    side: r.side ?? null,
    event_goal: r.event_goal ?? null,
    event_needs: r.event_needs ?? null,
    event_offers: r.event_offers ?? null,
  };
}

export interface EventResult {
  event_id: string;
  ours: Metrics;
  /** The same roster matched before enrichment: no stored readings, read inline without the encoder (as a match run does). */
  inline: Metrics;
  tfidf: Metrics;
  /** Mean relevance of emitted matches per tier (first 10 of each list). */
  tiers: Map<Tier, number[]>;
  /** The same before enrichment. */
  inlineTiers: Map<Tier, number[]>;
  /** Matches whose reasons do not name both a need and an offer, though one of the two states a need. */
  reasonless: number;
  /** Matches in which neither person states a need (only needs implied by their own offers): no need to name. */
  needless: number;
  matches: number;
  /** Mean number of distinct texts a reading sent to the sentence encoder. */
  textsPerAttendee: number;
}

/**
 * The sentence encoder with a disk cache of its vectors (in the OS temp folder, keyed by the
 * text's sha256), so repeated evaluation runs do not re-encode the same texts. Evaluation only.
 */
let diskEncoder: SentenceEncoder | null = null;
export async function evalEncoder(): Promise<SentenceEncoder> {
  if (diskEncoder) return diskEncoder;
  const inner = await sentenceEncoder();
  const file = join(tmpdir(), `matching-eval-vectors-${inner.id}.json`);
  const stored = (): [string, string][] => {
    try {
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as [string, string][]) : [];
    } catch {
      return []; // a cache is only a cache: a torn file is re-encoded
    }
  };
  const disk = new Map<string, string>(stored());
  let dirty = 0;
  diskEncoder = {
    id: inner.id,
    async encode(texts) {
      const keys = texts.map((t) => createHash('sha256').update(t.trim()).digest('base64'));
      const missing = texts.filter((_, i) => !disk.has(keys[i]!));
      const fresh = await inner.encode(missing);
      let k = 0;
      texts.forEach((_, i) => {
        if (disk.has(keys[i]!)) return;
        disk.set(keys[i]!, encodeVector(fresh[k++]!));
        dirty++;
      });
      if (dirty > 200) flush();
      return keys.map((key) => decodeVector(disk.get(key)!));
    },
  };
  // The encoder's output moves in its last digits with the batch a text is padded in, so a text
  // once stored keeps its vector: a flush merges with what other runs wrote meanwhile (theirs win
  // for texts both encoded) and replaces the file whole, never dropping their entries.
  const flush = () => {
    if (dirty === 0) return;
    for (const [key, vec] of stored()) disk.set(key, vec);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify([...disk]));
    renameSync(tmp, file);
    dirty = 0;
  };
  process.on('exit', flush);
  return diskEncoder;
}

/**
 * A run's lists and tiers per principal, and how many of its matches carry no reason naming a need
 * and an offer. A pair in which neither person states a need (`statesNeed`: not only needs implied
 * by their own offers) has no need to name, and is counted apart.
 */
async function collect(run: ReturnType<typeof runMatching>, statesNeed: (entityId: string) => boolean): Promise<{ lists: Map<string, string[]>; tiers: Map<string, Tier[]>; reasonless: number; needless: number; matches: number }> {
  const lists = new Map<string, string[]>();
  const tiers = new Map<string, Tier[]>();
  let reasonless = 0, needless = 0, matches = 0;
  for await (const pm of run) {
    lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
    tiers.set(pm.principal_entity_id, pm.matches.map((m) => m.explainability.tier));
    for (const m of pm.matches) {
      matches++;
      // best_goal_pair names the need's text and the offer's text ("<need>; <offer>"); without one,
      // general_similarity quotes a need and an offer when the reading states them.
      if (m.explainability.reasons.some((r) => r.kind === 'best_goal_pair' || (r.kind === 'general_similarity' && /need[s]? "/.test(r.text) && /offer[s]? "/.test(r.text)))) continue;
      if (statesNeed(m.principal_entity_id) || statesNeed(m.target_entity_id)) reasonless++;
      else needless++;
    }
  }
  return { lists, tiers, reasonless, needless, matches };
}

/**
 * The library's lists at a tuning event read with the encoder, as a match run gives them: every
 * attendee read, then one run of `topN` matches per principal (principal ID → target IDs).
 */
export async function tuningLists(ev: { event_id: string; context: object; people: { row: PublicRow }[] }, topN: number): Promise<Map<string, string[]>> {
  if (!TUNING_EVENTS.includes(ev.event_id)) throw new Error(`${ev.event_id} is not a tuning event`);
  const enc = await evalEncoder();
  const attendees = ev.people.map((p) => toAttendee(p.row));
  const intents = new Map<string, ReadIntent>();
  for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
  const lists = new Map<string, string[]>();
  for await (const pm of runMatching({ attendees, intents, encoder: enc, context: { event_id: ev.event_id, ...ev.context }, top_n: topN, workers: 0 }))
    lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
  return lists;
}

export async function evaluateEvent(api: SampleApi, ev: PublicEvent): Promise<EventResult> {
  const encoder = await evalEncoder();
  const attendees = ev.attendees.map(toAttendee);
  const intents = new Map<string, ReadIntent>();
  // Counts the texts each reading sends to the encoder (distinct per attendee): the enrichment budget.
  let texts = 0;
  await prepareReading(encoder); // the per-process prototype bank is not an attendee's cost
  for (const a of attendees) {
    const seen = new Set<string>();
    const counting: SentenceEncoder = { id: encoder.id, encode: (ts) => (ts.forEach((t) => seen.add(t)), encoder.encode(ts)) };
    intents.set(a.entity_id, await readAttendee(a, { encoder: counting }));
    texts += seen.size;
  }
  const statesNeed = (id: string) => !!intents.get(id)?.intent.needs.some((n) => !n.implied);
  const run = await collect(runMatching({ attendees, intents, encoder, context: { event_id: ev.event_id, ...ev.context }, top_n: 10, workers: 0 }), statesNeed);
  const ours = api.evaluateLists(ev.event_id, run.lists);
  const bare = await collect(runMatching({ attendees, context: { event_id: ev.event_id, ...ev.context }, top_n: 10, workers: 0, inline: 'lexical' }), () => true);
  const inline = api.evaluateLists(ev.event_id, bare.lists);
  return {
    event_id: ev.event_id, ours, inline, tiers: relevanceByTier(run.tiers, ours), inlineTiers: relevanceByTier(bare.tiers, inline), tfidf: api.baselines(ev.event_id, 1).tfidf, reasonless: run.reasonless, needless: run.needless, matches: run.matches, textsPerAttendee: texts / Math.max(1, attendees.length),
  };
}

/** The relevance of each listed match (first 10 of each list), grouped by its tier. */
function relevanceByTier(tierOf: ReadonlyMap<string, Tier[]>, m: Metrics): Map<Tier, number[]> {
  const tiers = new Map<Tier, number[]>();
  for (const [pid, ts] of tierOf) {
    const gains = m.perAttendee[pid]?.gains ?? [];
    ts.forEach((t, i) => {
      const xs = tiers.get(t) ?? [];
      xs.push(gains[i] ?? 0);
      tiers.set(t, xs);
    });
  }
  return tiers;
}

const f = (x: number | null) => (x === null ? '  n/a' : x.toFixed(3));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const violations = (m: Metrics) => m.violations.same_side_pairs + m.violations.untagged_with_matches + m.violations.untagged_in_lists + (m.violations.unknown_targets ?? 0);

/** Mean relevance per tier, best tier first, and whether it falls tier by tier. */
function tierLine(tiers: ReadonlyMap<Tier, number[]>): string {
  const order = (['exceptional', 'strong', 'promising', 'explore'] as Tier[]).filter((k) => tiers.has(k));
  const means = order.map((k) => mean(tiers.get(k)!));
  const ordered = means.every((m, i) => i === 0 || m <= means[i - 1]!);
  // Two decimals, or three where two neighbouring tiers would print alike.
  const tied = means.some((m, i) => i > 0 && m.toFixed(2) === means[i - 1]!.toFixed(2));
  return `${order.map((k, i) => `${k} ${means[i]!.toFixed(tied ? 3 : 2)} (n=${tiers.get(k)!.length})`).join(', ')}${ordered ? '' : '  NOT ORDERED'}`;
}

export function report(r: EventResult): string {
  const o = r.ours, t = r.tfidf;
  return [
    `  ${r.event_id}`,
    `    library  NDCG@10 ${f(o.ndcg10)}  low-overlap ${f(o.ndcg10_low_overlap)}  P@5 ${f(o.p5)}  MRR ${f(o.mrr)}  coverage ${f(o.coverage)}  violations ${violations(o)}`,
    `    TF-IDF   NDCG@10 ${f(t.ndcg10)}  low-overlap ${f(t.ndcg10_low_overlap)}  P@5 ${f(t.p5)}  MRR ${f(t.mrr)}  (library ${o.ndcg10 - t.ndcg10 >= 0 ? '+' : ''}${(o.ndcg10 - t.ndcg10).toFixed(3)})`,
    `    inline   NDCG@10 ${f(r.inline.ndcg10)}  low-overlap ${f(r.inline.ndcg10_low_overlap)}  violations ${violations(r.inline)}  (before enrichment: read without the encoder)`,
    `    tiers    ${tierLine(r.tiers)}`,
    `             before enrichment: ${tierLine(r.inlineTiers)}`,
    `    reasons  ${r.matches - r.reasonless - r.needless}/${r.matches - r.needless} name a need and an offer${r.needless ? ` (and ${r.needless} in which neither states a need: no need to name)` : ''}`,
    `    encoder  ${r.textsPerAttendee.toFixed(2)} texts per attendee`,
  ].join('\n');
}

/** The rules named by `--ablate RULE[,RULE]` on the command line (none without it): what a run switches off to show what they buy. */
export function ablatedRules(argv: readonly string[] = process.argv): string[] {
  const i = argv.indexOf('--ablate');
  return i > 0 ? (argv[i + 1] ?? '').split(',').filter(Boolean) : [];
}

/** Runs the sample; prints one block per event. Returns null (and says so) when the corpus is absent. */
export async function runSample(opts: { headline: boolean; events?: string[]; ablate?: string[] }): Promise<EventResult[] | null> {
  const api = await loadSample();
  if (!api) {
    console.log(`matching-sample: not found at ${SAMPLE_DIR}; the sample evaluation is SKIPPED (only the template regression runs)`);
    return null;
  }
  setDisabledRules(opts.ablate ?? []);
  const wanted = opts.events ?? (opts.headline ? [...TUNING_EVENTS, HELD_OUT_EVENT] : TUNING_EVENTS);
  const out: EventResult[] = [];
  console.log(`== matching-sample (${wanted.join(', ')})${opts.ablate?.length ? `, rules ablated: ${opts.ablate.join(', ')}` : ''}`);
  for (const ev of api.loadPublicEvents()) {
    if (!wanted.includes(ev.event_id)) continue;
    const r = await evaluateEvent(api, ev);
    console.log(report(r));
    out.push(r);
  }
  setDisabledRules([]);
  return out;
}
