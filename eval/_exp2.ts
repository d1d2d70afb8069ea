import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { evalEncoder, SAMPLE_DIR, toAttendee } from './sample.ts';
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
for (const ev of run.loadPublicEvents()) {
  if (ev.event_id === 'shopfloor-shelf-2025') continue;
  const as = ev.attendees.map(toAttendee);
  const texts = as.map((a: any) => [a.title, a.company, a.event_goal, ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter(Boolean).join('. '));
  const goals = as.map((a: any) => [a.event_goal, ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter(Boolean).join('. ') || a.title || '');
  for (const [name, tx] of [['profile', texts], ['goal', goals]] as const) {
    const v = await enc.encode(tx);
    const lists = new Map();
    as.forEach((a: any, i: number) => {
      if (ev.two_sided && !a.side) return;
      const c = as.map((b: any, j: number) => ({ id: b.entity_id, s: v[i]!.reduce((s: number, x: number, k: number) => s + x * v[j]![k]!, 0), ok: j !== i && (!ev.two_sided || (b.side && b.side !== a.side)) })).filter((x: any) => x.ok).sort((x: any, y: any) => y.s - x.s);
      lists.set(a.entity_id, c.slice(0, 10).map((x: any) => x.id));
    });
    const m = run.evaluateLists(ev.event_id, lists);
    console.log(ev.event_id, name, m.ndcg10.toFixed(3), m.ndcg10_low_overlap?.toFixed(3));
  }
}
