/**
 * `npm run bench:inline-reading`: how fast a match run reads attendees it has no stored
 * reading for, without the sentence encoder. N (default 5,000) attendees of a synthetic open
 * roster, without sides, are read by the word reading (`readWithoutEncoder`) and, as the baseline
 * in the same run, by the lexicon reading (`deriveIntent`) that read them before 2.7.0. The word
 * models' one-off training (once per thread) is timed apart. Prints one JSON line.
 */
import { deriveIntent } from '../src/matching/index.ts';
import { readWithoutEncoder } from '../src/matching/reading.ts';
import { syntheticRoster } from '../eval/dataset.ts';

const n = Number(process.env.N ?? 5000);
const roster = syntheticRoster(n, 5, false).attendees.map((a) => ({ ...a, side: null }));

const timed = (f: () => void): number => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const train = timed(() => readWithoutEncoder(roster[0]!));
// Alternating rounds, so drift in the machine's load falls on both alike.
const word: number[] = [];
const lexicon: number[] = [];
for (let round = 0; round < 3; round++) {
  word.push(timed(() => roster.forEach((a) => readWithoutEncoder(a))));
  lexicon.push(timed(() => roster.forEach((a) => deriveIntent(a))));
}
const best = (xs: number[]) => Math.min(...xs) / n;
console.log(
  JSON.stringify({
    attendees: n,
    word_training_ms: Math.round(train),
    word_ms_per_attendee: +best(word).toFixed(3),
    lexicon_ms_per_attendee: +best(lexicon).toFixed(3),
    ratio_word_to_lexicon: +(best(word) / best(lexicon)).toFixed(2),
  }),
);
