import { createRequire } from 'node:module';
import t from 'tap';
import { readAttendee, runMatching } from '../../src/matching/index.ts';
import type { ReadIntent, SentenceEncoder } from '../../src/matching/index.ts';
import { collect, person, twoSided, wordHashEncoder } from './helpers.ts';

const ctx = { event_id: 'ev-1', event_details: null, objectives: null };
const throwing: SentenceEncoder = {
  id: 'must-not-run@1',
  encode: () => Promise.reject(new Error('a match run called the sentence encoder')),
};
const encoderLoaded = () => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes('@energetic-ai'));

t.test('given attendees without stored readings, when run with inline lexical, then the encoder is never called nor loaded and founders meet investors', async (t) => {
  const run = runMatching({ attendees: twoSided, context: ctx, top_n: 2, inline: 'lexical', encoder: throwing });
  const meta = await run.metadata();
  const lists = await collect(run);
  t.notOk(encoderLoaded(), 'the sentence encoder packages were never loaded in this process');
  t.match(meta.algorithm_version, /\+inline:lexical/, 'the version says attendees were read without the encoder');
  const top = new Map(lists.map((l) => [l.principal_entity_id, l.matches[0]?.target_entity_id]));
  t.equal(top.get('f-battery'), 'i-climate', 'the climate founder meets the climate investor first');
  t.equal(top.get('f-pay'), 'i-fin', 'the fintech founder meets the fintech investor first');
  t.equal(top.get('i-climate'), 'f-battery');
  t.equal(top.get('i-fin'), 'f-pay');
  for (const l of lists) {
    for (const m of l.matches) {
      t.ok(m.final_score > 0 && m.final_score <= 1, 'scores stay in (0, 1]');
      t.ok(m.explainability.reasons.length > 0, 'every match has reasons');
    }
  }
});

t.test('given some attendees with stored readings, when run with inline lexical, then only the others are read without vectors', async (t) => {
  const intents = new Map<string, ReadIntent>();
  for (const a of twoSided) intents.set(a.entity_id, await readAttendee(a, { encoder: wordHashEncoder }));
  const allStored = runMatching({ attendees: twoSided, context: ctx, top_n: 2, inline: 'lexical', encoder: throwing, intents });
  const withEncoder = runMatching({ attendees: twoSided, context: ctx, top_n: 2, encoder: wordHashEncoder, intents });
  t.same(await collect(allStored), await collect(withEncoder), 'with every reading stored the inline mode changes nothing');
  t.notMatch((await allStored.metadata()).algorithm_version, /inline/, 'and the version does not name it');

  const partial = new Map([...intents].filter(([id]) => id !== 'f-pay'));
  const mixed = runMatching({ attendees: twoSided, context: ctx, top_n: 2, inline: 'lexical', encoder: throwing, intents: partial });
  const lists = await collect(mixed);
  t.equal(lists.find((l) => l.principal_entity_id === 'f-pay')?.matches[0]?.target_entity_id, 'i-fin', 'the attendee read lexically still meets the fintech investor');
  t.not((await mixed.metadata()).input_hash, (await allStored.metadata()).input_hash, 'the input hash tells the runs apart');
});

t.test('given an attendee without any text, when run with inline lexical, then the run completes with bounded scores', async (t) => {
  const roster = [...twoSided, person('f-empty', { side: 'founder' })];
  const lists = await collect(runMatching({ attendees: roster, context: ctx, top_n: 3, inline: 'lexical', encoder: throwing }));
  for (const l of lists) for (const m of l.matches) t.ok(Number.isFinite(m.final_score) && m.final_score >= 0 && m.final_score <= 1);
  t.ok(lists.some((l) => l.principal_entity_id === 'f-empty'), 'the empty attendee is still a principal');
});
