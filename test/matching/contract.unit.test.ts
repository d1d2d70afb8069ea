import t from 'tap';
import { runMatching } from '../../src/matching/index.ts';
import type { AttendeeInput, PairMatch, Side } from '../../src/matching/index.ts';
import { rng } from '../../src/matching/candidates.ts';
import { collect, person, twoSided } from './helpers.ts';

const GOALS = [
  'Raising a €1.5M seed for our fintech startup in Berlin',
  'We invest €500k–2M at seed in climate across Europe and usually lead',
  'Hiring backend engineers for our health startup',
  "I'm a product designer looking for my next role in edtech",
  'Looking for pilot customers in logistics',
  'Happy to mentor first-time founders',
  'Looking for a chess partner during breaks',
  '',
];
const SIDES: (Side | null)[] = ['founder', 'investor', null];

/** A random roster: random sides (or none at all), goals, titles; ids that look like UUIDs. */
function randomRoster(seed: number): AttendeeInput[] {
  const r = rng(seed);
  const n = Math.floor(r() * 30);
  const sided = r() < 0.6;
  return Array.from({ length: n }, (_, i) => {
    const id = `${(seed * 7919 + i).toString(16).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`;
    return person(id, {
      side: sided ? SIDES[Math.floor(r() * 3)]! : null,
      event_goal: GOALS[Math.floor(r() * GOALS.length)] || null,
      title: r() < 0.5 ? 'Partner' : null,
      company: r() < 0.5 ? 'Northwind Ventures' : null,
    });
  });
}

/** Problems with one match against the spec's Match object (scoring part); empty when it conforms. */
function shapeProblems(m: PairMatch): string[] {
  const bad: string[] = [];
  const unit = (x: unknown) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1;
  if (!unit(m.final_score)) bad.push('final_score');
  const subKeys = ['general_similarity', 'goal_complementarity', 'goal_needs_to_offers', 'goal_offers_to_needs', 'score_a_to_b', 'score_b_to_a', 'value_alignment'];
  if (Object.keys(m.sub_scores).sort().join() !== subKeys.join()) bad.push('sub_scores keys');
  if (!Object.values(m.sub_scores).every(unit)) bad.push('sub_scores range');
  for (const g of [m.best_goal_match, m.driving_goal_pair]) {
    if (Object.keys(g).sort().join() !== 'direction,score') bad.push('goal pair keys (goal ids?)');
    if (!unit(g.score)) bad.push('goal pair score');
    if (g.direction !== 'needsToOffers' && g.direction !== 'offersToNeeds') bad.push('direction');
  }
  if (Object.keys(m.intent_strength).sort().join() !== 'aToB,bToA' || !unit(m.intent_strength.aToB) || !unit(m.intent_strength.bToA)) bad.push('intent_strength');
  if (!['exceptional', 'strong', 'promising', 'explore'].includes(m.explainability.tier)) bad.push('tier');
  for (const r of m.explainability.reasons) {
    if (Object.keys(r).sort().join() !== 'kind,text' || typeof r.text !== 'string' || r.text.length === 0) bad.push('reason shape');
    if (/[0-9a-f]{8}-0000-4000/.test(r.text)) bad.push('id in a reason');
  }
  if (/goal_?id/i.test(JSON.stringify(m))) bad.push('goal id');
  return bad;
}

t.test('given random rosters, when matched, then the two-sided policy holds and every field has its type and range', async (t) => {
  for (let seed = 1; seed <= 40; seed++) {
    const roster = randomRoster(seed);
    const side = new Map(roster.map((a) => [a.entity_id, a.side]));
    const sided = roster.some((a) => a.side !== null);
    const run = runMatching({ attendees: roster, context: { event_id: `ev-${seed}` }, top_n: 1 + (seed % 12) });
    const lists = await collect(run);
    const meta = await run.metadata();
    t.equal(meta.policy, sided ? 'two_sided' : 'open');
    for (const x of [meta.input_hash, meta.algorithm_version, meta.policy_version, meta.context_snapshot_id]) t.ok(typeof x === 'string' && x.length > 0);
    // Eligible: tagged at a sided event, and with something to read (a goal, profile or side).
    const readable = (a: AttendeeInput) => !!(a.event_goal || a.title || a.company || a.side);
    const expectedPrincipals = roster.filter((a) => (!sided || a.side !== null) && readable(a)).map((a) => a.entity_id).sort();
    t.same(lists.map((l) => l.principal_entity_id), expectedPrincipals, `seed ${seed}: principals are exactly the eligible attendees`);
    const problems: string[] = [];
    for (const l of lists) {
      const targets = l.matches.map((m) => m.target_entity_id);
      if (new Set(targets).size !== targets.length) problems.push('duplicate target');
      if (l.matches.length > 1 + (seed % 12)) problems.push('more than top_n');
      l.matches.forEach((m, i) => {
        if (m.principal_entity_id !== l.principal_entity_id || m.rank !== i + 1) problems.push('principal or rank');
        if (m.target_entity_id === l.principal_entity_id) problems.push('self-pair');
        if (!side.has(m.target_entity_id)) problems.push('target not in roster');
        if (!readable(roster.find((a) => a.entity_id === m.target_entity_id)!)) problems.push('a target with nothing to read');
        const [sa, sb] = [side.get(l.principal_entity_id), side.get(m.target_entity_id)];
        if (sided && !((sa === 'founder' && sb === 'investor') || (sa === 'investor' && sb === 'founder'))) problems.push(`not cross-side: ${sa}->${sb}`);
        problems.push(...shapeProblems(m));
      });
    }
    t.same(problems, [], `seed ${seed}: ${roster.length} attendees, ${sided ? 'sided' : 'open'}`);
  }
});

