import t from 'tap';
import { isCurrentReading, runMatching } from '../../src/matching/index.ts';
import { shortlistLength } from '../../src/matching/run.ts';
import { warmUp, warmUpRoster, WARM_UP_ROSTER } from '../../src/matching/warm-up.ts';
import { collect, twoSided } from './helpers.ts';

t.test('given the warm-up rosters, then they look to a match run like stored readings of a real event', async (t) => {
  for (const sided of [true, false]) {
    const { attendees, intents } = warmUpRoster(sided);
    t.equal(attendees.length, WARM_UP_ROSTER);
    t.ok(WARM_UP_ROSTER > 2 * shortlistLength(10), 'more than twice a shortlist: the run takes the candidate step, as large events do');
    t.ok(attendees.every((a) => isCurrentReading(intents.get(a.entity_id))), `${sided ? 'two-sided' : 'open'}: every reading is current, so none is read inline`);
    const sides = new Set(attendees.map((a) => a.side));
    t.same([...sides].sort(), sided ? ['founder', 'investor'] : [null]);
    const run = runMatching({ attendees, intents, context: { event_id: 'warm-up' }, top_n: 10 });
    const lists = await collect(run);
    const meta = await run.metadata();
    t.equal(meta.policy, sided ? 'two_sided' : 'open');
    t.ok(lists.length > 0 && lists.every((l) => l.matches.length > 0), 'every principal gets matches');
    const tiers = new Set(lists.flatMap((l) => l.matches.map((m) => m.explainability.tier)));
    t.ok(tiers.size >= 2, `the run reaches more than one tier (${[...tiers].join(', ')})`);
  }
});

t.test('given a warm-up in this process, when a real roster is matched after it, then its results equal a run without it', async (t) => {
  const opts = { attendees: twoSided, context: { event_id: 'e' }, top_n: 3, inline: 'lexical' as const };
  const before = await collect(runMatching(opts));
  t.ok((await warmUp()) > 0);
  t.same(await collect(runMatching(opts)), before);
});

t.test('given a warm-up, when it is cut before it starts or while it runs, then it stops there', async (t) => {
  const whole = await warmUp();
  t.ok(whole > WARM_UP_ROSTER, `uncut, it matches the principals of both rosters (${whole})`);
  t.equal(await warmUp({ stop: true }), 0, 'cut before it starts: no principal');
  const cut = { stop: false };
  setImmediate(() => setImmediate(() => (cut.stop = true))); // a run arrives during the first roster
  const part = await warmUp(cut);
  t.ok(part > 0 && part < whole, `cut while it runs: ${part} of ${whole} principals`);
});
