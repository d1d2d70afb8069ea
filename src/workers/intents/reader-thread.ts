/** Reader thread entry: reads batches of attendees so the API thread stays responsive. */
import { parentPort } from 'node:worker_threads';
import { readBatch } from './reading.ts';
import type { ReaderRequest } from './readerPool.ts';

parentPort?.on('message', (msg: ReaderRequest) => {
  readBatch(msg.inputs).then(
    (results) => parentPort?.postMessage({ id: msg.id, results }),
    (e: unknown) => parentPort?.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) }),
  );
});
