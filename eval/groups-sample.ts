/**
 * `tsx eval/groups-sample.ts [EVENT] [--who] [--rivals]`: NDCG@10 of a tuning event of the
 * matching sample per group of attendees (their hidden primary need); with `--who` each
 * attendee's gains and list; with `--rivals` how many listed places at relevance 0 and 1 went to
 * someone of the principal's own group on a one-way market (two grant bodies, two mentors).
 * Harness only: the hidden records never feed the library.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { toAttendee} from './sample.ts';
import { SAMPLE_DIR, tuningLists } from './sample.ts';

interface Person { key: string; style: string; latent: { needs: { cat: string }[] }; row: Parameters<typeof toAttendee>[0] & { attendee_id: string } }
const api = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as {
  loadEvents(): { event_id: string; two_sided: boolean; context: object; people: Person[] }[];
  evaluateLists(id: string, lists: Map<string, string[]>): { ndcg10: number; perAttendee: Record<string, { ndcg: number; gains: number[] }> };
};
const eventId = process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'wellspring-health-2025';
const ev = api.loadEvents().find((e) => e.event_id === eventId)!;
const lists = await tuningLists(ev, 10);
const m = api.evaluateLists(ev.event_id, lists);
const groups = new Map<string, number[]>();
for (const p of ev.people) {
  const g = p.latent.needs[0]?.cat ?? '-';
  const x = m.perAttendee[p.row.attendee_id];
  if (!x) continue;
  groups.set(g, [...(groups.get(g) ?? []), x.ndcg]);
}
console.log(`${eventId} NDCG@10 ${m.ndcg10.toFixed(3)}`);
for (const [g, xs] of [...groups].sort((a, b) => a[1].reduce((s, x) => s + x, 0) / a[1].length - b[1].reduce((s, x) => s + x, 0) / b[1].length))
  console.log(`  ${g.padEnd(12)} n=${String(xs.length).padStart(2)}  ${(xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(3)}  (share of loss ${((xs.length - xs.reduce((s, x) => s + x, 0)) / ev.people.length).toFixed(3)})`);
if (process.argv.includes('--who')) {
  const name = new Map(ev.people.map((p) => [p.row.attendee_id, `${p.key}`]));
  for (const p of ev.people) {
    const x = m.perAttendee[p.row.attendee_id];
    if (!x) continue;
    console.log(`${x.ndcg.toFixed(2)} ${p.key.padEnd(14)} ${(p.latent.needs[0]?.cat ?? '').padEnd(11)} gains ${x.gains.join('')} list ${(lists.get(p.row.attendee_id) ?? []).map((t) => name.get(t)).join(' ')}`);
  }
}
if (process.argv.includes('--rivals')) {
  const cat = new Map(ev.people.map((p) => [p.row.attendee_id, p.latent.needs[0]?.cat ?? '-']));
  const sym = new Set(['partnership', 'cofounder', 'research']);
  let zero = 0, rival = 0, slots = 0, ones = 0, rivalOnes = 0;
  for (const [pid, l] of lists) {
    const g = m.perAttendee[pid]?.gains ?? [];
    l.forEach((t, i) => {
      slots++;
      const same = cat.get(t) === cat.get(pid) && !sym.has(cat.get(pid)!);
      if ((g[i] ?? 0) === 0) { zero++; if (same) rival++; }
      if ((g[i] ?? 0) === 1) { ones++; if (same) rivalOnes++; }
    });
  }
  console.log(`slots ${slots}: rel0 ${zero} (rivals ${rival}), rel1 ${ones} (rivals ${rivalOnes})`);
}
