/** Reader thread entry: reads batches of attendees so the API thread stays responsive. */
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { readBatch } from './reading.ts';
import type { ReaderRequest } from './readerPool.ts';

// On Linux a thread has its own nice value: reading yields the CPU to the API thread whenever
// both want it (pid 0 is this thread). Where that is not allowed, the thread runs as it is.
const nice = (workerData as { nice?: number } | undefined)?.nice ?? 0;
if (nice > 0) {
  try {
    os.setPriority(0, nice);
  } catch {
    /* not permitted here */
  }
}

parentPort?.on('message', (msg: ReaderRequest) => {
  readBatch(msg.inputs).then(
    (results) => parentPort?.postMessage({ id: msg.id, results }),
    (e: unknown) => parentPort?.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) }),
  );
});
