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
 * Pinned at c42d140 (before the N=1,000 speed-up); re-pinned for e4a5c6f (derivation) and for
 * the algorithm_version bump to reciprocal-intent@1.1.0. The rosters come from a generator in this
 * file (not eval/; its random numbers are the library's own `rng`), so only library changes move
 * the digests. Sizes cover both candidate paths:
 * 100 attendees score every eligible pair, 400 go through bucket / LSH candidate generation.
 */
const PINNED: Record<string, string> = {
  // All re-pinned for reciprocal-intent@1.6.0: interest includes what one can give, geography binds
  // only money and distribution, candidate widening to other sectors, derivation rules, new tiers.
  // All re-pinned for policy same-company@2: the generated rosters reuse company names, so
  // colleagues leave each other's lists (and the policy version in the metadata changed).
  // All re-pinned for reciprocal-intent@2.0.0 (reading@2): readings carry sentence vectors (here
  // from the test's word-hash encoder), and the structured score is fused with text similarity;
  // re-pinned again for the recalibrated tier cut-offs (only tier labels moved).
  // Re-pinned for reading@3: an item read by the lexicon carries the vector of the attendee's goal
  // and lists (two encoder texts per attendee at most), and five rules that bought nothing are gone.
  // Re-pinned for 2.1.0: the qualifier gate; for 2.2.0: fusion weights and tier cut-offs; for
  // reading@4: sectors from sector descriptions at sided events. Re-pinned for 2.3.0: the
  // directional need-text → offer-text term, cue words out of the lexical terms, new fusion
  // weights, and tiers from three kinds of evidence instead of score cut-offs. Re-pinned for reading@5: attendees the lexicon reads nothing for
  // are read by direction and topic classifiers over clause vectors, and a needer without needs no
  // longer inherits the previous pair's qualifier gate. Re-pinned for 2.3.1: a pair without a best
  // need/offer pair quotes the need and the offer whose texts share words; for reading@6: an
  // attendee without a side is read by the classifier reading first, and amounts written apart
  // stay with their clause; for reading@7: the classifier reading's items carry the mean of
  // their clause vectors; for reading@8: the lexicon's cues veto a classifier label of the other
  // direction (rule `cue-veto`). Re-pinned for 2.3.2: a pair no fit explains quotes one side's need
  // beside the other's offer, or its profile line when it states none. Re-pinned for reading@9:
  // the classifier reading's topic classifier reads market roles from the sentence vector and the
  // clause's words, with more example clauses; for reading@10: more wording of seeking among the
  // direction cues. Re-pinned for 2.4.0: the value alignment (sectors, regions, stages) joins
  // the fusion as a term of its own, and the structured, dense and directional weights move with
  // it (scores, ranks and tiers change). Re-pinned for reading@11: the classifier reading no longer
  // uses the lexicon reading (clauses.ts): rule `cue-veto` reads the direction cues of
  // direction-cues.ts with a denial check, and clause qualifiers come from qualifiers-read.ts.
  // Re-pinned for reading@12: explicit lists keep the qualifiers the goal states, and a founder's
  // listed company is a deal-flow offer (the version string moves every digest). Re-pinned for
  // 2.6.0: a pair in which neither side has a need is halved (rule `needless-pair`); only the open
  // rosters' matches move, the two-sided digests by the version string alone. Re-pinned for 2.6.1:
  // a roster of at most twice the shortlist scores every eligible pair exactly (open-100 moves: its
  // principals have 99 eligible targets; the others by the version string alone). Re-pinned for
  // 2.7.0: attendees without a side and without a stored reading are read inline by the word
  // reading (the classifier reading over words) instead of the lexicon; the five rosters above are
  // read with the test's encoder, so their digests move by the version string alone. The two
  // `-inline` rosters, read without an encoder, pin that path (first pinned at 2.7.0). Re-pinned
  // for 2.7.1: a pair read without vectors has no reciprocal-fit evidence for its tier (the two
  // `-inline` rosters' tiers move; the others by the version string alone). Re-pinned for 2.8.0
  // (reading@13): sided and profile-only attendees are read by the same classifier reading as
  // everyone (the lexicon reading is gone), and two stated clauses of one item both make its span.
  // Re-pinned for 2.9.1 (reading@14; 2.9.0 was withdrawn): "would really value" and "what we
  // don't have is" are seeking cues, "…, and growing / recruiting …" starts a clause, and equal
  // scores stand out by no rounding error. Re-pinned for reading@15: the example bank's supply and
  // buyer clauses (goods, haulage, storage, purchasing). Re-pinned for 2.10.0: a pair's tier counts
  // being listed back by the target and a rank among the first two instead of standing out at
  // the event and being the first pick (tiers move; lists and scores do not). Re-pinned for
  // 2.11.0: a pair whose target would list the principal back gains a bonus in final_score
  // (lists, scores and tiers move). Re-pinned for 2.12.0: the reciprocal fit counts for pairs read
  // without sentence vectors too (the `-inline` rosters' tiers move; the others by the version
  // string alone). Re-pinned for 2.13.0: the listed-back bonus falls with the principal's place
  // in the target's list (lists, scores and tiers move). Re-pinned for 2.14.0: a pair that gained
  // that bonus ends its reasons with a `mutual_pick` reason. Re-pinned for 2.14.1: shortlists are
  // re-ranked by the rounded final score the bonus gives (ties keep their order). Re-pinned for
  // reading@17: a goal clause that speaks of buying wants the goods it names (rule `buying-cues`).
  // Re-pinned for 2.16.0+reading@19: regions are read from a gazetteer of countries, adjectives
  // and cities, and a region contains the regions within it (a European fund meets a Polish founder).
  // Re-pinned for 2.17.0: geography qualifies every topic but advice and research. Re-pinned for
  // 2.18.0+reading@20: a placeholder goal ("tbd", "-") is no goal, and someone without one is
  // read with the qualifiers of their title line. Re-pinned for 2.19.0+reading@22: a co-founder
  // mirror keeps no roles (whom a person seeks is not who they are), and every text a reason
  // quotes has its e-mail addresses masked and is at most 120 characters. Re-pinned for 2.19.1:
  // an offer that mirrors the offerer's own need is quoted as what they seek in turn, and never as
  // an offer when nothing fits. Re-pinned for 2.20.0 (policy some-input@3): attendees who give
  // nothing to match on (no goal, list, title, company or side) leave the run.
  // Re-pinned for 2.21.0+reading@23: a clause that seeks investors wants money, and one that seeks
  // founders in the plural wants deal flow (rule `sought-investors`; the 100- and 400-attendee
  // rosters read with the encoder move, the others by the version strings alone).
  // Re-pinned for reading@24: a tagged attendee whose text reads to nothing but the side's money
  // gets no sector guessed from that text. Re-pinned for reading@25 (policy some-input@4): a
  // placeholder title or company ("tbd", "n/a") is none (these rosters hold none, so only the
  // version strings moved). Re-pinned for 2.22.0+reading@26: a clause that seeks organisations
  // in the plural wants customers, not staff (rule `sought-sites`: need entries such as
  // "cybersecurity customers" that read as a hire as well lose the hire; the 100- and
  // 400-attendee rosters read with the encoder move, the others by the version strings alone).
  // Re-pinned for 2.22.1: a pair reason puts each person's text in quotation marks (no ".;"), no
  // reason quotes an offer as a need or counts an implied need as stated, an aggregate names only
  // the qualifiers of the need met that the offer meeting it shares, and an offer of deal flow
  // whose text is the offerer's own need is quoted as what they seek in turn.
  // Re-pinned for 2.23.0+reading@27: an offer implied by a need meets no need of another topic
  // (rule `mirror-topic`), and the reading's rules `giving-money`, `sought-peers`,
  // `running-premises` and `speaker-hires` and the cue-less opening denial; the 100- and
  // 400-attendee rosters read with the encoder move, the others by the version strings alone.
  // Re-pinned for 2.22.2+reading@27: an item read from the side alone quotes no words (span ''),
  // a title or company naming an offer's role or sector backs it, and a pair tiered strong that no
  // need/offer fit explains says the ranking put it there; scores and tiers are unchanged.
  // Re-pinned for 2.23.1+reading@28: the merge of both changes above.
  // Re-pinned for reading@29: a clause that seeks a trial of a product wants a customer (rule
  // `sought-trials`); no roster here has such a clause, so only the version strings moved.
  // Re-pinned for reading@30 (rules `giving-money`, `asks-the-room`, `cue-veto`,
  // `sector-prototypes`): no roster here has such a clause, so only the version strings moved.
  // Re-pinned for 2.24.0: a pair's score is scaled by its reciprocal structured score (rule
  // `complement-scale`; scores, lists and tiers move).
  // Re-pinned for 2.25.0+reading@32: readings carry each item's area, and an advice need met by
  // an advice offer is lifted or lowered by how well the two areas agree (rule `area-match`).
  'helpers-two-sided': 'e48d249b08f1b7bb62cf6fd3af5c03245ef6714f52f0ace02a809a5fb4f52327',
  'two-sided-100': '6e7432d4ae5a36d35ba5b13acae47c4ac90d17c806e0697c74d951cbf25ba599',
  'open-100': 'e639d085c9f03da82e362b142659bb46802110dfffea2aeafa39b25485f01934',
  'two-sided-400': '7132bbc93d1d043383e7066f8d7ee52daac21a99fdad3ff0bccad1cb0e803903',
  'open-400': '6c3e4af1b17b56e28d6a6bdc8e80e5d70200c45ea7a1a7be46bcd2f339e518e3',
  'two-sided-100-inline': 'b93114c91fb0befecb3b2cc17e654c6ee2c82f2c76fc45e2a0c765100562e7ec',
  'open-100-inline': '493f6f743b6ab6c94faa502ad6a378ce880c921d52c51257cf21070c137f6770',
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
