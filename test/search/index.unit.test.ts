/** The pure parts of people search: reading a query, the vector index, rank fusion, the index's upkeep. */
import t from 'tap';
import { foldLatin, processTerm, readQuery, snippetOf, withoutEmails } from '../../src/search/text.ts';
import { VectorIndex, kindBit } from '../../src/search/vectors.ts';
import { fuse } from '../../src/search/fusion.ts';
import { PeopleIndex, type MemberInput } from '../../src/search/peopleIndex.ts';

/** A deterministic pseudo-random unit vector (xorshift), so the test never depends on luck. */
function unit(seed: number, dim = 512): Float32Array {
  let x = seed * 2654435761 || 1;
  const v = new Float32Array(dim);
  let n = 0;
  for (let i = 0; i < dim; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    v[i] = ((x >>> 0) / 0xffffffff) * 2 - 1;
    n += v[i]! * v[i]!;
  }
  return v.map((c) => c / Math.sqrt(n));
}

/** `base` moved towards another vector by `mix` (0: base), normalised. */
function near(base: Float32Array, other: Float32Array, mix: number): Float32Array {
  const v = base.map((c, i) => c * (1 - mix) + other[i]! * mix);
  const n = Math.sqrt(v.reduce((s, c) => s + c * c, 0));
  return v.map((c) => c / n);
}

t.test('a query is read as asking for offers, for needs, or as a plain description', async (t) => {
  t.match(readQuery('who could fund a battery recycling startup'), { intent: 'offers', topic: 'fund a battery recycling startup' });
  t.match(readQuery('Someone to review our term sheet'), { intent: 'offers', topic: 'review our term sheet' });
  t.match(readQuery('we need a hospital partner'), { intent: 'offers' });
  t.match(readQuery('looking for cold storage'), { intent: 'offers', topic: 'cold storage' });
  t.match(readQuery('who is hiring data engineers'), { intent: 'needs', topic: 'data engineers' });
  t.match(readQuery('founders looking for angel investors'), { intent: 'needs', topic: 'angel investors' });
  t.match(readQuery('the person from the logistics co-op'), { intent: 'plain' });
  t.match(readQuery('Fjordline Capital'), { intent: 'plain', topic: 'Fjordline Capital' });
});

t.test('terms lose Latin diacritics, other scripts stay as written', async (t) => {
  t.equal(processTerm('Zoë'), 'zoe');
  t.equal(processTerm('ÅNGSTRÖM'), 'angstrom');
  t.equal(processTerm('Straße'), processTerm('strasse'));
  t.equal(processTerm('Søren'), 'soren');
  t.equal(processTerm('Nguyễn'), 'nguyen');
  t.equal(processTerm('İstanbul'), 'istanbul');
  t.equal(processTerm('cafés'), processTerm('cafes'), 'stemmed alike once folded');
  for (const w of ['ロボティクス', 'ガラス', '서울', '日本語', 'москва']) t.equal(foldLatin(w), w, `${w} unchanged`);
  t.equal(foldLatin('plain ascii'), 'plain ascii');
});

t.test('e-mail addresses leave indexed text and snippets; snippets centre on the match', async (t) => {
  t.equal(withoutEmails('write to jo.doe+x@corp.example today'), 'write to today');
  const long = `${'intro words '.repeat(20)}we build battery recycling plants ${'more words '.repeat(20)}`;
  const s = snippetOf(long, ['recycling']);
  t.match(s, /^….*recycling.*…$/);
  t.ok(s.length <= 125);
});

t.test('the sign-bit pass finds what the exact scan finds', async (t) => {
  // given 5,000 vectors in clusters and queries near one member of a cluster
  const ix = new VectorIndex();
  const centres = Array.from({ length: 50 }, (_, i) => unit(1000 + i));
  for (let i = 0; i < 5000; i++) ix.add(i, 'offers', 0, near(centres[i % 50]!, unit(i + 1), 0.5));
  let agree = 0;
  const queries = 40;
  for (let q = 0; q < queries; q++) {
    const v = near(centres[q % 50]!, unit(90_000 + q), 0.45);
    const exact = ix.search(v, { kinds: kindBit('offers'), owners: null, rescore: 0, exhaustive: true }).slice(0, 10).map((h) => h.owner);
    const fast = ix.search(v, { kinds: kindBit('offers'), owners: null, rescore: 600 }).slice(0, 10).map((h) => h.owner);
    agree += fast.filter((o) => exact.includes(o)).length;
  }
  // then the top ten agree almost entirely
  t.ok(agree / (queries * 10) >= 0.95, `recall of the exact top 10: ${agree / (queries * 10)}`);
});

