/**
 * The partner call order of eval/api-sample.ts (key, event, context, import, enrichment,
 * readiness, match run, every attendee's pinned list) on a small hand-written roster, so the
 * pipeline the API-mode evaluation relies on stays covered without the sample corpus.
 */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { runApiPipeline, type Call, type PartnerEvent } from '../../eval/api-sample.ts';

const TIERS = ['exceptional', 'strong', 'promising', 'explore'];

const founders: Array<[string, string, string, string]> = [
  ['Ines Varga', 'CEO', 'Ledgerlane', 'We build reconciliation software for small accounting firms and are raising a 1.5M seed round; we want fintech investors who lead seed rounds in Europe.'],
  ['Tomas Reid', 'Founder', 'Ward Pulse', 'Our remote monitoring kit lets hospitals send heart patients home sooner. Raising pre-seed from health-focused angels and funds.'],
  ['Mara Okafor', 'CTO', 'Gridnest', 'Software that schedules home batteries against grid prices. We are looking for a seed lead with climate and energy experience.'],
  ['Leon Brandt', 'CEO', 'Shelfwise', 'Inventory forecasting for independent grocers. Closing our seed round and looking for retail and B2B SaaS investors.'],
  ['Aiko Tanaka', 'Co-founder', 'Patchbay', 'Developer tool that finds flaky tests in CI pipelines. Raising a seed round; keen on investors who back devtools.'],
  ['Ravi Menon', 'Founder', 'Coverly', 'Embedded insurance for gig workers in India, raising our first institutional round from insurtech or fintech funds.'],
];
const investors: Array<[string, string, string, string]> = [
  ['Clara Holm', 'Partner', 'Northsea Capital', 'We lead seed rounds in European fintech and accounting software, cheques of 500k to 2M.'],
  ['David Osei', 'Angel', 'Osei Health Angels', 'I back pre-seed digital health and medical device founders, especially hospital-at-home.'],
  ['Sofia Lind', 'Principal', 'Kilowatt Ventures', 'Seed investor in climate software: energy storage, grid flexibility and building efficiency.'],
  ['Marco Bianchi', 'Partner', 'Compile Fund', 'We invest in developer tools and infrastructure software at seed, mostly technical founders.'],
  ['Priya Shah', 'Investment Manager', 'Riskbridge Ventures', 'Insurtech and embedded finance investor in India and Southeast Asia, seed to Series A.'],
];

function rows(): PartnerEvent['attendees'] {
  const out: PartnerEvent['attendees'] = [];
  founders.forEach(([name, title, company, goal], i) => out.push({ attendee_id: `fd-${i}`, name, email: `founder${i}@startup.example`, title, company, side: 'founder', event_goal: goal }));
  investors.forEach(([name, title, company, goal], i) =>
    out.push({ attendee_id: `iv-${i}`, name, email: `investor${i}@fund.example`, title, company, side: 'investor', event_goal: goal, ...(i === 0 ? { event_offers: ['seed lead cheques for fintech'] } : {}) }),
  );
  out.push({ attendee_id: 'un-0', name: 'Greta Voss', title: 'Journalist', company: 'Seed Weekly', event_goal: 'Writing about founders raising their first rounds.' });
  return out;
}

