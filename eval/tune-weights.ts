/**
 * `npx tsx eval/tune-weights.ts`: coordinate ascent over a handful of hand-set scoring
 * constants, objective = NDCG@10 of the engine with exposure control, exactly as
 * eval/matching.ts runs it (its `ours`), averaged over the tuning splits (dev, fresh, fresh2,
 * fresh3). Probe and held-out are never built here: they are read by `npm run eval:matching`
 * after the constants are chosen.
 *
 * Each candidate is scored in a child process on a temporary copy of src/ and eval/ with the
 * constants substituted in the source text, so the library keeps plain literals (no tuning
 * hooks on the hot path). `--score` scores the tree it runs in and prints one JSON line;
 * `--calibrate` prints the tuning rows, mean relevance per tier and per score band (tier cut-offs).
 *
 * First run (2026-11-22, from the hand-set values, step 0.002): value-alignment weight
 * 0.2 -> 0.1 (dev 0.8422 -> 0.8457) and UNKNOWN_FIT 0.7 -> 0.8 (-> 0.8508); no other move
 * reached the step; a second pass moved nothing. `current` below are the kept values.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEvents } from './dataset.ts';
import type { Split } from './dataset.ts';
import { calibration, empty, ours, row } from './matching.ts';
import type { Summary } from './matching.ts';
import { mean } from './metrics.ts';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');

/** One searched constant: where it sits in the source and how a value is written back. */
interface Param {
  name: string;
  file: string;
  values: number[];
  current: number;
  find: string; // exact source text at the current value
  render: (v: number) => string;
}

const n = (x: number) => String(Number(x.toFixed(4)));

const PARAMS: Param[] = [
  {
    name: 'directional max share (rest: mean over needs)',
    file: 'src/matching/score.ts',
    values: [0.5, 0.65, 0.8],
    current: 0.65,
    find: 'return 0.65 * max + 0.35 * (sum / wsum);',
    render: (v) => `return ${n(v)} * max + ${n(1 - v)} * (sum / wsum);`,
  },
  {
    name: 'interest: value-alignment weight (with needs)',
    file: 'src/matching/score.ts',
    values: [0.1, 0.2, 0.3],
    current: 0.1,
    find: 'if (n2o >= 0) return 0.85 * (n2o + GIVING_SHARE * Math.max(0, o2n) * (1 - n2o)) + 0.1 * value + 0.05 * general;',
    render: (v) => `if (n2o >= 0) return ${n(0.95 - v)} * (n2o + GIVING_SHARE * Math.max(0, o2n) * (1 - n2o)) + ${n(v)} * value + 0.05 * general;`,
  },
  {
    name: 'itemSim same-topic base and qualifier share (rest: dense text)',
    file: 'src/matching/score.ts',
    values: [0.2, 0.3, 0.4],
    current: 0.3,
    find: 'sameBase: 0.3, sameFit: 0.3, sameText: 0.4,',
    render: (v) => `sameBase: ${n(v)}, sameFit: 0.3, sameText: ${n(0.7 - v)},`,
  },
  {
    name: 'qualifier fit of a one-sided dimension (UNKNOWN_FIT)',
    file: 'src/matching/score.ts',
    values: [0.8, 0.9, 0.95],
    current: 0.95,
    find: 'const UNKNOWN_FIT = 0.95;',
    render: (v) => `const UNKNOWN_FIT = ${n(v)};`,
  },
  {
    name: 'interest: share of what one can give (GIVING_SHARE)',
    file: 'src/matching/score.ts',
    values: [0.4, 0.6, 0.8],
    current: 0.6,
    find: 'const GIVING_SHARE = 0.6;',
    render: (v) => `const GIVING_SHARE = ${n(v)};`,
  },
  {
    name: 'cross-topic dense text factor',
    file: 'src/matching/score.ts',
    values: [0.15, 0.3, 0.45],
    current: 0.3,
    find: 'crossText: 0.3 };',
    render: (v) => `crossText: ${n(v)} };`,
  },
  {
    name: 'implied need weight',
    file: 'src/matching/features.ts',
    values: [0.4, 0.6, 0.8],
    current: 0.6,
    find: "const implied = it.implied ? (it.axis === 'need' ? 0.6 : 0.8) : 1;",
    render: (v) => `const implied = it.implied ? (it.axis === 'need' ? ${n(v)} : 0.8) : 1;`,
  },
];