t.test('vector search honours kinds and owners; removed slots are gone and reused', async (t) => {
  const ix = new VectorIndex();
  const a = unit(1);
  const s0 = ix.add(0, 'offers', 0, a);
  ix.add(1, 'needs', 0, a);
  ix.add(2, 'offers', 0, near(a, unit(2), 0.3));
  t.same(ix.search(a, { kinds: kindBit('needs'), owners: null, rescore: 10 }).map((h) => h.owner), [1]);
  t.same(ix.search(a, { kinds: kindBit('offers'), owners: Uint8Array.from([0, 0, 1]), rescore: 10 }).map((h) => h.owner), [2]);
  ix.remove(s0);
  t.same(ix.search(a, { kinds: kindBit('offers'), owners: null, rescore: 10 }).map((h) => h.owner), [2]);
  t.equal(ix.add(3, 'profile', 0, a), s0, 'the free slot is reused');
  t.equal(ix.add(4, 'profile', 0, new Float32Array(3).fill(1)), -1, 'a vector of another dimension is refused');
  t.equal(ix.add(4, 'profile', 0, new Float32Array(512)), -1, 'a zero vector is refused');
});

t.test('reciprocal rank fusion adds up both lists and keeps the better-ranked why', async (t) => {
  const hit = (entity_id: string, field: 'title' | 'offers') => ({ entity_id, best: 0, score: 1, why: { field, snippet: entity_id } });
  const out = fuse(
    [
      { weight: 1, items: [hit('a', 'title'), hit('b', 'title')] },
      { weight: 1, items: [hit('b', 'offers'), hit('c', 'offers')] },
    ],
    60,
  );
  t.same(out.map((h) => h.entity_id), ['b', 'a', 'c']);
  t.equal(out[0]!.why.field, 'offers', 'the why of the list where b ranks better');
  t.equal(out[0]!.score, 1 / 62 + 1 / 61);
  const tie = fuse([{ weight: 1, items: [hit('a', 'title')] }, { weight: 1, items: [hit('a', 'offers')] }], 60);
  t.equal(tie[0]!.why.field, 'title', 'on a tie of ranks the keyword why is kept');
});

t.test('given two people tied on fused score, the list that decides ties orders them, whatever their ids', async (t) => {
  const hit = (entity_id: string) => ({ entity_id, best: 0, score: 1, why: { field: 'offers' as const, snippet: entity_id } });
  for (const [first, second] of [['a', 'z'], ['z', 'a']] as const) {
    // first is 2nd by keywords and 1st by meaning; second the other way round: equal fused scores.
    const out = fuse(
      [
        { weight: 1, items: [hit(second), hit(first)] },
        { weight: 1, items: [hit(first), hit(second)], decidesTies: true },
      ],
      60,
    );
    t.equal(out[0]!.score, out[1]!.score, 'the fused scores tie');
    t.same(out.map((h) => h.entity_id), [first, second], `the semantic first (${first}) leads`);
  }
});

const member = (over: Partial<MemberInput>): MemberInput => ({
  event_id: 'ev',
  entity_id: 'e1',
  attendee_id: 'a1',
  display_name: 'Ada',
  title: null,
  company: null,
  goal: null,
  needs: [],
  offers: [],
  vectors: null,
  ...over,
});

t.test('the index replaces a person wholesale, drops deleted events and scopes by event', async (t) => {
  const ix = new PeopleIndex();
  const kw = (query: string, eventId: string | null = null) => ix.search({ query, mode: 'keyword', type: 'all', limit: 10, eventId }).map((h) => h.entity_id);
  ix.setPerson('e1', [member({ company: 'Harbour Freight' }), member({ event_id: 'ev2', goal: 'cold storage' })]);
  ix.setPerson('e2', [member({ entity_id: 'e2', attendee_id: 'a2', display_name: 'Ben', company: 'Harbour Freight' })]);
  t.same(kw('harbour').sort(), ['e1', 'e2']);
  t.same(kw('cold storage'), ['e1']);
  t.same(kw('cold storage', 'ev'), [], 'what was said at ev2 is not in an ev search');
  t.same(ix.eventsOf('e1'), ['ev', 'ev2']);
  ix.setPerson('e1', [member({ company: 'Basalt Works' })]);
  t.same(kw('harbour'), ['e2'], 'the old company is gone');
  t.same(ix.eventsOf('e1'), ['ev']);
  ix.dropEvent('ev');
  t.same(kw('basalt'), []);
  t.equal(ix.people, 0);
  ix.setPerson('e3', [member({ entity_id: 'e3', display_name: 'Cy', goal: 'mail me at cy@secret.example' })]);
  t.same(kw('secret'), [], 'an e-mail inside free text is not indexed');
});