t.test('the API-mode evaluation pipeline on a small two-sided roster', async (t) => {
  // given a fresh service, a key and a two-sided event with one untagged attendee
  const svc = await startService(t, { RATE_LIMIT_MAX: '100000' });
  const token = await svc.key();
  const call: Call = (method, url, o) => svc.call(method, url, o);
  const ev: PartnerEvent = {
    event_id: 'pitch-day',
    title: 'Pitch and meet day',
    description: 'Founders raising early rounds meet the investors who back them.',
    context: { event_details: 'One afternoon of 20-minute meetings.', objectives: 'Every founder meets investors who fit their sector and stage.' },
    attendees: rows(),
  };

  // when the pipeline runs as a partner would
  const r = await runApiPipeline(call, token, ev, { topN: 10, twoSided: true, timeoutMs: 100_000 });

  // then every step ended well and the run read derived intents only
  t.same(r.notes, [], 'no finding along the way');
  t.equal(r.importRun.status, 'succeeded');
  t.equal(r.enrichmentRun?.status, 'succeeded');
  t.equal(r.readiness.side_coverage.policy_active, true);
  t.same(r.readiness.side_coverage.untagged_attendee_ids, ['un-0']);
  t.equal(r.readiness.intent_processing.pending_count, 0);
  t.equal(r.matchRun.status, 'succeeded');
  t.match(r.matchRun.progress?.intent_sources, { derived: ev.attendees.length, inline: 0, fallback: 0 });

  // and every principal has a list; the two-sided policy holds both ways
  const sideOf = new Map(ev.attendees.map((a) => [a.attendee_id, a.side as string | undefined]));
  t.equal(r.lists.size, ev.attendees.length, 'a list was read for every attendee');
  for (const [principal, list] of r.lists) {
    const side = sideOf.get(principal);
    if (!side) {
      t.same(list, [], `${principal} is untagged at a sided event: no matches`);
      continue;
    }
    t.ok(list.length > 0, `${principal} has matches`);
    t.equal(new Set(list).size, list.length, `${principal}: no target twice`);
    for (const target of list) {
      t.not(target, principal, 'no self match');
      t.ok(sideOf.get(target) && sideOf.get(target) !== side, `${principal} -> ${target} crosses sides`);
    }
  }
  t.notOk([...r.lists.values()].flat().includes('un-0'), 'the untagged attendee is in nobody\'s list');

  // and each listed match has a tier, a score and non-empty reasons, best first
  for (const [principal, items] of r.items) {
    items.forEach((m, i) => {
      t.ok(TIERS.includes(m.tier), `${principal} #${i}: tier ${m.tier}`);
      t.ok(m.reasons.length > 0 && m.reasons.every((x) => x.kind && x.text), `${principal} #${i}: reasons`);
      if (i > 0) t.ok(items[i - 1]!.final_score >= m.final_score, `${principal}: ordered by score`);
    });
  }
});

t.test('the API-mode evaluation pipeline on a small open-networking roster', async (t) => {
  // given a fresh service and an event where nobody carries a side
  const svc = await startService(t, { RATE_LIMIT_MAX: '100000' });
  const token = await svc.key();
  const goals = [
    ['Nadia Rahman', 'Head of Procurement', 'Baltic Foods', 'We need a cold-chain logistics partner for chilled deliveries to Poland and Lithuania.'],
    ['Piotr Zielinski', 'Sales Director', 'Frostline Transport', 'We run refrigerated trucks across the Baltics and want new food producers as customers.'],
    ['Elena Popescu', 'Plant Manager', 'Carpathia Metals', 'Hiring two maintenance engineers for our stamping line.'],
    ['Jonas Berg', 'Mechanical Engineer', 'Independent', 'Looking for a maintenance engineering job in a metal plant.'],
    ['Lucia Romano', 'Founder', 'Packwise', 'We make compostable packaging and look for food brands to pilot it.'],
  ];
  const ev: PartnerEvent = {
    event_id: 'industry-day',
    title: 'Industry day',
    context: { objectives: 'Connect buyers with suppliers and employers with candidates.' },
    attendees: goals.map(([name, title, company, event_goal], i) => ({ attendee_id: `op-${i}`, name: name!, title: title!, company: company!, event_goal: event_goal! })),
  };

  // when the pipeline runs
  const r = await runApiPipeline((method, url, o) => svc.call(method, url, o), token, ev, { topN: 3, twoSided: false, timeoutMs: 100_000 });

  // then the policy is open, every attendee has up to top_n others, each with a tier and reasons
  t.same(r.notes, []);
  t.equal(r.readiness.side_coverage.policy_active, false);
  for (const [principal, items] of r.items) {
    t.ok(items.length > 0 && items.length <= 3, `${principal}: 1 to top_n matches`);
    t.notOk(r.lists.get(principal)!.includes(principal), `${principal}: no self match`);
    t.ok(items.every((m) => TIERS.includes(m.tier) && m.reasons.length > 0), `${principal}: tiers and reasons`);
  }
});
