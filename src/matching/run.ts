import { availableParallelism } from 'node:os';
import type { Embedder } from './embedder.ts';
import { sentenceEncoder } from './encoder.ts';
import type { SentenceEncoder } from './encoder.ts';
import { allocate, exposureCounts, gini } from './exposure.ts';
import type { Shortlist } from './exposure.ts';
import { pack } from './features.ts';
import type { Packed, PackReading } from './features.ts';
import { deriveIntent } from './reading.ts';
import { canonicalJson, sha256, sha256Parts, sha256PartsAside } from './hash.ts';
import { isCurrentReading, readAttendee, READING_VERSION } from './read.ts';
import { listedBackBonus, listedBackIndex, withListedBack } from './listed-back.ts';
import { ablationTag } from './rules.ts';
import type { ReadIntent } from './read.ts';
import { canBePrincipal, eligiblePair, hasMatchInput, isSided, POLICY_VERSION, sideCode, withoutPlaceholders } from './policy.ts';
import { mutualPickReason, reasonsFor } from './reasons.ts';
import { directionOf, round, scorePair } from './score.ts';
import { ranker, shortlistsInProcess } from './shortlists.ts';
import { eventScale, tierOf } from './tiers.ts';
import type { EventScale } from './tiers.ts';
import { Primer, primedEach } from './candidates.ts';
import { WorkerPool } from './worker-pool.ts';
import type { AttendeeInput, Intent, MatchContext, PairMatch, PrincipalMatches, RunMetadata } from './types.ts';

export const ALGORITHM = 'reciprocal-intent@2.37.0';

export interface RunOptions {
  attendees: readonly AttendeeInput[];
  context: MatchContext;
  /** 1–50 matches per principal. */
  top_n: number;
  /** Encoder for attendees read inline (no current stored reading); default `sentenceEncoder()`. */
  encoder?: SentenceEncoder;
  /**
   * How attendees without a current stored reading are read: `encoder` (default) as enrichment
   * would; `lexical` without the sentence encoder (the lexical intent, no vectors: text terms of
   * their pairs drop out and the other weights renormalise), so the run never loads the encoder.
   */
  inline?: 'encoder' | 'lexical';
  /**
   * Accepted for compatibility and ignored since reciprocal-intent@2.0.0: vectors come from the
   * readings (the sentence encoder's), and mixing another model's vectors in would compare
   * incomparable spaces. Use `encoder` to choose the inline encoder.
   */
  embedder?: Embedder;
  /**
   * Worker threads for scoring, which this thread joins once it has hashed the input; default: 1
   * from 2,000 attendees up (two threads ranking: one per core of a two-core machine, without a
   * second thread start and index build), otherwise in-process.
   */
  workers?: number;
  /** Exposure control (default on); off only to measure its effect in the evaluation. */
  exposureControl?: boolean;
  /**
   * Stored readings (`readAttendee`) by entity_id: an attendee with a current one is scored from
   * it; the others (no entry, or a reading of another `READING_VERSION`) are read inline.
   */
  intents?: ReadonlyMap<string, ReadIntent>;
}

export interface MatchRun extends AsyncIterable<PrincipalMatches> {
  /** Run-level metadata; resolves once every shortlist is scored (before the first yield). */
  metadata(): Promise<RunMetadata>;
}

interface Prepared {
  meta: RunMetadata;
  roster: AttendeeInput[];
  intents: Intent[];
  packed: Packed;
  principals: Int32Array;
  /** Each principal's list after exposure control: roster indices, best first. */
  shown: Int32Array[];
  /** Where `b` would list `a` (`listed-back.ts`; 1-based, 0: not at all): the pair's bonus and a kind of tier evidence. */
  listedBack: (b: number, a: number) => number;
  /** The spread of the event's pair scores, which tiers read scores against. */
  scale: EventScale;
  /** The run's `top_n`, which the mutual-pick reason names. */
  topN: number;
}

export function contextSnapshotId(context: MatchContext): string {
  return `ctx_${sha256(canonicalJson(canonicalContext(context))).slice(0, 32)}`;
}

