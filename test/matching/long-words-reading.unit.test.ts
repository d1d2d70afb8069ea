import t from 'tap';
import { cuesOf, narrowedRestatement } from '../../src/matching/direction-cues.ts';

// The ", only …" turn and the denied object were word runs whose spaces were optional, so a long
// word that failed to end the sentence was split every possible way: minutes to hours per clause,
// which would hold up the enrichment of a whole roster. Each of these returns at once now.
t.test('given a denial narrowed to one very long word that does not end the sentence, when read, then it is no narrowed denial and reading ends', async (t) => {
  const long = `We don't ${'a'.repeat(2000)}, only ${'b'.repeat(2000)}!x`;
  t.equal(narrowedRestatement(long), null, 'not a narrowed denial');
  t.ok(cuesOf(long), 'the cue reading of the same sentence ends too');
});

t.test('given a denial whose denied object is one very long word, when read, then it is restated as before', async (t) => {
  const word = 'c'.repeat(2000);
  t.equal(narrowedRestatement(`We don't sell ${word}, only software.`), 'We sell software.', 'the narrowed object is what is sold');
});
