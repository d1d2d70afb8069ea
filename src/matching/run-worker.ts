/**
 * Worker thread entry of `runMatchingInThread`: loads the library, waits for one `start` with the
 * run's options, runs the whole library (reading, packing, shortlists, exposure control, pair
 * building) and streams metadata and principals back in batches, pausing while too many batches
 * wait unread. Started ahead of need (`workerData.warmUp`), it has the library loaded and its hot
 * code compiled (`warmUp`) when the run comes; a run that comes first cuts the warm-up short.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runMatching } from './run.ts';
import { warmUp } from './warm-up.ts';
import type { PrincipalMatches } from './types.ts';
import type { ThreadMessage, ThreadRunOptions, ThreadRequest } from './run-thread.ts';

const port = parentPort!;
const cut = { stop: false };
// A warm-up that fails costs only speed: the run goes ahead either way.
const warm = (workerData as { warmUp?: boolean } | null)?.warmUp ? warmUp(cut).catch(() => undefined) : Promise.resolve();
let unread = 0;
let wake: (() => void) | null = null;
let window = 1;
port.on('message', (m: ThreadRequest) => {
  if (m.type === 'start') {
    window = m.window;
    cut.stop = true;
    void warm.then(() => run(m.opts, m.batch));
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
