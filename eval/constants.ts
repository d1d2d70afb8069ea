/**
 * `tsx eval/constants.ts '[SETTING, …]' [--open-only]`: harness only. The reading's and scoring's constants one
 * setting at a time through the whole pipeline (reading, shortlists, listed-back bonus, exposure
 * control) over the hand-written events a harness may read (the sample's tuning events and the
 * dev events; never the held-out one). A setting is `{ "name"?, "fusion"?: {…}, "item"?: {…},
 * "complement"?: w, "classify"?: {…} }` overriding `FUSION`, `ITEM` and `COMPLEMENT.weight` of
 * score.ts and the reading's `CLASSIFY` (reading.ts: the classifiers retrain per setting); the first
 * setting is the reference (`[{}]` for the shipped constants). Per setting: each event's NDCG@10
 * and, pooled over the validation events (`isValidationEvent`: the dev events but the one whose text may be read),
 * the paired difference per principal against the reference with its standard error and how many
 * validation events rose or fell by more than 0.0005. `--open-only` applies the setting at open
 * events only (a sided event keeps the shipped constants).
 */
import { COMPLEMENT, FUSION, ITEM } from '../src/matching/score.ts';
import { CLASSIFY } from '../src/matching/reading.ts';
import { evaluateEvent } from './sample.ts';
import { handWrittenEvents, isValidationEvent as validation } from './dev-events.ts';
import { differences, fmtPaired, pairedStats, perPrincipal } from './paired-stats.ts';

interface Setting { name?: string; fusion?: Partial<typeof FUSION>; item?: Partial<typeof ITEM>; complement?: number; classify?: Partial<typeof CLASSIFY> }
const settings = JSON.parse(process.argv[2] ?? '[{}]') as Setting[];
const openOnly = process.argv.includes('--open-only');
const shipped = { fusion: { ...FUSION }, item: { ...ITEM }, complement: COMPLEMENT.weight, classify: { ...CLASSIFY } };
const apply = (s: Setting) => {
  Object.assign(FUSION, shipped.fusion, s.fusion ?? {});
  Object.assign(ITEM, shipped.item, s.item ?? {});
  COMPLEMENT.weight = s.complement ?? shipped.complement;
  Object.assign(CLASSIFY, shipped.classify, s.classify ?? {});
};
const sets = await handWrittenEvents();
let reference: Map<string, Map<string, number>> | null = null;
for (const s of settings) {
  const runs = new Map<string, Map<string, number>>();
  const line: string[] = [];
  for (const { api, ev } of sets) {
    apply(openOnly && ev.two_sided ? {} : s);
    const r = await evaluateEvent(api, ev);
    runs.set(ev.event_id, perPrincipal(r.ours.perAttendee));
    line.push(`${ev.event_id.split('-')[0]} ${r.ours.ndcg10.toFixed(3)}`);
  }
  apply({});
  reference ??= runs;
  const pooled: number[] = [];
  let rose = 0, fell = 0;
  for (const [id, run] of runs) {
    if (!validation(id)) continue;
    const d = differences(run, reference.get(id)!);
    const { m } = pairedStats(d);
    if (m > 0.0005) rose++;
    else if (m < -0.0005) fell++;
    pooled.push(...d);
  }
  console.log(`${(s.name ?? JSON.stringify(s)).padEnd(28)} ${line.join('  ')}  | validation ${fmtPaired(pairedStats(pooled))}, ${rose} rose, ${fell} fell`);
}
