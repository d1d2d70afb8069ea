import { sentenceEncoder } from '../src/matching/index.ts';
import { read } from '../src/matching/reading.ts';
const enc = await sentenceEncoder();
for (const side of ['founder', null] as const) {
  const r = await read({ entity_id: 'x', attendee_id: 'x', id_source: 'partner', display_name: 'x', side, event_goal: 'Excited to be here' } as never, enc);
  console.log(side, JSON.stringify([...r.intent.needs, ...r.intent.offers].map((i) => [i.axis, i.topic, i.qualifiers.sectors, i.source, i.implied, i.span])));
}
process.exit(0);
