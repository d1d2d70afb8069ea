import t from 'tap';
import {
  CachedEncoder, decodeVector, encodeVector, ENCODER_DIM, isCurrentReading, readAttendee, READING_VERSION, runMatching, sentenceEncoder,
} from '../../src/matching/index.ts';
import type { ReadIntent } from '../../src/matching/index.ts';
import { collect, person, twoSided } from './helpers.ts';

const ctx = { event_id: 'ev-1', event_details: null, objectives: null };
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const norm = (a: Float32Array) => Math.sqrt(dot(a, a));

t.test('given the bundled sentence encoder, when it encodes texts, then it gives 512-d unit vectors that place paraphrases close', async (t) => {
  const enc = await sentenceEncoder();
  t.equal(await sentenceEncoder(), enc, 'loaded once per process');
  const [a, b, c, empty] = await enc.encode(['We are raising a seed round', 'Looking for investors for our first round', 'I bake sourdough bread', '  ']);
  t.equal(a!.length, ENCODER_DIM);
  t.ok(Math.abs(norm(a!) - 1) < 1e-4, 'unit length');
  t.ok(dot(a!, b!) > dot(a!, c!), 'paraphrase closer than an unrelated sentence');
  t.equal(norm(empty!), 0, 'an empty text is the zero vector');
});

t.test('given a model behind the cache, when the same text recurs, then it is encoded once', async (t) => {
  let calls = 0;
  const enc = new CachedEncoder('fake@1', {
    embed: (xs) => {
      calls += xs.length;
      return Promise.resolve(xs.map((x) => Array.from({ length: ENCODER_DIM }, (_, i) => (i === x.length % ENCODER_DIM ? 2 : 0))));
    },
  }, 2);
  const [x, y] = await enc.encode(['hello', 'hello']);
  await enc.encode(['hello']);
  t.equal(calls, 1, 'repeated text within and across calls hits the cache');
  t.equal(x, y);
  t.equal(norm(x!), 1, 'normalised');
  await enc.encode(['hello', 'a', 'bb']);
  t.equal(calls, 3, 'only the new texts were encoded');
  await enc.encode(['bb', 'a']);
  t.equal(calls, 3, 'the two most recent texts are kept');
  await enc.encode(['hello']);
  t.equal(calls, 4, 'the least recently used text was evicted from the bounded cache');
});

t.test('given a unit vector, when quantised and decoded, then it round-trips to within 1% in cosine and is compact', async (t) => {
  const v = new Float32Array(ENCODER_DIM).map((_, i) => Math.sin(i * 1.7) * (i % 7));
  const n = norm(v);
  for (let i = 0; i < v.length; i++) v[i]! /= n;
  const s = encodeVector(v);
  t.ok(s.length <= 700, `base64 of int8 (${s.length} chars)`);
  const back = decodeVector(s);
  t.ok(dot(v, back) > 0.99, 'cosine with the original');
  t.ok(Math.abs(norm(back) - 1) < 1e-5, 'decoded vectors are unit length');
});

t.test('given an attendee, when read, then the reading is small plain JSON with a vector per need and offer', async (t) => {
  const a = twoSided[0]!;
  const r = await readAttendee(a);
  t.equal(r.version, READING_VERSION);
  t.same(JSON.parse(JSON.stringify(r)), r, 'plain JSON');
  t.ok(JSON.stringify(r).length < 16_000, 'a few KB');
  t.equal(r.vectors.needs.length, r.intent.needs.length);
  t.equal(r.vectors.offers.length, r.intent.offers.length);
  t.ok(r.intent.needs.length > 0);
  t.equal(decodeVector(r.vectors.profile!).length, ENCODER_DIM);
  t.ok(isCurrentReading(r));
  t.notOk(isCurrentReading({ ...r, version: 'reading@0' }), 'another version is stale');
});

t.test('given the library reads every attendee in advance, when matched with those readings, then results equal the inline run', async (t) => {
  const roster = [...twoSided, person('f-health', { side: 'founder', title: 'CEO', company: 'Pulsewise', event_goal: 'Pre-seed digital health startup looking for angels and a clinical advisor' })];
  const intents = new Map<string, ReadIntent>();
  for (const a of roster) intents.set(a.entity_id, await readAttendee(a));
  const inline = await collect(runMatching({ attendees: roster, context: ctx, top_n: 5 }));
  const stored = await collect(runMatching({ attendees: roster, context: ctx, top_n: 5, intents }));
  t.same(stored, inline);
  const partial = new Map([...intents].slice(0, 2));
  t.same(await collect(runMatching({ attendees: roster, context: ctx, top_n: 5, intents: partial })), inline, 'a partial map reads the rest inline');
});

t.test('given a stored reading that differs from the inline one, when matched, then the stored one is used', async (t) => {
  const a = person('a', { event_goal: 'Looking for a seed investor in fintech' });
  const b = person('b', { event_goal: 'I invest in seed fintech startups' });
  const c = person('c', { event_goal: 'Hiring backend engineers' });
  const readB = await readAttendee(b);
  const readC = await readAttendee(c);
  // b's stored reading says what c says: a no longer finds an investor in b.
  const swapped = new Map([['b', { ...readC, intent: readC.intent }]]);
  const base = await collect(runMatching({ attendees: [a, b, c], context: ctx, top_n: 2 }));
  const withSwap = await collect(runMatching({ attendees: [a, b, c], context: ctx, top_n: 2, intents: swapped }));
  const score = (ls: Awaited<ReturnType<typeof collect>>) => ls.find((l) => l.principal_entity_id === 'a')!.matches.find((m) => m.target_entity_id === 'b')?.final_score ?? 0;
  t.ok(score(withSwap) < score(base), 'the stored reading drives the score');
  const run1 = runMatching({ attendees: [a, b, c], context: ctx, top_n: 2, intents: new Map([['b', readB]]) });
  const run2 = runMatching({ attendees: [a, b, c], context: ctx, top_n: 2, intents: swapped });
  t.not((await run1.metadata()).input_hash, (await run2.metadata()).input_hash, 'readings are part of the input hash');
});
