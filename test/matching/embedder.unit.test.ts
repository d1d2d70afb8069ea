import t from 'tap';
import { HttpEmbedder, LocalWordEmbedder, embedderFromConfig, runMatching } from '../../src/matching/index.ts';
import { dot } from '../../src/matching/embedder.ts';
import { twoSided, wordHashEncoder } from './helpers.ts';

t.test('given related and unrelated phrases, then the local embedder ranks the related one closer', async (t) => {
  const e = new LocalWordEmbedder();
  const [a, b, c] = await e.embed(['marine biologist studying coral reefs', 'expert on ocean ecosystems and reef health', 'payroll software for accountants']);
  t.ok(dot(a!, b!) > dot(a!, c!) + 0.1);
  t.equal(Math.round(dot(a!, a!) * 1000) / 1000, 1, 'unit length');
});

t.test('given an OpenAI-compatible provider, when embedding, then it posts batches and normalises in index order', async (t) => {
  const calls: { url: string; body: { model: string; input: string[] } }[] = [];
  const fake = (async (url: string, init: { body: string }) => {
    const body = JSON.parse(init.body) as { model: string; input: string[] };
    calls.push({ url, body });
    const data = body.input.map((s, index) => ({ index, embedding: [s.length, 0, 0] })).reverse();
    return { ok: true, status: 200, json: async () => ({ data }) };
  }) as unknown as typeof fetch;
  const e = new HttpEmbedder({ baseUrl: 'https://emb.example/v1/', model: 'text-embed-x', modelVersion: '2024-05', batchSize: 2, fetch: fake });
  const out = await e.embed(['a', 'bb', 'ccc']);
  t.equal(calls.length, 2, 'two batches of at most two');
  t.equal(calls[0]?.url, 'https://emb.example/v1/embeddings');
  t.equal(calls[0]?.body.model, 'text-embed-x');
  t.same(out.map((v) => Array.from(v)), [[1, 0, 0], [1, 0, 0], [1, 0, 0]]);
  t.equal(e.id, 'openai-compatible:text-embed-x@2024-05');
  // Since reciprocal-intent@2.0.0 runs score stored sentence-encoder vectors: the embedder option is ignored.
  const calls0 = calls.length;
  const meta = await runMatching({ attendees: twoSided, context: { event_id: 'e' }, top_n: 1, embedder: e, encoder: wordHashEncoder }).metadata();
  t.notMatch(meta.algorithm_version, /openai-compatible/, 'the embedder is not part of the run');
  t.equal(calls.length, calls0, 'and is never called');
});

t.test('given config, then the HTTP provider is chosen only with a URL and a model', async (t) => {
  t.ok(embedderFromConfig({}) instanceof LocalWordEmbedder);
  t.ok(embedderFromConfig({ MATCHING_EMBEDDINGS_URL: 'https://x/v1', MATCHING_EMBEDDINGS_MODEL: 'm' }) instanceof HttpEmbedder);
});

t.test('given a failing provider, then the error surfaces', async (t) => {
  const fake = (async () => ({ ok: false, status: 503, json: async () => ({}) })) as unknown as typeof fetch;
  await t.rejects(new HttpEmbedder({ baseUrl: 'https://x', model: 'm', fetch: fake }).embed(['a']), /503/);
});
