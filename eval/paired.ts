/**
 * `tsx eval/paired.ts --ablate RULE[,RULE]`: harness only. What switching rules off does to each
 * event's NDCG@10, principal by principal: the mean paired difference (on − off) with its standard
 * error over the event's principals, per event and pooled over the industry dev events. A figure
 * whose difference is within about two standard errors is one the people of that event do not
 * settle. Reads the sample's tuning events and the dev events; never the held-out event.
 */
import { setDisabledRules } from '../src/matching/index.ts';
import { ablatedRules, evaluateEvent, TUNING_EVENTS } from './sample.ts';
import { handWrittenEvents } from './dev-events.ts';
import { differences, fmtPaired as fmt, pairedStats as stats, perPrincipal } from './paired-stats.ts';

const off = ablatedRules();
if (!off.length) throw new Error('name the rules to switch off: --ablate RULE[,RULE]');
const sets = await handWrittenEvents();
const pooled: number[] = [];
for (const { api, ev } of sets) {
  const on = perPrincipal((await evaluateEvent(api, ev)).ours.perAttendee);
  setDisabledRules(off);
  const without = perPrincipal((await evaluateEvent(api, ev)).ours.perAttendee);
  setDisabledRules([]);
  const d = differences(on, without);
  if (!TUNING_EVENTS.includes(ev.event_id)) pooled.push(...d);
  console.log(`${ev.event_id.padEnd(26)} rules on − off: ${fmt(stats(d))}`);
}
if (pooled.length) console.log(`${'dev events pooled'.padEnd(26)} rules on − off: ${fmt(stats(pooled))}`);
