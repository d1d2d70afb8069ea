import t from 'tap';
import { runMatching } from '../../src/matching/index.ts';
import { syntheticRoster } from '../../eval/dataset.ts';
import { collect, wordHashEncoder } from './helpers.ts';

t.test('given worker threads, when matching, then results equal the in-process run', async (t) => {
  const { attendees, context } = syntheticRoster(600, 99, true);
  const inProcess = await collect(runMatching({ attendees, context, top_n: 5, workers: 0, encoder: wordHashEncoder }));
  const threaded = await collect(runMatching({ attendees, context, top_n: 5, workers: 2, encoder: wordHashEncoder }));
  t.equal(threaded.length, inProcess.length);
  t.same(threaded, inProcess);
});

t.test('given attendees read without the encoder, when worker threads read and score them, then results equal the in-process run', async (t) => {
  const { attendees, context } = syntheticRoster(700, 98, true);
  const inProcess = runMatching({ attendees, context, top_n: 5, workers: 0, inline: 'lexical' });
  const threaded = runMatching({ attendees, context, top_n: 5, workers: 2, inline: 'lexical' });
  t.same(await threaded.metadata(), await inProcess.metadata());
  t.same(await collect(threaded), await collect(inProcess));
});
