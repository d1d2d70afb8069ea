/* Harness only, labels and numbers: reading labels and scores of a hidden group's lists. */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { readAttendee, runMatching } from '../src/matching/index.ts';
import { evalEncoder, SAMPLE_DIR, toAttendee } from './sample.ts';
const api: any = await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href);
const relevance: any = await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href);
const eventId = 'wellspring-health-2025';
const group = process.argv[2] ?? 'applicant';
const ev = api.loadEvents().find((e: any) => e.event_id === eventId);
const enc = await evalEncoder();
const attendees = ev.people.map((p: any) => toAttendee(p.row));
const intents = new Map<string, any>();
for (const a of attendees) intents.set(a.entity_id, await readAttendee(a, { encoder: enc }));
const byId = new Map(ev.people.map((p: any) => [p.row.attendee_id, p]));
const lab = (id: string) => { const r = intents.get(id).intent; return [...r.needs.map((x: any) => `n:${x.topic}${x.implied ? '*' : ''}`), ...r.offers.map((x: any) => `o:${x.topic}${x.implied ? '*' : ''}`)].join(',') + ` side=${(byId.get(id) as any).row.side ?? '-'}`; };
const lat = (id: string) => { const p: any = byId.get(id); return `N[${p.latent.needs.map((x: any) => x.cat).join(',')}] O[${p.latent.offers.map((x: any) => x.cat).join(',')}]`; };
for await (const pm of runMatching({ attendees, intents, encoder: enc, context: { event_id: eventId, ...ev.context }, top_n: 50, workers: 0 })) {
  const a: any = byId.get(pm.principal_entity_id);
  if (a.latent.needs[0].cat !== group) continue;
  console.log(`\nPRINCIPAL ${lat(pm.principal_entity_id)} | ${lab(pm.principal_entity_id)}`);
  pm.matches.forEach((m, i) => {
    const g = relevance.rel(ev, a, byId.get(m.target_entity_id));
    if (i < 10 || g >= 2) {
      const s = m.sub_scores;
      console.log(`  #${i + 1} g${g} f=${m.final_score.toFixed(3)} ab=${s.goal_needs_to_offers.toFixed(2)} ba=${s.goal_offers_to_needs.toFixed(2)} gen=${s.general_similarity.toFixed(2)} ${lat(m.target_entity_id)} | ${lab(m.target_entity_id)}`);
    }
  });
}
