/**
 * `tsx eval/tune-sample.ts GRID [CFG] [--templates]`: NDCG@10 / low-overlap NDCG@10 of the tuning
 * events for each fusion weight row [structured, dense, lexical, directional] (the
 * directional weight 0 when left out). `--ascend` instead fits [structured, dense, directional,
 * value] by coordinate ascent on each tuning event alone and reads each fit on the other (leave
 * one event out), through the same lists as `eval:matching`. Tuning only.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee, runMatching } from '../src/matching/index.ts';
import { FUSION, ITEM } from '../src/matching/score.ts';
import { CLASSIFY } from '../src/matching/reading.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';
import { empty, ours } from './matching.ts';
import { buildEvents } from './dataset.ts';
import { mean } from './metrics.ts';
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
const cfg = process.argv.find((x) => x.startsWith('{'));
if (cfg) Object.assign(CLASSIFY, JSON.parse(cfg));
if (process.env.FUSION_VALUE) FUSION.value = Number(process.env.FUSION_VALUE);
const gridArg = process.argv[2]?.startsWith('[') ? process.argv[2] : undefined;
const grid = JSON.parse(gridArg ?? '[[1,0,0,0],[0.15,0.2,0.6,0.2],[0.15,0.25,0.6,0]]') as number[][];
// Optional item weights per grid row: [structured, dense, lexical, directional, sameBase, sameFit, sameText, crossText].
const events: { id: string; as: any[]; intents: Map<string, any> }[] = [];
for (const ev of run.loadPublicEvents()) {
  if (!TUNING_EVENTS.includes(ev.event_id)) continue;
  const as = ev.attendees.map(toAttendee);
  const intents = new Map();
  for (const a of as) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
  events.push({ id: ev.event_id, as, intents });
}
/** NDCG@10 and its low-overlap part of one tuning event's lists, as `eval:matching` builds them (listed-back, exposure control). */
async function lists(ev: (typeof events)[number]): Promise<{ ndcg10: number; ndcg10_low_overlap: number }> {
  const out = new Map();
  for await (const pm of runMatching({ attendees: ev.as, intents: ev.intents, encoder: enc, context: { event_id: ev.id }, top_n: 10, workers: 0 })) out.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
  return run.evaluateLists(ev.id, out);
}
if (process.argv.includes('--ascend')) {
  // Leave one event out through the shipped pipeline: coordinate ascent on [structured, dense,
  // directional, value] (lexical fixed, the scale is free) on each tuning event alone, each fit
  // read on the other; a fit counts only if it does not lose there.
  const KEYS = ['structured', 'dense', 'directional', 'value'] as const;
  const start = KEYS.map((k) => FUSION[k]);
  const set = (w: readonly number[]) => KEYS.forEach((k, i) => { FUSION[k] = w[i]!; });
  const at = async (w: readonly number[], ev: (typeof events)[number]) => { set(w); return (await lists(ev)).ndcg10; };
  for (const fit of events) {
    let w = [...start], best = await at(w, fit);
    for (const step of [0.05, 0.025]) {
      for (let improved = true; improved;) {
        improved = false;
        for (let k = 0; k < w.length; k++) for (const d of [step, -step]) {
          const v = [...w];
          v[k] = Math.max(0, Math.round((v[k]! + d) * 1000) / 1000);
          const o = await at(v, fit);
          if (o > best + 1e-6) { best = o; w = v; improved = true; }
        }
      }
    }
    const line: string[] = [];
    for (const ev of events) {
      const a = await at(start, ev), b = await at(w, ev);
      line.push(`${ev.id} ${a.toFixed(3)} -> ${b.toFixed(3)}`);
    }
    console.log(`fit on ${fit.id}: [${w.join(', ')}] (${KEYS.join(', ')}; lexical ${FUSION.lexical})`, line.join('  '));
  }
  set(start);
} else for (const ev of events) {
  const line: string[] = [];
  for (const [s, d, l, r = 0, ...item] of grid) {
    Object.assign(FUSION, { structured: s, dense: d, lexical: l, directional: r });
    if (item.length === 4) Object.assign(ITEM, { sameBase: item[0], sameFit: item[1], sameText: item[2], crossText: item[3] });
    const m = await lists(ev);
    line.push(`[${s},${d},${l},${r}${item.length ? `,${item.join(',')}` : ''}] ${m.ndcg10.toFixed(3)}/${m.ndcg10_low_overlap.toFixed(3)}`);
  }
  console.log(ev.id.padEnd(24), line.join('  '));
}
if (process.argv.includes('--templates')) {
  const line: string[] = [];
  for (const [s, d, l, r = 0, ...item] of grid) {
    Object.assign(FUSION, { structured: s, dense: d, lexical: l, directional: r });
    if (item.length === 4) Object.assign(ITEM, { sameBase: item[0], sameFit: item[1], sameText: item[2], crossText: item[3] });
    const sum = empty();
    for (const ev of buildEvents('dev')) await ours(ev, sum);
    line.push(`[${s},${d},${l},${r}${item.length ? `,${item.join(',')}` : ''}] ${mean(sum.ndcg).toFixed(3)}`);
  }
  console.log('templates dev'.padEnd(24), line.join('  '));
}
