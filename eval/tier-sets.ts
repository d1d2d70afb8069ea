/**
 * Harness only: the sets tier harnesses read — the sample's tuning events and the template splits,
 * each enriched and before enrichment, and with `--dev-events` the industry dev events — with the
 * relevance of every listed match. Never reads the held-out event.
 */
import { readAttendee, runMatching } from '../src/matching/index.ts';
import type { AttendeeInput, ReadIntent, RunOptions } from '../src/matching/index.ts';
import { buildEvents } from './dataset.ts';
import type { Split } from './dataset.ts';
import { relOf } from './relevance.ts';
import { evalEncoder, toAttendee, TUNING_EVENTS } from './sample.ts';
import { handWrittenEvents } from './dev-events.ts';

/** Relevance of the i-th listed target b to principal a. */
export type Rel = (a: string, b: string, i: number) => number;

/** Collects each set's rows with `collect` (a run's options and its relevance) and hands them to `report`. */
export async function eachTierSet<R>(collect: (opts: RunOptions, rel: Rel) => Promise<R[]>, report: (name: string, rows: R[]) => void): Promise<void> {
  const enc = await evalEncoder();
  const all = await handWrittenEvents();
  const sets = process.argv.includes('--dev-events') ? all : all.filter(({ ev }) => TUNING_EVENTS.includes(ev.event_id));
  for (const { ev, api } of sets) {
    const attendees: AttendeeInput[] = ev.attendees.map(toAttendee);
    const intents = new Map<string, ReadIntent>();
    for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
    for (const inline of [false, true]) {
      const how = inline ? { inline: 'lexical' as const } : { intents, encoder: enc };
      const opts: RunOptions = { attendees, context: { event_id: ev.event_id, ...ev.context }, top_n: 10, workers: 0, ...how };
      const lists = new Map<string, string[]>();
      for await (const pm of runMatching(opts)) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
      const metrics = api.evaluateLists(ev.event_id, lists);
      report(`${ev.event_id}${inline ? ' (before enrichment)' : ''}`, await collect(opts, (a, _b, i) => metrics.perAttendee[a]?.gains[i] ?? 0));
    }
  }
  if (process.argv.includes('--sample-only')) return;
  const arg = process.argv.indexOf('--splits');
  const splits = (arg > 0 ? (process.argv[arg + 1] ?? '').split(',') : ['dev', 'fresh', 'fresh2', 'fresh3', 'probe', 'heldout']) as Split[];
  for (const split of splits) {
    const all: R[] = [], bare: R[] = [];
    for (const ev of buildEvents(split)) {
      const rel = relOf(ev);
      all.push(...(await collect({ attendees: ev.attendees, context: ev.context, top_n: 10, workers: 0, encoder: enc }, rel)));
      bare.push(...(await collect({ attendees: ev.attendees, context: ev.context, top_n: 10, workers: 0, inline: 'lexical' }, rel)));
    }
    report(`template ${split}`, all);
    report(`template ${split} (before enrichment)`, bare);
  }
}
