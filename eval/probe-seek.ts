/* Harness only: prints the reading of a few hand-written goals, with the encoder and without it. */
import { deriveIntent, readAttendee, sentenceEncoder } from '../src/matching/index.ts';
import type { AttendeeInput } from '../src/matching/index.ts';

const goals: [string | null, string][] = JSON.parse(process.argv[2] ?? '[]');
const enc = await sentenceEncoder();
const fmt = (xs: { axis: string; topic: string; implied: boolean; inferred?: boolean; qualifiers: { sectors: string[] } }[]) =>
  xs.map((x) => `${x.axis}:${x.topic}${x.implied ? (x.inferred ? '~' : '*') : ''}[${x.qualifiers.sectors.join('/')}]`).join(' ');
for (const [side, goal] of goals) {
  const a: AttendeeInput = { entity_id: 'x', attendee_id: 'x', id_source: 'partner', display_name: 'X', side: side as AttendeeInput['side'], event_goal: goal };
  const r = await readAttendee(a, { encoder: enc });
  const w = deriveIntent(a);
  console.log(`${String(side).padEnd(8)} ${goal}\n   enc:   ${fmt([...r.intent.needs, ...r.intent.offers])}\n   words: ${fmt([...w.needs, ...w.offers])}`);
}
