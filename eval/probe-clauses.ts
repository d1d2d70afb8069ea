/**
 * `tsx eval/probe-clauses.ts FILE`: harness only. Reads each line of FILE as one attendee's goal
 * (no title, no side) with the encoder and prints what the reading made of it: each item as
 * axis:topic (`*` implied or unsure, `~` inferred) with its span. For checking hand-written
 * sentences against the reading; `-w` reads without the encoder too, `--without=RULE,…` switches
 * named rules off.
 */
import { readFileSync } from 'node:fs';
import { deriveIntent, readAttendee, setDisabledRules } from '../src/matching/index.ts';
import { evalEncoder } from './sample.ts';
const file = process.argv[2]!;
const words = process.argv.includes('-w');
const off = process.argv.find((x) => x.startsWith('--without='));
if (off) setDisabledRules(off.slice(10).split(','));
const enc = await evalEncoder();
const lines = readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
const show = (xs: { axis: string; topic: string; implied: boolean; inferred?: boolean }[]) => xs.filter((x) => !x.implied || x.inferred).map((x) => `${x.axis}:${x.topic}${x.implied ? '*' : ''}${x.inferred ? '~' : ''}`).join(' ');
let i = 0;
for (const goal of lines) {
  const a = { entity_id: `p${i}`, attendee_id: `p${i}`, id_source: 'partner' as const, display_name: `P${i++}`, side: null, event_goal: goal };
  const r = await readAttendee(a, { encoder: enc });
  const w = words ? ` | words ${show([...deriveIntent(a).needs, ...deriveIntent(a).offers])}` : '';
  console.log(`${show([...r.intent.needs, ...r.intent.offers]).padEnd(40)}${w} | ${goal}`);
}
