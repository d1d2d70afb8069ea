import t from 'tap';
import { deriveIntent, runMatching } from '../../src/matching/index.ts';
import type { AttendeeInput } from '../../src/matching/index.ts';
import { collect, person } from './helpers.ts';

const run = async (attendees: AttendeeInput[]) => {
  const r = runMatching({ attendees, context: { event_id: 'e' }, top_n: 10 });
  return { lists: await collect(r), meta: await r.metadata() };
};

t.test('given degenerate rosters, when matched, then nothing throws and the output is empty or fail-closed', async (t) => {
  const empty = await run([]);
  t.same(empty.lists, []);
  t.equal(empty.meta.pairs, 0);
  t.equal(empty.meta.exposure_gini, 0);
  t.same((await run([person('a', { event_goal: 'Raising a seed round' })])).lists, [{ principal_entity_id: 'a', matches: [] }], 'one attendee: a principal with nobody to meet');
  const sided = await run([person('f', { side: 'founder', event_goal: 'Raising a seed round' }), person('u1'), person('u2', { event_goal: 'We invest at seed' })]);
  t.equal(sided.meta.policy, 'two_sided');
  t.same(sided.lists, [{ principal_entity_id: 'f', matches: [] }], 'untagged people are neither principals nor targets');
  const blank = await run([person('a'), person('b', { event_goal: 'tbd' }), person('c', { title: '  ' })]);
  t.same(blank.lists, [], 'nothing to match on (no goal but a placeholder, no profile, no side): nobody is a principal');
  t.equal(blank.meta.principals, 0);
  const bare = await run([person('a', { company: 'Acme' }), person('b', { company: 'Globex' }), person('c')]);
  t.same(bare.lists.map((l) => l.principal_entity_id), ['a', 'b'], 'a company alone is something to match on; nothing is not');
  for (const m of bare.lists.flatMap((l) => l.matches)) {
    t.not(m.target_entity_id, 'c', 'who gives nothing is nobody\'s target');
    t.equal(m.explainability.tier, 'explore');
    t.match(m.explainability.reasons[0]?.text, /neither of you states needs or offers/);
  }
});

t.test('given long, non-English, emoji and blank inputs, when derived and matched, then scores stay in [0,1]', async (t) => {
  const roster = [
    person('long', { event_goal: 'Raising a seed round for our fintech startup in Berlin. '.repeat(80).slice(0, 4000) }),
    person('de', { event_goal: 'Wir suchen Investoren für unsere Seed-Runde, 1,5 Mio €' }),
    person('zh', { event_goal: '我们正在寻找天使投资人' }),
    person('emoji', { event_goal: '🚀🚀 We invest €500k–2M 💶 at seed in fintech 🤖' }),
    person('blank', { event_goal: '   ', event_needs: ['', '  '], event_offers: [''] }),
  ];
  t.equal((roster[0]!.event_goal ?? '').length, 4000);
  const long = deriveIntent(roster[0]!);
  t.ok(long.needs.length <= 6 && long.offers.length <= 6, 'items stay capped on a 4000-character goal');
  const de = deriveIntent({ ...roster[1]!, side: 'founder' });
  t.same(de.needs.find((n) => n.topic === 'capital')?.qualifiers.amount, { min: 1.5e6, max: 1.5e6 }, 'a founder\'s "1,5 Mio €" is read, though no German word is');
  t.same(deriveIntent(roster[3]!).offers.find((o) => o.topic === 'capital')?.qualifiers.amount, { min: 5e5, max: 2e6 }, 'emoji do not hide "€500k–2M"');
  const b = deriveIntent(roster[4]!);
  t.same([b.needs, b.offers], [[], []], 'blank explicit entries are ignored, not matched');
  const { lists } = await run(roster);
  const all = lists.flatMap((l) => l.matches);
  t.ok(all.length > 0);
  t.ok(all.every((m) => m.final_score >= 0 && m.final_score <= 1 && Number.isFinite(m.final_score)));
  const top = lists.find((l) => l.principal_entity_id === 'emoji')?.matches[0];
  t.ok(top && ['long', 'de'].includes(top.target_entity_id), 'the investor meets a founder raising first');
});
