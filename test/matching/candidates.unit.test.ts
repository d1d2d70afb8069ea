import t from 'tap';
import { collect, person, wordHashEncoder } from './helpers.ts';
import { runMatching } from '../../src/matching/index.ts';
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
