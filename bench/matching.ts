/**
 * `npm run bench:matching`: wall time and peak memory of a full match run (derivation,
 * embedding, candidate generation, exact scoring, exposure re-ranking and building every
 * PairMatch) on synthetic rosters of 1,000, 10,000 and 50,000 attendees. Each size runs in its
 * own child process so peak RSS is that size's alone. `-- --sizes 1000,10000` picks sizes.
 * CPU seconds (all threads) are printed next to wall time: on a shared machine wall time
 * moves with other people's load, CPU time much less.
 *
 * What a caller pays: `wall s` runs from calling runMatching() with every attendee's stored
 * reading (as a match run does) to the last streamed principal, in a fresh process: decoding the
 * stored vectors, input hashing, worker start-up (from 2,000), scoring, exposure and building
 * every PairMatch with reasons. It excludes importing the library's modules (`load s`) and the
 * readings themselves, which enrichment computes ahead of time: their cost is measured apart as
 * encoder throughput (`enc sent/s`, `enc att/s`: distinct sentences and attendees read per
 * second on one thread, sentence cache cold).
 *
 * Readings: the first BASE attendees of the synthetic roster are read with the real encoder;
 * larger rosters reuse those readings cyclically (clone i has the goal, lists and side of base
 * attendee i mod BASE, and its own id and company), the way real events repeat clause texts,
 * so 50,000 attendees do not need 50,000 fresh encoder passes. The child runs with
 * `--expose-gc` and collects the reading step's garbage before the clock starts, since a match
 * run starts from stored readings, not from a heap full of the encoder's leftovers.
 *
 * After the warm-up (sizes up to WARMED_UP_TO): another fresh process reads the roster, runs
 * `warmUp()` (src/matching/warm-up.ts) and then the timed run, with the V8 flag the service starts
 * with: what a run pays on the service's spare matching thread, which warms up while it waits.
 *
 * Same-run baseline: `yard s` times a fixed amount of plain work in each child (`yardstick`), and
 * `wall/yard` divides the run by it, so a figure from a slower or busier machine still says whether
 * the library got slower.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { syntheticRoster } from '../eval/dataset.ts';
import type * as Matching from '../src/matching/index.ts';

const GOALS: Record<number, number> = { 1000: 0.5, 10000: 5, 50000: 60 };
const TOP_N = Number(process.env.TOP_N ?? 10);
/** Sizes also measured after the warm-up (larger ones spend a small share of their time compiling). */
const WARMED_UP_TO = 1000;

/** One full run, from calling runMatching() to the last streamed principal. */
const BASE = Number(process.env.BASE ?? 1000);

/** A roster of n with stored readings: BASE read by the encoder, the rest cloned from them. */
async function withReadings(m: typeof Matching, n: number, seed: number, sided: boolean) {
  const { attendees: base, context } = syntheticRoster(Math.min(n, BASE), seed, sided);
  const encoder = await m.sentenceEncoder();
  let sentences = 0;
  const counting: Matching.SentenceEncoder = { id: encoder.id, encode: (texts) => ((sentences += texts.length), encoder.encode(texts)) };
  const reads: Matching.ReadIntent[] = [];
  const t0 = performance.now();
  for (const a of base) reads.push(await m.readAttendee(a, { encoder: counting }));
  const encSecs = (performance.now() - t0) / 1000;
  const attendees: Matching.AttendeeInput[] = [];
  const intents = new Map<string, Matching.ReadIntent>();
  for (let i = 0; i < n; i++) {
    const b = base[i % base.length]!;
    const a = i < base.length ? b : { ...b, entity_id: `${b.entity_id}-c${i}`, attendee_id: `${b.attendee_id ?? b.entity_id}-c${i}`, company: b.company ? `${b.company} ${i}` : null };
    attendees.push(a);
    intents.set(a.entity_id, reads[i % base.length]!);
  }
  return { attendees, intents, context, enc: { sentencesPerSec: sentences / encSecs, attendeesPerSec: base.length / encSecs } };
}

