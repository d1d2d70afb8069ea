import t from 'tap';
import fc from 'fast-check';
import { runMatching } from '../../src/matching/index.ts';
import { LISTED_BACK_BONUS, listedBackBonus, listedBackIndex, withListedBack } from '../../src/matching/listed-back.ts';
import type { Shortlist } from '../../src/matching/exposure.ts';
import { finalScore, round } from '../../src/matching/score.ts';
import { attendeeMatchesDescription, collect, packerRoster, packOf, wordHashEncoder } from './helpers.ts';

const list = (targets: number[], scores: number[]): Shortlist => ({ targets: Int32Array.from(targets), scores: Float32Array.from(scores) });

t.test('given shortlists, when asked where a target would list the principal, then only its first top_n count', async (t) => {
  // Principals 0, 1 and 2; attendee 3 is no principal (an untagged person at a sided event).
  const principals = Int32Array.from([0, 1, 2]);
  const lists = [list([1, 2, 3], [0.5, 0.4, 0.3]), list([2, 0], [0.6, 0.5]), list([1, 0], [0.6, 0.4])];
  const back = listedBackIndex(principals, lists, 2, 4);
  t.equal(back(1, 0), 2, "0 is second in 1's list: within top_n 2");
  t.equal(back(2, 0), 2);
  t.equal(back(0, 1), 1, "1 is first in 0's list");
  t.equal(back(3, 0), 0, 'someone who is no principal lists nobody');
  const top1 = listedBackIndex(principals, lists, 1, 4);
  t.equal(top1(1, 0), 0, "with top_n 1 only 1's first pick (2) is listed back");
  t.equal(top1(2, 1), 1);
});

t.test('given a position in the target\'s list, when the bonus is read, then it falls with the square root of the position', async (t) => {
  t.equal(listedBackBonus(1), LISTED_BACK_BONUS, 'the full bonus at first place');
  t.equal(listedBackBonus(4), LISTED_BACK_BONUS / 2, 'half of it at fourth');
  t.equal(listedBackBonus(0), 0, 'none when not listed');
  t.ok([1, 2, 3, 5, 10].every((k, i, ks) => i === 0 || listedBackBonus(k) < listedBackBonus(ks[i - 1]!)), 'a higher place is worth more');
});

t.test('given a shortlist, when re-ranked, then a target who would list the principal back moves ahead of those within its bonus, not of a pair scoring more above it', async (t) => {
  const principals = Int32Array.from([0, 1, 2, 3, 4]);
  const lists = [
    list([1, 2, 3, 4], [0.62, 0.5, 0.45, 0.3]),
    list([2, 3], [0.6, 0.5]),
    list([1, 3], [0.6, 0.5]),
    list([0, 1], [0.45, 0.2]),
    list([1, 0], [0.3, 0.2]),
  ];
  const back = listedBackIndex(principals, lists, 2, 5);
  const [zero] = withListedBack(principals, lists, back);
  // 3 lists 0 first, 4 lists 0 second; 1 and 2 list each other and 3, not 0.
  t.same(Array.from(zero!.targets), [1, 3, 2, 4], '3 passes 2 (0.45 + the full bonus > 0.5), not 1 (0.62); 4 passes nobody');
  // Each stored score is the final_score the match will carry: pair score plus bonus, rounded.
  t.same(Array.from(zero!.scores), Array.from(Float32Array.from([0.62, round(0.45 + LISTED_BACK_BONUS), 0.5, round(0.3 + LISTED_BACK_BONUS / Math.SQRT2)])));
  const four = withListedBack(principals, lists, back)[4];
  t.equal(four, lists[4], 'a list in which nobody would list its principal back (1 and 0 list others first) is kept as it is');
});

