/**
 * `tsx eval/tune-sample.ts GRID [CFG] [--templates]`: NDCG@10 / low-overlap NDCG@10 of the tuning
 * events for each fusion weight row [structured, dense, lexical, directional] (the
 * directional weight 0 when left out). Tuning only.
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
const grid = JSON.parse(process.argv[2] ?? '[[1,0,0,0],[0.15,0.2,0.6,0.2],[0.15,0.25,0.6,0]]') as number[][];
// Optional item weights per grid row: [structured, dense, lexical, directional, sameBase, sameFit, sameText, crossText].
for (const ev of run.loadPublicEvents()) {
  if (!TUNING_EVENTS.includes(ev.event_id)) continue;
  const as = ev.attendees.map(toAttendee);
  const intents = new Map();
  for (const a of as) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
  const line: string[] = [];
  for (const [s, d, l, r = 0, ...item] of grid) {
    Object.assign(FUSION, { structured: s, dense: d, lexical: l, directional: r });
    if (item.length === 4) Object.assign(ITEM, { sameBase: item[0], sameFit: item[1], sameText: item[2], crossText: item[3] });
    const lists = new Map();
    for await (const pm of runMatching({ attendees: as, intents, encoder: enc, context: { event_id: ev.event_id }, top_n: 10, workers: 0 })) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
    const m = run.evaluateLists(ev.event_id, lists);
    line.push(`[${s},${d},${l},${r}${item.length ? `,${item.join(',')}` : ''}] ${m.ndcg10.toFixed(3)}/${m.ndcg10_low_overlap.toFixed(3)}`);
  }
  console.log(ev.event_id.padEnd(24), line.join('  '));
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