async function timedRun(m: typeof Matching, n: number, seed: number, sided: boolean, beforeClock?: () => Promise<void>) {
  const { attendees, intents, context, enc } = await withReadings(m, n, seed, sided);
  await beforeClock?.();
  // A match run loads readings enrichment stored earlier, in another process: the garbage of
  // reading them here is not its cost, so it is collected before the clock starts.
  globalThis.gc?.();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const run = m.runMatching({ attendees, intents, context, top_n: TOP_N });
  let pairs = 0;
  let principals = 0;
  for await (const pm of run) {
    principals++;
    pairs += pm.matches.length;
  }
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0);
  return { run, wall, cpu: (used.user + used.system) / 1e6, pairs, principals, enc, intents };
}

/**
 * The same-run baseline: a fixed amount of plain work on this machine, the cosine top 10 of each
 * of 1,000 stored profile vectors against all 1,000 (a million 512-d dot products, one thread).
 * `wall / yardstick` compares runs on machines of different speed, or under different load.
 */
async function yardstick(m: typeof Matching, intents: Map<string, Matching.ReadIntent>): Promise<number> {
  // Imported here, after `load s` is measured: the library's own dot product.
  const { dot } = await import('../src/matching/embedder.ts');
  const vecs = [...intents.values()].slice(0, 1000).map((r) => (r.vectors.profile ? m.decodeVector(r.vectors.profile) : new Float32Array(m.ENCODER_DIM)));
  const t0 = performance.now();
  let check = 0;
  for (const a of vecs) {
    const top: number[] = [];
    for (const b of vecs) {
      const s = dot(a, b);
      if (top.length < 10 || s > top[top.length - 1]!) {
        top.push(s);
        top.sort((x, y) => y - x);
        if (top.length > 10) top.pop();
      }
    }
    check += top[0] ?? 0;
  }
  // The results are used, so the work cannot be optimised away.
  if (!Number.isFinite(check)) throw new Error('yardstick');
  return (performance.now() - t0) / 1000;
}

async function child(n: number, sided: boolean, warmed: boolean): Promise<void> {
  const l0 = performance.now();
  const m = await import('../src/matching/index.ts');
  const load = (performance.now() - l0) / 1000;
  if (warmed) {
    // What a run on the service's spare matching thread pays: that thread ran the warm-up first.
    // After the readings: the encoder's garbage collections would let V8 drop code compiled before them.
    const { warmUp } = await import('../src/matching/warm-up.ts');
    let warmUpSecs = 0;
    const run = await timedRun(m, n, 4242 + n, sided, async () => {
      const w0 = performance.now();
      await warmUp();
      warmUpSecs = (performance.now() - w0) / 1000;
    });
    console.log(JSON.stringify({ n, sided, wall: run.wall, cpu: run.cpu, warmUp: warmUpSecs, pairs: run.pairs, yard: await yardstick(m, run.intents) }));
    return;
  }
  const cold = await timedRun(m, n, 4242 + n, sided);
  const meta = await cold.run.metadata();
  const peakMb = process.resourceUsage().maxRSS / 1024;
  // A second, different roster of the same size in the same process: what a long-lived
  // matcher worker pays once its code is compiled (no result is cached between runs).
  const warm = await timedRun(m, n, 9191 + n, sided);
  console.log(JSON.stringify({ n, sided, load, wall: cold.wall, cpu: cold.cpu, warmWall: warm.wall, peakMb, principals: cold.principals, pairs: cold.pairs, gini: meta.exposure_gini, giniBefore: meta.exposure_gini_before, enc: cold.enc, yard: await yardstick(m, cold.intents) }));
}

/** One size in a fresh child process (`flags` for node); its last output line, parsed. */
function childRun<T>(flags: string[], n: number, sided: boolean, mode = ''): T {
  const args = [...process.execArgv, '--expose-gc', ...flags, fileURLToPath(import.meta.url), '--child', String(n), String(sided), mode];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as T;
}

