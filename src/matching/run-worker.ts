/**
 * Worker thread entry of `runMatchingInThread`: runs the whole library (reading, packing,
 * shortlists, exposure control, pair building) on the options it was started with, and streams
 * metadata and principals back in batches, pausing while too many batches wait unread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runMatching } from './run.ts';
import type { PrincipalMatches } from './types.ts';
import type { ThreadMessage, ThreadRunOptions } from './run-thread.ts';

const { opts, batch, window } = workerData as { opts: ThreadRunOptions; batch: number; window: number };
const port = parentPort!;
let unread = 0;
let wake: (() => void) | null = null;
port.on('message', (m: { type: 'ack' }) => {
  if (m.type !== 'ack') return;
  unread--;
  wake?.();
  wake = null;
});
const post = (m: ThreadMessage) => port.postMessage(m);

async function send(items: PrincipalMatches[]): Promise<void> {
  post({ type: 'batch', items });
  unread++;
  while (unread >= window) await new Promise<void>((r) => (wake = r));
}

try {
  const run = runMatching(opts);
  post({ type: 'meta', meta: await run.metadata() });
  let items: PrincipalMatches[] = [];
  for await (const pm of run) {
    items.push(pm);
    if (items.length >= batch) {
      await send(items);
      items = [];
    }
  }
  if (items.length) await send(items);
  post({ type: 'done' });
} catch (e) {
  post({ type: 'error', message: e instanceof Error ? e.message : String(e), name: e instanceof Error ? e.name : 'Error' });
}