t.test('given an open roster, when matched, then final_score is the pair score, plus the bonus when the target would list the principal back, and lists stay ordered by it', async (t) => {
  const attendees = packerRoster;
  const p = await packOf(attendees);
  const at = new Map(attendees.map((x, i) => [x.entity_id, i]));
  const lists = await collect(runMatching({ attendees, context: { event_id: 'e' }, top_n: 2, encoder: wordHashEncoder }));
  const lifts: number[] = [];
  for (const l of lists) {
    const s = l.matches.map((m) => m.final_score);
    t.same(s, [...s].sort((x, y) => y - x), `${l.principal_entity_id}: best first`);
    for (const m of l.matches) lifts.push(Math.round((m.final_score - finalScore(p, at.get(m.principal_entity_id)!, at.get(m.target_entity_id)!)) * 1e6) / 1e6);
  }
  const bonuses = [0, 1, 2].map((k) => Math.round(listedBackBonus(k) * 1e6) / 1e6);
  for (const l of lists) {
    for (const m of l.matches) {
      const lift = Math.round((m.final_score - finalScore(p, at.get(m.principal_entity_id)!, at.get(m.target_entity_id)!)) * 1e6) / 1e6;
      const mutual = m.explainability.reasons.filter((r) => r.kind === 'mutual_pick');
      const place = Number(/#(\d+) by pair score/.exec(mutual[0]?.text ?? '')?.[1] ?? 0);
      t.equal(mutual.length, lift > 0 ? 1 : 0, `${m.principal_entity_id}→${m.target_entity_id}: a mutual-pick reason exactly when the bonus applies`);
      if (lift > 0) {
        t.equal(m.explainability.reasons.at(-1)!.kind, 'mutual_pick', 'it comes last');
        t.equal(lift, bonuses[place], 'it names the place the bonus was read from');
        t.match(mutual[0]!.text, 'among their own first 2', 'and the list it was read from (top_n 2)');
      }
    }
  }
  t.ok(lifts.every((x) => bonuses.includes(x)), 'the pair score, or the pair score plus the bonus for the first or second place (top_n 2)');
  t.ok(lifts.some((x) => x > 0), 'some targets would list their principal back');
});

t.test('given the partner reference, when it states the bonus, then it states the library\'s value', async (t) => {
  const description = await attendeeMatchesDescription();
  t.match(description, `\`final_score\` adds ${LISTED_BACK_BONUS} divided by the square root of the attendee's place in that list`);
  t.match(description, `${LISTED_BACK_BONUS / 2} at fourth`);
});

t.test('given near-equal sums of pair score and bonus, when re-ranked, then each list is ordered by the final_score its matches will carry', async (t) => {
  // Shortlists store pair scores as 32-bit floats; final_score is the 6-decimal pair score plus the
  // bonus, rounded to 6 decimals. Pair scores chosen so that score + bonus lands just past K + 0.5
  // millionths for every target (places up to 50, the largest top_n) put the rounding boundary
  // between near-equal sums: the float sums and the final scores then disagree for some bonuses
  // (0.1 / √place does at places 12 and 47) unless the re-ranking orders by the final scores.
  for (const top of [LISTED_BACK_BONUS, 0.1]) {
    const bonusAt = (place: number) => (place > 0 ? top / Math.sqrt(place) : 0);
    const nearTies = fc.tuple(fc.integer({ min: 200_000, max: 950_000 }), fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 2, maxLength: 30 })).map(([k, places]) =>
      places.map((place) => ({ place, exact: (k - Math.floor(bonusAt(place) * 1e6)) / 1e6 })).sort((x, y) => y.exact - x.exact),
    );
    fc.assert(
      fc.property(nearTies, (entries) => {
        const lists = [list(entries.map((_, j) => j + 1), entries.map((e) => e.exact))];
        const [out] = withListedBack(Int32Array.from([0]), lists, (b) => entries[b - 1]!.place, bonusAt);
        const final = Array.from(out!.targets, (b) => round(entries[b - 1]!.exact + bonusAt(entries[b - 1]!.place)));
        return final.every((x, k) => k === 0 || x <= final[k - 1]!);
      }),
      { numRuns: 3000, seed: 14 },
    );
    t.pass(`ordered by final_score with a bonus of ${top} at first place`);
  }
});
