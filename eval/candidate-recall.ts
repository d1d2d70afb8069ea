/**
 * `tsx eval/candidate-recall.ts [EXTRA_SPLITS]`: what candidate generation loses before exact
 * scoring. The tuning events are small enough that every pair is scored exactly, so each is
 * enlarged with the template events of its kind (dev, and more splits when given) as
 * distractors, whose people are relevant to nobody; the real principals' lists are then scored
 * with candidate generation as shipped and with every eligible pair scored exactly
 * (`CANDIDATES.exhaustive`). Prints NDCG@10 of both, how many of the exhaustive top 10 the
 * shipped lists keep, and how many relevant (rel ≥ 2, from the corpus's lists' gains) they keep.
 * Tuning events only.
 */
import { readAttendee, runMatching } from '../src/matching/index.ts';
import type { AttendeeInput, ReadIntent } from '../src/matching/index.ts';
import { CANDIDATES } from '../src/matching/candidates.ts';
import { evalEncoder, loadSample, toAttendee, TUNING_EVENTS } from './sample.ts';
import { buildEvents } from './dataset.ts';
import type { Split } from './dataset.ts';

const api = (await loadSample())!;
const enc = await evalEncoder();
const splits = (process.argv[2] ?? 'dev').split(',') as Split[];
for (const ev of api.loadPublicEvents()) {
  if (!TUNING_EVENTS.includes(ev.event_id)) continue;
  const real = ev.attendees.map(toAttendee);
  const extra: AttendeeInput[] = splits.flatMap((s) => buildEvents(s)).filter((e) => e.name.endsWith(ev.two_sided ? 'founders-investors' : 'open-networking')).flatMap((e) => e.attendees)
    .map((a, i) => ({ ...a, entity_id: `zz-distractor-${i}`, attendee_id: `zz-distractor-${i}` }));
  const attendees = [...real, ...extra];
  const intents = new Map<string, ReadIntent>();
  for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
  const realIds = new Set(real.map((a) => a.entity_id));
  const listsOf = async (exhaustive: boolean) => {
    CANDIDATES.exhaustive = exhaustive;
    const lists = new Map<string, string[]>();
    for await (const pm of runMatching({ attendees, intents, encoder: enc, context: { event_id: ev.event_id }, top_n: 10, workers: 0 }))
      if (realIds.has(pm.principal_entity_id)) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
    CANDIDATES.exhaustive = false;
    return lists;
  };
  const shipped = await listsOf(false);
  const all = await listsOf(true);
  const ms = api.evaluateLists(ev.event_id, shipped), ma = api.evaluateLists(ev.event_id, all);
  let kept = 0, total = 0, relKept = 0, relTotal = 0;
  for (const [pid, xs] of all) {
    const ys = new Set(shipped.get(pid) ?? []);
    total += xs.length;
    kept += xs.filter((x) => ys.has(x)).length;
    const gains = ma.perAttendee[pid]?.gains ?? [];
    xs.forEach((x, i) => { if ((gains[i] ?? 0) >= 2) { relTotal++; if (ys.has(x)) relKept++; } });
  }
  console.log(`${ev.event_id} + ${extra.length} distractors (${splits.join(',')}): NDCG@10 shipped ${ms.ndcg10.toFixed(3)} (low-overlap ${ms.ndcg10_low_overlap?.toFixed(3)}), exhaustive ${ma.ndcg10.toFixed(3)} (${ma.ndcg10_low_overlap?.toFixed(3)}); exhaustive top-10 kept ${kept}/${total}, its rel>=2 targets kept ${relKept}/${relTotal}`);
}
