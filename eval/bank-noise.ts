/**
 * `tsx eval/bank-noise.ts '[CFG,…]' [EVENTS] [N]`: tuning only. For each classifier setting,
 * NDCG@10 of the tuning events with the full example bank and the mean and spread over N banks
 * that each leave a pseudo-random twentieth of the examples out (`CLASSIFY.subsample`): how much
 * of a difference is the setting and how much the exact bank. A setting `{"without":["RULE"]}`
 * switches named rules off instead (rules.ts), for a paired reading of what a rule buys.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee, runMatching, setDisabledRules } from '../src/matching/index.ts';
import { CLASSIFY } from '../src/matching/reading.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee, TUNING_EVENTS } from './sample.ts';
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
const events = (process.argv[3] ?? 'wellspring-health-2025').split(',').filter((e) => TUNING_EVENTS.includes(e));
const n = Number(process.argv[4] ?? 6);
const base = { ...CLASSIFY };
for (const setting of JSON.parse(process.argv[2] ?? '[{}]') as { without?: string[] }[]) {
  const { without = [], ...cfg } = setting;
  setDisabledRules(without);
  const out: string[] = [];
  for (const ev of run.loadPublicEvents()) {
    if (!events.includes(ev.event_id)) continue;
    const as = ev.attendees.map(toAttendee);
    const xs: number[] = [], ls: number[] = [], ss: number[] = [];
    for (let seed = 0; seed <= n; seed++) {
      Object.assign(CLASSIFY, base, cfg, { subsample: seed });
      const intents = new Map();
      for (const a of as) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
      const lists = new Map();
      for await (const pm of runMatching({ attendees: as, intents, encoder: enc, context: { event_id: ev.event_id }, top_n: 10, workers: 0 })) lists.set(pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id));
      const m = run.evaluateLists(ev.event_id, lists);
      if (seed === 0) { ss.push(m.ndcg10); continue; }
      xs.push(m.ndcg10); ls.push(m.ndcg10_low_overlap);
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    const sd = (v: number[]) => Math.sqrt(mean(v.map((x) => (x - mean(v)) ** 2)));
    out.push(`${ev.event_id.slice(0, 10)} full ${ss[0]!.toFixed(3)} sub-mean ${mean(xs).toFixed(3)}±${sd(xs).toFixed(3)} low ${mean(ls).toFixed(3)} (${xs.map((x) => x.toFixed(3)).join(' ')})`);
  }
  console.log(JSON.stringify(setting).padEnd(50), out.join('  '));
}
