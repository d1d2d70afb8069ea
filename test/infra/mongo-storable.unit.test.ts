/**
 * What the MongoDB read store keeps as it is and what it stores as a queryable copy beside the
 * whole JSON text (deep nesting, field names MongoDB refuses). Pure: no server needed.
 */
import t from 'tap';
import { queryableCopy, storableAsIs } from '../../src/infra/readstore/mongo.ts';

const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

t.test('given documents of every kind, then only shallow documents with plain field names are stored as they are', async (t) => {
  t.ok(storableAsIs({ title: 'T', metadata: { nested: [1, { x: 'y' }] } }));
  t.ok(storableAsIs(nested(32)), '32 levels are kept as they are');
  t.notOk(storableAsIs(nested(33)), '33 levels are not');
  t.notOk(storableAsIs({ metadata: { 'a.b': 1 } }), 'a dotted name');
  t.notOk(storableAsIs({ metadata: [{ $gt: 1 }] }), 'a $-prefixed name inside an array');
});

t.test('given a document that cannot be stored as it is, then its queryable copy keeps every safe field up to the depth', async (t) => {
  t.same(queryableCopy({ org_id: 'o', metadata: { 'a.b': 1, $x: 2, ok: [1, { 'c.d': 3, e: 4 }] } }), { org_id: 'o', metadata: { ok: [1, { e: 4 }] } });
  t.same(queryableCopy({ org_id: 'o', deep: nested(100) }, 3), { org_id: 'o', deep: { a: { a: null } } }, 'three levels kept, the ones below read as null');
  t.ok(storableAsIs(queryableCopy({ deep: nested(1000), 'x.y': 1 })), 'the copy is always storable');
});
