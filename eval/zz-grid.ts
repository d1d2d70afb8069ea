/* eslint-disable */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee, runMatching } from '../src/matching/index.ts';
import { CLASSIFY, READ_MODE } from '../src/matching/reading.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
READ_MODE.mode = (process.argv[2] ?? 'by-side') as never;
const events = (process.argv[4] ?? 'wellspring-health-2025').split(',').filter((e) => TUNING_EVENTS.includes(e));
const base = { ...CLASSIFY };
for (const cfg of JSON.parse(process.argv[3]!) as object[]) {
  Object.assign(CLASSIFY, base, cfg);
  const out: string[] = [];
  for (const ev of run.loadPublicEvents()) {
    if (!events.includes(ev.event_id)) continue;
    const as = ev.attendees.map(toAttendee);
    const intents = new Map();
    for (const a of as) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
    const lists = new Map();
    for await (const pm of runMatching({ attendees: as, intents, encoder: enc, context: { event_id: ev.event_id }, top_n: 10, workers: 0 })) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
    const m = run.evaluateLists(ev.event_id, lists);
    out.push(`${ev.event_id.slice(0, 10)} ${m.ndcg10.toFixed(3)}/${m.ndcg10_low_overlap.toFixed(3)}`);
  }
  console.log(JSON.stringify(cfg).padEnd(70), out.join('  '));
}
