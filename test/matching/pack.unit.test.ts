import t from 'tap';
import { deriveIntent, readAttendee } from '../../src/matching/index.ts';
import { pack } from '../../src/matching/features.ts';
import { itemCos } from '../../src/matching/score.ts';
import { person, wordHashEncoder } from './helpers.ts';

t.test('given stored readings and one read without vectors, when packed, then each distinct item vector has one row and items point to it', async (t) => {
  const roster = [
    person('a', { event_goal: 'Looking for a contract packer for our snack bars. We are also hiring a sales lead.' }),
    person('b', { event_goal: 'We run contract packing lines for snack bar brands and want new clients.' }),
    person('c', { event_goal: 'Looking for a contract packer for our sauces.' }),
  ];
  const stored = [await readAttendee(roster[0]!, { encoder: wordHashEncoder }), await readAttendee(roster[1]!, { encoder: wordHashEncoder })];
  const p = pack(roster, [...stored, { intent: deriveIntent(roster[2]!), vectors: null }]);
  const vectorsOf = (r: (typeof stored)[number]) => [...r.vectors.needs, ...r.vectors.offers];
  const distinct = new Set(stored.flatMap(vectorsOf));
  const items = p.itemRow.length;
  t.ok(items > distinct.size, `${items} items share ${distinct.size} distinct vectors`);
  t.equal(p.itemVec.length, (distinct.size + 1) * p.dim, 'one row per distinct vector, then one of zeros');
  const zero = distinct.size;
  for (let i = 0; i < items; i++) {
    for (let j = 0; j < items; j++) {
      const same = p.itemSlot[i] === p.itemSlot[j];
      if (p.itemSlot[i]! >= 0 && same) t.equal(p.itemRow[i], p.itemRow[j], `items ${i} and ${j} carry one vector: one row`);
      if (p.itemSlot[i]! >= 0 && p.itemSlot[j]! >= 0 && !same) t.not(p.itemRow[i], p.itemRow[j]);
    }
    if (p.itemSlot[i] === -1) {
      t.equal(p.itemRow[i], zero, `item ${i} has no vector: the zero row`);
      t.equal(itemCos(p, i, 0), 0, 'its cosine with anything is 0');
    } else t.ok(Math.abs(itemCos(p, i, i) - 1) < 1e-5, `item ${i}'s row is its unit vector`);
  }
});