/**
 * The fields of one attendee the library reads, with every "nothing" spelled one way (absent,
 * null and empty lists or objects alike) and unknown properties dropped: what `input_hash` covers.
 */
function canonicalAttendee(a: AttendeeInput): AttendeeInput {
  const list = (xs: string[] | null | undefined) => (xs && xs.length > 0 ? xs : null);
  return {
    entity_id: a.entity_id,
    attendee_id: a.attendee_id ?? null,
    id_source: a.id_source,
    display_name: a.display_name,
    title: a.title ?? null,
    company: a.company ?? null,
    side: a.side ?? null,
    event_goal: a.event_goal ?? null,
    event_needs: list(a.event_needs),
    event_offers: list(a.event_offers),
    raw_data: a.raw_data && Object.keys(a.raw_data).length > 0 ? a.raw_data : null,
  };
}

/** The keys of a canonical attendee in canonical (sorted) order. */
const ATTENDEE_KEYS = Object.keys(canonicalAttendee({ entity_id: '', attendee_id: null, id_source: 'partner', display_name: '', side: null })).sort() as (keyof AttendeeInput)[];

/**
 * `sha256(canonicalJson({ roster: roster.map(canonicalAttendee), context, top_n, algorithm_version,
 * policy_version, exposure_control }))`, hashed piece by piece: the same text (top-level keys in
 * sorted order, each attendee's keys in sorted order), without sorting keys per attendee or
 * building one string of the whole roster.
 */
function inputHashParts(
  roster: readonly AttendeeInput[], context: MatchContext, topN: number, algorithm_version: string, exposure_control: boolean,
  stored: readonly (ReadIntent | null)[],
): Generator<string> {
  function* parts(): Generator<string> {
    yield `{"algorithm_version":${canonicalJson(algorithm_version)},"context":${canonicalJson(canonicalContext(context))}`;
    yield `,"exposure_control":${canonicalJson(exposure_control)},"policy_version":${canonicalJson(POLICY_VERSION)}`;
    // Stored readings change results, so they are part of the input (absent when none is used).
    if (stored.some((r) => r !== null)) {
      yield ',"readings":{';
      let first = true;
      for (let i = 0; i < roster.length; i++) {
        const r = stored[i];
        if (!r) continue;
        yield `${first ? '' : ','}${JSON.stringify(roster[i]!.entity_id)}:${canonicalJson(r)}`;
        first = false;
      }
      yield '}';
    }
    yield ',"roster":[';
    for (let i = 0; i < roster.length; i++) {
      const c = canonicalAttendee(roster[i]!);
      let out = i === 0 ? '{' : ',{';
      let first = true;
      for (const k of ATTENDEE_KEYS) {
        const x = c[k];
        if (x === undefined) continue;
        out += `${first ? '' : ','}${JSON.stringify(k)}:${canonicalJson(x)}`;
        first = false;
      }
      yield `${out}}`;
    }
    yield `],"top_n":${canonicalJson(topN)}}`;
  }
  return parts();
}

function canonicalContext(c: MatchContext): MatchContext {
  return { event_id: c.event_id, event_details: c.event_details ?? null, objectives: c.objectives ?? null };
}

/** Canonical roster: one entry per entity_id, sorted, so input order never changes results. */
function canonicalRoster(attendees: readonly AttendeeInput[]): AttendeeInput[] {
  const byId = new Map<string, AttendeeInput>();
  for (const a of attendees) if (!byId.has(a.entity_id)) byId.set(a.entity_id, a);
  return [...byId.values()].sort((x, y) => (x.entity_id < y.entity_id ? -1 : x.entity_id > y.entity_id ? 1 : 0));
}

/**
 * Every attendee's reading: the stored one when current, else read inline (once per distinct
 * input: the reading reads only the fields in the key, so attendees with the same goal, lists,
 * side and profile share one). Lexical readings are spread over the worker threads when there
 * are any. Readings are read-only from here on.
 */
