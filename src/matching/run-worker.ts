/**
 * Worker thread entry of `runMatchingInThread`: loads the library, waits for one `start` with the
 * run's options, runs the whole library (reading, packing, shortlists, exposure control, pair
 * building) and streams metadata and principals back in batches, pausing while too many batches
 * wait unread. Started ahead of need, it has the library loaded when the run comes.
 */
import { parentPort } from 'node:worker_threads';
import { runMatching } from './run.ts';
import type { PrincipalMatches } from './types.ts';
import type { ThreadMessage, ThreadRunOptions, ThreadRequest } from './run-thread.ts';

const port = parentPort!;
let unread = 0;
let wake: (() => void) | null = null;
let window = 1;
port.on('message', (m: ThreadRequest) => {
  if (m.type === 'start') {
    window = m.window;
    void run(m.opts, m.batch);
    return;
  }
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

async function run(opts: ThreadRunOptions, batch: number): Promise<void> {
  try {
    const mr = runMatching(opts);
    post({ type: 'meta', meta: await mr.metadata() });
    let items: PrincipalMatches[] = [];
    for await (const pm of mr) {
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
}