function main(): void {
  const arg = process.argv.indexOf('--sizes');
  const sizes = arg > 0 ? (process.argv[arg + 1] ?? '').split(',').map(Number) : [1000, 10000, 50000];
  console.log(`matching benchmark: top_n ${TOP_N}, ${availableParallelism()} cores, node ${process.version}`);
  console.log(`load average before: ${loadavg().map((x) => x.toFixed(2)).join(' ')} (other processes share these cores)`);
  console.log(`wall s: runMatching() with stored readings to the last principal, fresh process (the goal applies to it); warm s: a second roster of the same size in the same process; load s: importing the library modules; readings: ${BASE} read by the encoder, larger rosters clone them; yard s: the same-run baseline (cosine top 10 of 1,000 profile vectors against all 1,000, one thread), wall/yard: the run against it`);
  console.log('N'.padStart(7), 'event'.padStart(10), 'load s'.padStart(7), 'wall s'.padStart(8), 'cpu s'.padStart(7), 'warm s'.padStart(7), 'goal s'.padStart(7), 'peak MB'.padStart(8), 'pairs'.padStart(9), 'gini'.padStart(6), 'gini w/o ctrl'.padStart(14), 'enc sent/s'.padStart(11), 'enc att/s'.padStart(10), 'yard s'.padStart(7), 'wall/yard'.padStart(10));
  for (const n of sizes) {
    for (const sided of [true, false]) {
      const r = childRun<{ load: number; wall: number; cpu: number; warmWall: number; peakMb: number; pairs: number; gini: number; giniBefore: number; enc: { sentencesPerSec: number; attendeesPerSec: number }; yard: number }>([], n, sided);
      const goal = GOALS[n];
      console.log(
        String(n).padStart(7), (sided ? 'two-sided' : 'open').padStart(10), r.load.toFixed(2).padStart(7), r.wall.toFixed(2).padStart(8), r.cpu.toFixed(2).padStart(7), r.warmWall.toFixed(2).padStart(7), (goal ? String(goal) : '-').padStart(7),
        r.peakMb.toFixed(0).padStart(8), String(r.pairs).padStart(9), r.gini.toFixed(3).padStart(6), r.giniBefore.toFixed(3).padStart(14),
        r.enc.sentencesPerSec.toFixed(0).padStart(11), r.enc.attendeesPerSec.toFixed(1).padStart(10), r.yard.toFixed(2).padStart(7), (r.wall / r.yard).toFixed(2).padStart(10),
        goal && r.wall > goal ? '  OVER GOAL' : '',
      );
    }
  }
  // The service runs matches on a thread started ahead of need, which compiles the hot code on a
  // made-up roster first (src/matching/warm-up.ts): measured where compiling is a large share.
  const small = sizes.filter((n) => n <= WARMED_UP_TO);
  if (small.length > 0) {
    console.log(`\nafter the warm-up (fresh process, warmUp() before the clock; what a run on the service's spare matching thread pays, before passing results to the caller's thread)`);
    console.log('N'.padStart(7), 'event'.padStart(10), 'warm-up s'.padStart(10), 'wall s'.padStart(8), 'cpu s'.padStart(7), 'goal s'.padStart(7), 'pairs'.padStart(9), 'yard s'.padStart(7), 'wall/yard'.padStart(10));
    for (const n of small) {
      for (const sided of [true, false]) {
        // With the V8 flag `npm start`, `npm run workers` and `npm run matcher` pass, so compiled code outlives idle time.
        const r = childRun<{ wall: number; cpu: number; warmUp: number; pairs: number; yard: number }>(['--no-flush-bytecode'], n, sided, 'warmed');
        const goal = GOALS[n];
        console.log(
          String(n).padStart(7), (sided ? 'two-sided' : 'open').padStart(10), r.warmUp.toFixed(2).padStart(10), r.wall.toFixed(2).padStart(8), r.cpu.toFixed(2).padStart(7), (goal ? String(goal) : '-').padStart(7),
          String(r.pairs).padStart(9), r.yard.toFixed(2).padStart(7), (r.wall / r.yard).toFixed(2).padStart(10), goal && r.wall > goal ? '  OVER GOAL' : '',
        );
      }
    }
  }
  console.log(`load average after: ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
}

const c = process.argv.indexOf('--child');
if (c > 0) await child(Number(process.argv[c + 1]), process.argv[c + 2] === 'true', process.argv[c + 3] === 'warmed');
else main();
