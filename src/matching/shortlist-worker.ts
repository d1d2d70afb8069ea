/** Worker thread entry: shortlists for chunks of principals over the shared packed roster. */
import { parentPort, workerData } from 'node:worker_threads';
import { buildIndex, newScratch, rankFor } from './candidates.ts';
import type { Packed } from './features.ts';

const packed = (workerData as { packed: Packed }).packed;
const idx = buildIndex(packed);
const scratch = newScratch(packed.n);

parentPort?.on('message', (msg: { from: number; principals: Int32Array; shortlist: number; keep: number }) => {
  const lists = Array.from(msg.principals, (a) => rankFor(packed, idx, scratch, a, msg.shortlist, msg.keep));
  parentPort?.postMessage({ from: msg.from, lists });
});
