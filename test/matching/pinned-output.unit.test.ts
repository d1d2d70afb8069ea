import { createHash } from 'node:crypto';
import t from 'tap';
import { deriveIntent, runMatching } from '../../src/matching/index.ts';
import { rng } from '../../src/matching/candidates.ts';
import { finalScore, scorePair } from '../../src/matching/score.ts';
import type { AttendeeInput, MatchContext } from '../../src/matching/index.ts';
import { collect, packOf, person, twoSided, wordHashEncoder } from './helpers.ts';

/**
 * Pins the complete output of fixed rosters: every PairMatch field, in order, plus the run
 * metadata, as one SHA-256 digest. Performance work must keep these digests unchanged; only a
 * deliberate change of results (intent derivation, scoring, policy, algorithm version) may
 * re-pin them, and its commit says so.
 *
 * The rosters come from a generator in this file (not eval/; its random numbers are the library's
 * own `rng`), so only library changes move the digests. Sizes cover both candidate paths: 100
 * attendees score every eligible pair, 400 go through bucket / LSH candidate generation.
 */
const PINNED: Record<string, string> = {
  // A version bump re-pins these (`PRINT_PINNED=1` prints the new values); its commit says what moved.
  'helpers-two-sided': '525ebe9d8c1dc5676eb76f4e384aaa62d944d723c724eea9cf89368f1ec13780',
  'two-sided-100': '6119dfd2229cf10d148dc78163d701e34118332e88b850e10990af58d1ebab10',
  'open-100': '834e119715cc3040af81c622177b83a49cae6e7c783a78de5ece78ece7c931c1',
  'two-sided-400': 'c22620e1da6060f772e1100f51afe376d09c8b5768135e29712e9715f8a6e24b',
  'open-400': '8cae26b67cf1991d1c88434cb355656605d4d950bf87efe64de94f3c89fd640b',
  'two-sided-100-inline': '9178702c70a07ddfb9fae10a8927f1c7089652692b370085c60af5415054dd74',
  'open-100-inline': '5c3f36b79e4becf844da5542477e352e6e43f1815b02f8e6ef18b6b2c880b0a8',
};

const SECTORS = ['climate tech', 'fintech', 'digital health', 'AI', 'B2B SaaS', 'edtech', 'foodtech', 'logistics', 'biotech', 'cybersecurity', 'battery recycling', 'payments'];
const STAGES = ['pre-seed', 'seed', 'Series A', 'Series B'];
const GEOS = ['Europe', 'the UK', 'Berlin', 'Paris', 'the Nordics', 'the US', 'Lagos', 'anywhere'];
const ROLES = ['backend engineers', 'a CTO', 'product designers', 'a head of sales', 'data scientists'];
const AMOUNTS = ['€500k', '$2M', '1,5 Mio €', '3-5M', '€10M'];
const FREE = ['a chess partner for the evening', 'people who love sailing', 'Third-generation winemaker in Bordeaux', 'anyone into generative art', 'good coffee spots nearby'];

function goalFor(r: () => number, side: 'founder' | 'investor' | null): string {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const sector = pick(SECTORS), stage = pick(STAGES), geo = pick(GEOS);
  const kind = Math.floor(r() * 10);
  if (side === 'founder' || (side === null && kind < 2)) {
    return pick([
      `Raising a ${pick(AMOUNTS)} ${stage} round for our ${sector} startup in ${geo}, looking for a lead investor.`,
      `lookng for investers for our ${sector} ${stage}, based in ${geo}`,
      `We are hiring ${pick(ROLES)} and want pilot customers in ${sector}.`,
    ]);
  }
  if (side === 'investor' || kind < 4) {
    return pick([
      `We invest ${pick(AMOUNTS)} at ${stage} in ${sector} across ${geo} and usually lead.`,
      `${stage} ${sector} in ${geo}, tickets ${pick(AMOUNTS)}`,
      `Angel investor looking for ${sector} deal flow; happy to mentor founders on fundraising.`,
    ]);
  }
  if (kind < 6) return `I'm a ${pick(['backend engineer', 'product designer', 'data scientist'])} looking for my next role in ${sector} in ${geo}.`;
  if (kind < 8) return `We sell ${sector} software and look for distribution partners in ${geo}; we can offer advice on go-to-market.`;
  return kind === 8 ? pick(FREE) : '';
}

