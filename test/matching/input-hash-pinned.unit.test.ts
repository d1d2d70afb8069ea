import t from 'tap';
import { runMatching } from '../../src/matching/index.ts';
import type { AttendeeInput } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

/**
 * input_hash is hashed piece by piece (run.ts) instead of through one generic canonicalJson of
 * the whole roster. These values were computed with the generic form before that change (at
 * 3686dde); they pin that the text hashed is byte-for-byte the same. They change only with a
 * deliberate change of what the hash covers, or of algorithm_version / policy_version
 * (re-pinned for reciprocal-intent@1.1.0: only the version string changed).
 * Re-pinned for reciprocal-intent@1.2.0, 1.3.0, 1.4.0, 1.5.0 and 1.6.0: only the version string changed.
 * Re-pinned for policy two-sided-fail-closed+same-company@2: only the policy version string changed.
 * Re-pinned for reciprocal-intent@2.0.0+reading@2, +reading@3, 2.1.0, 2.2.0, +reading@4, 2.3.0, +reading@5, 2.3.1, +reading@6, +reading@7, +reading@8, 2.3.2, +reading@9, 2.4.0, +reading@10, +reading@11, +reading@12, 2.6.0, 2.6.1, 2.7.0, 2.7.1, 2.8.0+reading@13, 2.9.1+reading@14, +reading@15, 2.10.0, 2.11.0, 2.12.0, 2.13.0, 2.14.0, 2.14.1, +reading@17, 2.16.0+reading@19, 2.17.0, 2.18.0+reading@20, 2.19.0+reading@22, 2.19.1, 2.20.0, 2.21.0+reading@23, +reading@24, +reading@25 (with policy some-input@4) 2.22.0+reading@26, 2.22.1, 2.23.0+reading@27, 2.23.1+reading@28, +reading@29 and +reading@30: only the version strings changed.
 */
const PINNED: Record<string, string> = {
  'odd-inputs': 'a50c84456a2107502353213a660e90bc53d8f176d915e869847c35461e3fac4b',
  'odd-inputs-reversed-no-control': '7381ff65dbcc3069834105458ff32006ef5616f0b3aee9aa9c1d50c27e4fd1da',
};

/** raw_data with unsorted nested keys, absent vs null vs empty fields, quotes, backslashes and non-ASCII text. */
const odd: AttendeeInput[] = [
  { entity_id: 'o-1', attendee_id: null, id_source: 'meshi', display_name: 'Zoë', side: null, event_goal: 'Raising a €2M seed in Zürich 🚀', raw_data: { z: 1, a: { y: [2, { b: 'x', a: null }], c: 'ü' } } },
  { entity_id: 'o-2', attendee_id: 'a-2', id_source: 'partner', display_name: '李', side: null, title: '', company: null, event_needs: [], event_offers: ['mentoring on fundraising'], raw_data: {} },
  { entity_id: 'o-3', attendee_id: 'a-3', id_source: 'partner', display_name: 'Three', side: null, event_goal: null, event_needs: ['  ', 'a B2B SaaS cofounder'], raw_data: null },
  person('o-4', { title: 'Partner', company: 'Fund "Quotes" \\ Ltd', event_goal: 'We invest at pre-seed across Europe' }),
];

t.test('given odd inputs, when matched, then input_hash equals the value pinned from the generic canonical JSON', async (t) => {
  const ctx = { event_id: 'ev-ü', event_details: 'Details "quoted"', objectives: 'Meet partners; ü' };
  const cases: [string, AttendeeInput[], boolean][] = [
    ['odd-inputs', odd, true],
    ['odd-inputs-reversed-no-control', [...odd].reverse(), false],
  ];
  for (const [name, attendees, control] of cases) {
    const meta = await runMatching({ attendees, context: ctx, top_n: 3, exposureControl: control }).metadata();
    if (process.env.PRINT_PINNED) console.log(`  '${name}': '${meta.input_hash}',`);
    t.equal(meta.input_hash, PINNED[name], name);
  }
});
