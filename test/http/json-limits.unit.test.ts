/**
 * The free-form JSON measure (src/http/json-limits.ts) against the serializer it stands in
 * for: byte counts equal JSON.stringify's exactly, depth and key counts are those of the value,
 * and the text scan agrees with the parsed depth. Property-based (fast-check), plus the deep
 * values no recursive walk could measure.
 */
import t from 'tap';
import fc from 'fast-check';
import { exceedsJsonLimits, jsonTextDepthExceeds } from '../../src/http/json-limits.ts';

const SEED = 20_261_123;
const open = { maxDepth: 10_000, maxKeys: 1_000_000, maxBytes: Number.MAX_SAFE_INTEGER };

/** Depth and key count the slow, obvious way (recursive; fine for generated values). */
function measure(v: unknown): { depth: number; keys: number } {
  if (v === null || typeof v !== 'object') return { depth: 0, keys: 0 };
  const children = Array.isArray(v) ? v : Object.values(v);
  const own = Array.isArray(v) ? 0 : Object.keys(v).length;
  let depth = 0;
  let keys = own;
  for (const c of children) {
    const m = measure(c);
    depth = Math.max(depth, m.depth);
    keys += m.keys;
  }
  return { depth: depth + 1, keys };
}

const json = fc.jsonValue({ maxDepth: 6 });

t.test('given any JSON value, when measured with its own serialized size as the cap, then it fits; one byte less does not', async (t) => {
  fc.assert(
    fc.property(json, (v) => {
      const bytes = Buffer.byteLength(JSON.stringify(v));
      return exceedsJsonLimits(v, { ...open, maxBytes: bytes }) === null && /larger than/.test(exceedsJsonLimits(v, { ...open, maxBytes: bytes - 1 }) ?? '');
    }),
    { seed: SEED, numRuns: 500 },
  );
  t.pass('byte counts equal JSON.stringify in UTF-8');
});

t.test('given any JSON value, then depth and key caps are exact', async (t) => {
  fc.assert(
    fc.property(json, (v) => {
      const { depth, keys } = measure(v);
      const atDepth = exceedsJsonLimits(v, { ...open, maxDepth: depth }) === null;
      const belowDepth = depth === 0 || /deeper than/.test(exceedsJsonLimits(v, { ...open, maxDepth: depth - 1 }) ?? '');
      const atKeys = exceedsJsonLimits(v, { ...open, maxKeys: keys }) === null;
      const belowKeys = keys === 0 || /more than/.test(exceedsJsonLimits(v, { ...open, maxKeys: keys - 1 }) ?? '');
      return atDepth && belowDepth && atKeys && belowKeys;
    }),
    { seed: SEED, numRuns: 500 },
  );
  t.pass('depth counts objects and arrays; keys count every level');
});

t.test('given any JSON text, then the depth scan agrees with the parsed value', async (t) => {
  fc.assert(
    fc.property(json, fc.integer({ min: 0, max: 8 }), (v, cap) => jsonTextDepthExceeds(JSON.stringify(v), cap) === measure(v).depth > cap),
    { seed: SEED, numRuns: 500 },
  );
  t.ok(!jsonTextDepthExceeds('{"a":"[[[[{{{{\\"[[["}', 1), 'brackets and escaped quotes inside strings are not nesting');
});

t.test('given values nested far deeper than any stack holds, then they are measured without recursion', async (t) => {
  let v: unknown = 1;
  for (let i = 0; i < 200_000; i++) v = [v];
  t.match(exceedsJsonLimits(v, { maxDepth: 32, maxKeys: 1000, maxBytes: 1 << 20 }), /deeper than 32/);
  t.equal(exceedsJsonLimits(v, { maxDepth: 1_000_000, maxKeys: 1000, maxBytes: 1 << 30 }), null, 'measured to the bottom');
  t.ok(jsonTextDepthExceeds('['.repeat(2_000_000), 1024));
});
