/**
 * `npm run bench:inline-reading`: how fast a match run reads attendees it has no stored reading
 * for, without the sentence encoder. N (default 5,000) attendees of a synthetic roster are read by
 * the word reading (`deriveIntent`) and, as the baseline in the same run, only cut into the
 * stemmed terms the reading's topic classifier looks up (`termsOf` of goal and lists): the floor
 * any reading of the text pays. The word models' one-off training (once per thread) is timed
 * apart. Prints one JSON line.
 */
import { deriveIntent } from '../src/matching/index.ts';
import { termsOf } from '../src/matching/reading.ts';
import { syntheticRoster } from '../eval/dataset.ts';

const n = Number(process.env.N ?? 5000);
const roster = syntheticRoster(n, 5, false).attendees;

const timed = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const train = timed(() => deriveIntent(roster[0]!));
let sink = 0;
const terms = (a: (typeof roster)[number]) => {
  sink += termsOf([a.event_goal ?? '', ...(a.event_needs ?? []), ...(a.event_offers ?? [])].join('. ')).length;
};
// Alternating rounds, so drift in the machine's load falls on both alike.
const word: number[] = [];
const tokens: number[] = [];
for (let round = 0; round < 3; round++) {
  word.push(timed(() => roster.forEach((a) => deriveIntent(a))));
  tokens.push(timed(() => roster.forEach(terms)));
}
const best = (xs: number[]) => Math.min(...xs) / n;
console.log(
  JSON.stringify({
    attendees: n,
    word_training_ms: Math.round(train),
    word_ms_per_attendee: +best(word).toFixed(3),
    terms_ms_per_attendee: +best(tokens).toFixed(4),
    ratio_word_to_terms: +(best(word) / best(tokens)).toFixed(1),
    terms_read: sink,
  }),
);
