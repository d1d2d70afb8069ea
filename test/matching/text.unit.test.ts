import t from 'tap';
import { parseAmount } from '../../src/matching/amounts.ts';
import { editDistance, plainWords, stem } from '../../src/matching/text.ts';
import { canonicalJson } from '../../src/matching/hash.ts';

t.test('given money in many spellings, then amounts and ranges are read, and years or counts are not', async (t) => {
  t.same(parseAmount('raising a €1.5M seed'), { min: 1.5e6, max: 1.5e6 });
  t.same(parseAmount('invests €500k–2M at seed'), { min: 5e5, max: 2e6 });
  t.same(parseAmount('between 1 and 3 million'), { min: 1e6, max: 3e6 });
  t.same(parseAmount('£250,000 tickets'), { min: 2.5e5, max: 2.5e5 });
  t.equal(parseAmount('Series 2 in 2024 with 10 years of experience'), null);
  t.equal(parseAmount('sold my B2B payments company'), null, 'B2B is not two billion');
  t.same(parseAmount('wir suchen 1,5 Mio € für die Seed-Runde'), { min: 1.5e6, max: 1.5e6 }, 'European decimal comma with Mio');
  t.same(parseAmount('Tickets 500k–2 Mio. EUR'), { min: 5e5, max: 2e6 });
  t.same(parseAmount('fund of €1,2 Mrd'), { min: 1.2e9, max: 1.2e9 });
  t.same(parseAmount('$1.5M seed'), { min: 1.5e6, max: 1.5e6 });
});

t.test('given inflected words, then they share a stem; given a swap, then the distance is 1', async (t) => {
  t.equal(stem('investors'), stem('investor'));
  t.equal(stem('raising'), stem('raise'));
  t.not(stem('users'), 'us');
  t.equal(editDistance('fudning', 'funding', 2), 1);
  t.equal(editDistance('abc', 'xyz', 1), 2, 'stops early past the limit');
});

t.test('given objects with keys in any order, then canonical JSON is the same', async (t) => {
  t.equal(canonicalJson({ b: 1, a: [{ d: 2, c: null }] }), canonicalJson({ a: [{ c: null, d: 2 }], b: 1 }));
});

t.test('given text with hyphens, slashes and signs, when read as plain words, then they are single-spaced lowercase words padded at both ends, keeping only what is asked', async (t) => {
  t.equal(plainWords('End-to-end / R&D, Zürich’s QA!'), " end to end r d zurich's qa ");
  t.equal(plainWords('End-to-end / R&D, Zürich’s QA!', '&'), " end to end r&d zurich's qa ");
});