function roster(n: number, seed: number, sided: boolean): AttendeeInput[] {
  const r = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const side = !sided ? null : i % 10 === 9 ? null : r() < 0.55 ? 'founder' : 'investor';
    const goal = goalFor(r, side);
    const explicit = r() < 0.15;
    return person(`p-${String(i).padStart(4, '0')}`, {
      side,
      title: ['CEO', 'Partner', 'Engineer', 'Advisor', null][i % 5],
      company: i % 7 === 0 ? null : `Company ${i % 37}`,
      event_goal: goal || null,
      event_needs: explicit ? [`${SECTORS[i % SECTORS.length]} customers`, FREE[i % FREE.length]!] : null,
      event_offers: explicit ? [`advice on ${STAGES[i % STAGES.length]} fundraising`] : null,
    });
  });
}

async function digest(attendees: AttendeeInput[], context: MatchContext, top_n: number, inline: boolean): Promise<string> {
  const run = runMatching({ attendees, context, top_n, ...(inline ? { inline: 'lexical' as const } : { encoder: wordHashEncoder }) });
  const lists = await collect(run);
  const meta = await run.metadata();
  return createHash('sha256').update(JSON.stringify({ lists, meta })).digest('hex');
}

const ctx = { event_id: 'ev-pinned', event_details: 'Founder and investor meetings', objectives: null };
const cases: [string, AttendeeInput[], number, boolean][] = [
  ['helpers-two-sided', twoSided, 5, false],
  ['two-sided-100', roster(100, 11, true), 10, false],
  ['open-100', roster(100, 12, false), 10, false],
  ['two-sided-400', roster(400, 13, true), 10, false],
  ['open-400', roster(400, 14, false), 15, false],
  // Read inline without the encoder, as a match run reads attendees it has no stored reading for.
  ['two-sided-100-inline', roster(100, 11, true), 10, true],
  ['open-100-inline', roster(100, 12, false), 10, true],
];

t.test('given fixed rosters, when matched, then every PairMatch and the metadata equal the pinned digests', async (t) => {
  for (const [name, attendees, topN, inline] of cases) {
    const got = await digest(attendees, ctx, topN, inline);
    if (process.env.PRINT_PINNED) console.log(`  '${name}': '${got}',`);
    t.equal(got, PINNED[name], `${name}: output unchanged`);
  }
});

t.test('given attendees that differ only in ids and names, when derived, then the intents are equal (runMatching derives once per distinct input)', async (t) => {
  const all = [...roster(100, 21, true), ...roster(100, 22, false), ...twoSided];
  const differ = all.filter((a) => {
    const renamed = { ...a, entity_id: `x-${a.entity_id}`, attendee_id: null, id_source: 'meshi' as const, display_name: 'Someone Else' };
    return JSON.stringify(deriveIntent(renamed)) !== JSON.stringify(deriveIntent(a));
  });
  t.same(differ.map((a) => a.entity_id), [], `${all.length} attendees`);
});

t.test('given any pair, then the allocation-free final score equals scorePair and is symmetric (shortlists reuse (b, a) for (a, b))', async (t) => {
  for (const sided of [true, false]) {
    const attendees = roster(80, sided ? 31 : 32, sided);
    const packed = await packOf(attendees);
    let bad = 0;
    for (let a = 0; a < packed.n; a++) {
      for (let b = 0; b < packed.n; b++) {
        const f = finalScore(packed, a, b);
        if (f !== scorePair(packed, a, b).final || f !== finalScore(packed, b, a)) bad++;
      }
    }
    t.equal(bad, 0, `${sided ? 'two-sided' : 'open'}: ${packed.n * packed.n} ordered pairs`);
  }
});
