import t from 'tap';
import { merged, segment } from '../../src/matching/reading.ts';

t.test('given a goal, when segmented, then sentences, list items and "…, we …" turns become clauses', async (t) => {
  t.same(segment('We make pallets. Looking for a buyer in Poland'), ['We make pallets.', 'Looking for a buyer in Poland']);
  t.same(segment('1. Raising a seed round\n2. Hiring engineers'), ['Raising a seed round', 'Hiring engineers']);
  t.same(segment('- need a CTO\n- happy to mentor'), ['need a CTO', 'happy to mentor']);
  t.same(segment('Seed round, we need a lead'), ['Seed round', 'we need a lead']);
  t.same(segment('We want two clinics to trial the app, and growing our sales team in Leeds'), ['We want two clinics to trial the app', 'and growing our sales team in Leeds'], 'a second aim joined by "and growing …" is a clause of its own');
  t.same(segment('Seeking a lead investor, recruiting a CTO'), ['Seeking a lead investor', 'recruiting a CTO']);
});

t.test('given a piece without words, when segmented, then it stays with its clause instead of being dropped', async (t) => {
  t.same(segment('Pre-seed. $250–750k, we lead.'), ['Pre-seed.', '$250–750k, we lead.']);
  t.same(segment('Seed round - €1.5M'), ['Seed round €1.5M']);
  t.same(segment('3D printing for dentists'), ['3D printing for dentists'], 'a leading number inside a word is kept');
});

t.test('given more clauses than allowed, when merged, then the shortest neighbours are joined first', async (t) => {
  t.same(merged(['a b c d e', 'f', 'g', 'h i j k l m'], 3), ['a b c d e', 'f g', 'h i j k l m']);
  t.same(merged(['one two', 'three'], 3), ['one two', 'three'], 'few enough: unchanged');
  t.same(merged(['x', 'y', 'z'], 1), ['x y z']);
});