t.test('given top_n outside 1..50 or not an integer, then the run rejects it; 1 and 50 are accepted', async (t) => {
  for (const top_n of [0, 51, 1.5, -1, Number.NaN]) {
    await t.rejects(runMatching({ attendees: twoSided, context: { event_id: 'e' }, top_n }).metadata(), RangeError, `top_n ${top_n}`);
  }
  for (const top_n of [1, 50]) await t.resolves(runMatching({ attendees: twoSided, context: { event_id: 'e' }, top_n }).metadata());
});

t.test('given a random roster permuted, then matches are identical', async (t) => {
  const roster = randomRoster(7).concat(randomRoster(8).map((a) => ({ ...a, side: null })));
  const shuffled = [...roster];
  const r = rng(3);
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const a = runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5 });
  const b = runMatching({ attendees: shuffled, context: { event_id: 'e' }, top_n: 5 });
  t.same(await collect(b), await collect(a));
  t.equal((await b.metadata()).input_hash, (await a.metadata()).input_hash);
});

t.test('given the canonical inputs, then input_hash changes with each of them and with nothing else', async (t) => {
  const a = person('a', { side: 'founder', title: 'CEO', company: 'Voltcycle', event_goal: 'Raising a seed round for battery recycling' });
  const b = person('b', { side: 'investor', title: 'Partner', company: 'Northwind', event_goal: 'We invest at seed in climate', raw_data: { fund_size: '50M' } });
  const ctx = { event_id: 'e', event_details: 'Demo day', objectives: 'Meet investors' };
  const hash = async (attendees: AttendeeInput[], context: object = ctx, extra: { top_n?: number; workers?: number; exposureControl?: boolean } = {}) =>
    (await runMatching({ attendees, context: context as typeof ctx, top_n: extra.top_n ?? 5, workers: extra.workers, exposureControl: extra.exposureControl }).metadata()).input_hash;
  const base = await hash([a, b]);

  const same: [string, Promise<string>][] = [
    ['roster order', hash([b, a])],
    ['worker threads', hash([a, b], ctx, { workers: 2 })],
    ['absent vs null optional fields', hash([{ ...a, event_needs: null, event_offers: undefined, raw_data: null }, b])],
    ['empty explicit axes', hash([{ ...a, event_needs: [], event_offers: [] }, b])],
    ['an unknown extra property', hash([{ ...a, email: 'x@example.com' } as AttendeeInput, b])],
    ['an unknown context property', hash([a, b], { ...ctx, extra: 1 })],
    ['raw_data key order', hash([a, { ...b, raw_data: { fund_size: '50M' } }])],
  ];
  for (const [what, h] of same) t.equal(await h, base, `unchanged by ${what}`);
  t.equal(
    await hash([a, b], { event_id: 'e' }),
    await hash([a, b], { event_id: 'e', event_details: null, objectives: undefined }),
    'context fields: null and absent are the same input',
  );

  const changed: [string, Promise<string>][] = [
    ['entity_id', hash([{ ...a, entity_id: 'a2' }, b])],
    ['attendee_id', hash([{ ...a, attendee_id: null, id_source: 'meshi' }, b])],
    ['side', hash([{ ...a, side: null }, b])],
    ['title', hash([{ ...a, title: 'CTO' }, b])],
    ['company', hash([{ ...a, company: 'Other' }, b])],
    ['event_goal', hash([{ ...a, event_goal: 'Raising a seed round for battery recycling!' }, b])],
    ['event_needs', hash([{ ...a, event_needs: ['customers'] }, b])],
    ['event_offers', hash([{ ...a, event_offers: ['advice'] }, b])],
    ['raw_data', hash([a, { ...b, raw_data: { fund_size: '60M' } }])],
    ['a new attendee', hash([a, b, person('c')])],
    ['event_id', hash([a, b], { ...ctx, event_id: 'f' })],
    ['event_details', hash([a, b], { ...ctx, event_details: 'Other' })],
    ['objectives', hash([a, b], { ...ctx, objectives: null })],
    ['top_n', hash([a, b], ctx, { top_n: 6 })],
    ['exposure control', hash([a, b], ctx, { exposureControl: false })],
  ];
  for (const [what, h] of changed) t.not(await h, base, `changed by ${what}`);
});