async function readAll(
  roster: readonly AttendeeInput[], stored: readonly (ReadIntent | null)[], encoder: (() => Promise<SentenceEncoder>) | null, pool: WorkerPool | null,
): Promise<PackReading[]> {
  // The lexical reading also reads raw data (evidence of offers), so it is part of its key.
  const keyOf = (a: AttendeeInput) =>
    JSON.stringify([a.side ?? null, a.title ?? null, a.company ?? null, a.event_goal ?? null, a.event_needs ?? null, a.event_offers ?? null, encoder ? null : (a.raw_data ?? null)]);
  const todo = new Map<string, AttendeeInput>();
  const keys = roster.map((a, i) => {
    if (stored[i]) return null;
    const k = keyOf(a);
    if (!todo.has(k)) todo.set(k, a);
    return k;
  });
  const distinct = [...todo.values()];
  let read: PackReading[];
  if (encoder) {
    read = [];
    for (const a of distinct) read.push(await readAttendee(a, { encoder: await encoder() }));
  } else {
    // Threads only change speed, never results: if they cannot read here, read in this thread.
    const intents = pool ? await pool.lexicalReadings(distinct).catch(() => distinct.map(deriveIntent)) : distinct.map(deriveIntent);
    read = intents.map((intent) => ({ intent, vectors: null }));
  }
  const byKey = new Map([...todo.keys()].map((k, i) => [k, read[i]!]));
  return roster.map((_, i) => stored[i] ?? byKey.get(keys[i]!)!);
}

/** Targets scored exactly per principal; an event of at most twice as many scores every pair (no candidate step). */
export const shortlistLength = (topN: number) => Math.max(60, 3 * topN);

async function prepare(opts: RunOptions): Promise<Prepared> {
  const topN = opts.top_n;
  if (!Number.isInteger(topN) || topN < 1 || topN > 50) throw new RangeError('top_n must be an integer from 1 to 50');
  const inline = opts.encoder;
  const lexical = opts.inline === 'lexical';
  const encoder = lexical ? null : () => (inline ? Promise.resolve(inline) : sentenceEncoder());
  const given = canonicalRoster(opts.attendees);
  const stored = given.map((a) => {
    const r = opts.intents?.get(a.entity_id);
    return isCurrentReading(r) ? r : null;
  });
  // Who gives nothing to match on takes no part (policy): neither read nor scored.
  const kept = given.flatMap((a, i) => (hasMatchInput(a) ? [i] : []));
  // Named only when someone is read that way: with every reading stored, results are the same.
  const inlineTag = lexical ? (kept.some((i) => !stored[i]) ? '+inline:lexical' : '') : inline ? `+inline:${inline.id}` : '';
  const algorithm_version = `${ALGORITHM}+${READING_VERSION}${inlineTag}${ablationTag()}`;
  const hashParts = inputHashParts(given, opts.context, topN, algorithm_version, opts.exposureControl ?? true, stored);
  const workers = Math.min(opts.workers ?? (given.length >= 2000 ? 1 : 0), availableParallelism());
  const pool = workers > 0 ? new WorkerPool(workers) : null;
  let roster: AttendeeInput[], intents: Intent[], packed: Packed, principals: Int32Array, lists: Shortlist[];
  let input_hash: string | null = null;
  try {
    // Placeholder titles and companies are read as none; the input hash covers them as given.
    roster = kept.map((i) => withoutPlaceholders(given[i]!));
    const readings = await readAll(roster, kept.map((i) => stored[i] ?? null), encoder, pool);
    intents = readings.map((r) => r.intent);
    packed = pack(roster, readings);
    const sided = isSided(packed.side);
    principals = Int32Array.from(roster.map((_, i) => i).filter((i) => canBePrincipal(sided, packed.side[i]!)));
    const shortlist = shortlistLength(topN);
    const keep = Math.min(shortlist, 2 * topN + 10);
    const job = { packed, principals, shortlist, keep };
    // Threads only change speed, never results: if they cannot run here, score in this thread.
    if (pool) {
      // This thread would only wait for the workers: it hashes the input meanwhile, then ranks too.
      const local = { first: async () => void (input_hash = await sha256PartsAside(hashParts)), rank: ranker(job) };
      lists = await pool.shortlists(packed, principals, shortlist, keep, 128, local).catch(() => shortlistsInProcess(job));
    } else {
      lists = shortlistsInProcess(job);
    }
    input_hash ??= sha256Parts(hashParts);
  } finally {
    await pool?.close();
  }
  const sided = isSided(packed.side);
  const listedBack = listedBackIndex(principals, lists, topN, roster.length);
  lists = withListedBack(principals, lists, listedBack);

  const eligible = roster.map((a) => canBePrincipal(sided, sideCode(a)));
  const eligibleCount = eligible.filter(Boolean).length;
  const before = exposureCounts(lists, topN, roster.length);
  const chosen = allocate(lists, topN, roster.length, eligibleCount, opts.exposureControl ?? true);
  const after = new Uint32Array(roster.length);
  let pairs = 0;
  chosen.forEach((ks, i) => {
    for (const k of ks) after[lists[i]!.targets[k]!]!++;
    pairs += ks.length;
  });
  const meta: RunMetadata = {
    input_hash,
    algorithm_version,
    policy_version: POLICY_VERSION,
    context_snapshot_id: contextSnapshotId(opts.context),
    policy: sided ? 'two_sided' : 'open',
    principals: principals.length,
    pairs,
    exposure_gini: gini(after, eligible),
    exposure_gini_before: gini(before, eligible),
  };
  const shown = chosen.map((ks, i) => Int32Array.from(ks, (k) => lists[i]!.targets[k]!));
  return { meta, roster, intents, packed, principals, shown, listedBack, scale: eventScale(packed), topN };
}