const TUNING: Split[] = ['dev', 'fresh', 'fresh2', 'fresh3'];

/** Per-split summaries of the tree this process runs in (the engine with exposure control). */
async function tuningSummaries(): Promise<Map<Split, Summary>> {
  const out = new Map<Split, Summary>();
  for (const split of TUNING) {
    const s = empty();
    for (const ev of buildEvents(split)) await ours(ev, s);
    out.set(split, s);
  }
  return out;
}

/** The objective: mean over the tuning splits of each split's NDCG@10. */
const objective = (m: Map<Split, Summary>): number => mean([...m.values()].map((s) => mean(s.ndcg)));

function scoreIn(dir: string): Promise<number> {
  return new Promise((ok, fail) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['eval/tune-weights.ts', '--score'], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0) fail(new Error(`score exited ${code}: ${out}`));
      else ok((JSON.parse(line) as { tuning: number }).tuning);
    });
  });
}

/** Scores one assignment of values on a temporary copy of the tree. */
async function evaluate(values: number[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'tune-'));
  try {
    cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(join(ROOT, 'eval'), join(dir, 'eval'), { recursive: true });
    for (const f of ['package.json', 'tsconfig.json']) cpSync(join(ROOT, f), join(dir, f));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    PARAMS.forEach((p, i) => {
      const path = join(dir, p.file);
      const text = readFileSync(path, 'utf8');
      if (!text.includes(p.find)) throw new Error(`${p.name}: source text not found in ${p.file}`);
      writeFileSync(path, text.replace(p.find, p.render(values[i]!)));
    });
    return await scoreIn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Accept a coordinate move only if the objective improves by at least this much (guards against noise-chasing). */
const STEP = 0.002;

async function search(): Promise<void> {
  let best = PARAMS.map((p) => p.current);
  let bestScore = await evaluate(best);
  const start = bestScore;
  console.log(`start  tuning NDCG@10 ${bestScore.toFixed(4)}  ${JSON.stringify(best)}`);
  for (let pass = 1; pass <= 2; pass++) {
    let moved = false;
    for (let i = 0; i < PARAMS.length; i++) {
      const p = PARAMS[i]!;
      const trials = p.values.filter((v) => v !== best[i]).map((v) => best.map((x, j) => (j === i ? v : x)));
      const scores = await Promise.all(trials.map((t) => evaluate(t)));
      trials.forEach((t, k) => console.log(`  pass ${pass} ${p.name} = ${t[i]}: tuning ${scores[k]!.toFixed(4)}`));
      const k = scores.indexOf(Math.max(...scores));
      if (scores[k]! >= bestScore + STEP) {
        best = trials[k]!;
        bestScore = scores[k]!;
        moved = true;
        console.log(`  -> keep ${p.name} = ${best[i]} (tuning ${bestScore.toFixed(4)})`);
      }
    }
    if (!moved) break;
  }
  console.log(`\nbest   tuning NDCG@10 ${bestScore.toFixed(4)} (start ${start.toFixed(4)}, +${(bestScore - start).toFixed(4)})`);
  PARAMS.forEach((p, i) => console.log(`  ${p.name}: ${p.current} -> ${best[i]}`));
}

if (process.argv.includes('--score')) console.log(JSON.stringify({ tuning: objective(await tuningSummaries()) }));
else if (process.argv.includes('--calibrate')) {
  const m = await tuningSummaries();
  for (const [split, s] of m) console.log(row(`${split} engine`, s));
  calibration({ ...empty(), scored: [...m.values()].flatMap((s) => s.scored) });
} else await search();
