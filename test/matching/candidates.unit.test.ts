import t from 'tap';
import { collect, packOf, person, wordHashEncoder } from './helpers.ts';
import { finalScore } from '../../src/matching/score.ts';
import { runMatching } from '../../src/matching/index.ts';
import { listedBackBonus } from '../../src/matching/listed-back.ts';
import { tieBreak } from '../../src/matching/candidates.ts';
import type { AttendeeInput } from '../../src/matching/index.ts';

const FILLER_GOALS = [
  'Hiring product designers for our design studio.',
  'Looking for a new job as a UX designer.',
  'Happy to give feedback on pitch decks.',
  'Journalist covering consumer apps, always looking for stories.',
  'We make organic cosmetics and want retail distribution.',
];

t.test('given a founder whose only investors invest in another sector, in an event too large to score every pair, when matched, then those investors still fill the founder\'s list ahead of unrelated people', async (t) => {
  const roster: AttendeeInput[] = [
    person('founder', { title: 'CEO', company: 'PayBee', event_goal: 'Raising a €2M seed round for our fintech startup.' }),
    ...['a', 'b', 'c'].map((x) => person(`vc-${x}`, { title: 'Partner', company: `${x} Ventures`, event_goal: 'We invest at seed in climate tech.' })),
    ...Array.from({ length: 600 }, (_, i) => person(`p-${String(i).padStart(3, '0')}`, { title: 'Manager', company: `Co${i}`, event_goal: FILLER_GOALS[i % FILLER_GOALS.length] })),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5, encoder: wordHashEncoder }));
  const founder = lists.find((l) => l.principal_entity_id === 'founder')!;
  t.same(founder.matches.slice(0, 3).map((m) => m.target_entity_id).sort(), ['vc-a', 'vc-b', 'vc-c'], 'same topic in another sector beats no shared topic');
});

t.test('given an open event of 100 attendees, more than the 60 a shortlist scores but small enough to score every pair, when matched without exposure control, then each list is the best of every eligible target by exact score', async (t) => {
  const goals = [...FILLER_GOALS, 'Raising a seed round for our logistics software.', 'We invest in early logistics and supply chain startups.', 'Looking for a co-founder with a sales background.', 'Nurse looking for a role in health tech.', 'We run a hospital and want to pilot remote monitoring.'];
  const roster = Array.from({ length: 100 }, (_, i) =>
    person(`p-${String(i).padStart(3, '0')}`, { title: `Role ${i % 7}`, company: `Co${i}`, event_goal: `${goals[i % goals.length]} ${['Berlin', 'Leeds', 'Lyon', 'Porto', 'Gdańsk', 'Turin', 'Cork'][i % 7]}, team of ${i + 2}.` }),
  );
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 10, encoder: wordHashEncoder, exposureControl: false, workers: 0 }));
  const packed = await packOf(roster);
  const exact = (a: number) => roster.map((_, b) => (b === a ? -1 : finalScore(packed, a, b)));
  // Whom each would list by exact pair score (ties as the ranking breaks them), for the listed-back bonus.
  const top = roster.map((_, b) => exact(b).map((s, k) => [s, k] as const).sort((x, y) => y[0] - x[0] || tieBreak(b, x[1]) - tieBreak(b, y[1])).slice(0, 10).map(([, k]) => k));
  for (const l of lists) {
    const a = roster.findIndex((p) => p.entity_id === l.principal_entity_id);
    const best = exact(a)
      .map((s, b) => (b === a ? -1 : top[b]!.includes(a) ? Math.round(Math.min(1, s + listedBackBonus(top[b]!.indexOf(a) + 1)) * 1e6) / 1e6 : s))
      .sort((x, y) => y - x)
      .slice(0, 10);
    t.same(l.matches.map((m) => m.final_score), best, `${l.principal_entity_id}: the top 10 of all 99 exact scores, with the listed-back bonus`);
  }
});