function buildMatch(pr: Prepared, a: number, b: number, rank: number): PairMatch {
  const s = scorePair(pr.packed, a, b);
  const back = pr.listedBack(b, a);
  const bonus = listedBackBonus(back);
  const tier = tierOf(s.final, s.sub, rank, pr.scale, back);
  const reasons = reasonsFor(pr.packed, pr.intents, a, b, s, pr.roster, tier);
  if (back > 0) reasons.push(mutualPickReason(back, pr.topN));
  return {
    principal_entity_id: pr.roster[a]!.entity_id,
    target_entity_id: pr.roster[b]!.entity_id,
    rank,
    final_score: bonus > 0 ? round(s.final + bonus) : s.final, // as `withListedBack` ranks it
    sub_scores: s.sub,
    best_goal_match: directionOf(s.ab, s.ba, 'best'),
    driving_goal_pair: directionOf(s.ab, s.ba, 'drive'),
    intent_strength: { aToB: round(s.ab.drive), bToA: round(s.ba.drive) },
    explainability: { tier, reasons },
  };
}

/**
 * Ranked, reciprocal matches for every eligible principal, streamed one principal at a time
 * (sorted by entity_id) so callers can persist in chunks. Deterministic for the same inputs.
 */
export function runMatching(opts: RunOptions): MatchRun {
  let prepared: Promise<Prepared> | null = null;
  const get = () => (prepared ??= prepare(opts));
  return {
    metadata: async () => (await get()).meta,
    async *[Symbol.asyncIterator]() {
      const pr = await get();
      const sided = pr.meta.policy === 'two_sided';
      const primer = new Primer();
      for (let i = 0; i < pr.principals.length; i++) {
        const a = pr.principals[i]!;
        const targets = Array.from(pr.shown[i]!);
        // Defence in depth: the policy is enforced again on what leaves the library.
        for (const b of targets) if (!eligiblePair(sided, pr.packed.side, pr.packed.company, a, b)) throw new Error('policy violation in shortlist');
        const matches: PairMatch[] = [];
        primedEach(pr.packed, primer, a, targets, (b, r) => matches.push(buildMatch(pr, a, b, r + 1)));
        yield { principal_entity_id: pr.roster[a]!.entity_id, matches };
      }
    },
  };
}
