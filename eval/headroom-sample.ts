/**
 * `tsx eval/headroom-sample.ts [EVENT]`: where a tuning event's NDCG@10 is lost, as three
 * oracles over the library's own ranking (harness only: the hidden grades feed no code):
 * - `order`: the same ten targets in the best order;
 * - `fill`: places at relevance 0 in the first ten given to unlisted targets at relevance 1;
 * - `reach`: every target at relevance 2 or 3 the ranking holds (first 50) moved to the front.
 * The run asks for 50 matches, so exposure control leaves slightly other first tens than at
 * `top_n` 10 (`library` here is within 0.01 of `eval:matching`).
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { toAttendee} from './sample.ts';
import { SAMPLE_DIR, tuningLists } from './sample.ts';

interface Person { row: Parameters<typeof toAttendee>[0] & { attendee_id: string } }
interface Event { event_id: string; two_sided: boolean; context: object; people: Person[] }
const api = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as { loadEvents(): Event[] };
const relevance = (await import(pathToFileURL(join(SAMPLE_DIR, 'lib', 'relevance.mjs')).href)) as {
  rel(ev: Event, a: Person, b: Person): number;
  candidatesOf(ev: Event, a: Person): Person[];
};
const eventId = process.argv[2] ?? 'wellspring-health-2025';
const ev = api.loadEvents().find((e) => e.event_id === eventId)!;
const lists = await tuningLists(ev, 50);
const byId = new Map(ev.people.map((p) => [p.row.attendee_id, p]));
const dcg = (g: number[]) => g.reduce((s, x, i) => s + (2 ** x - 1) / Math.log2(i + 2), 0);
const sum = { library: 0, order: 0, fill: 0, reach: 0 };
let n = 0;
for (const [principal, targets] of lists) {
  const a = byId.get(principal)!;
  const all = relevance.candidatesOf(ev, a).map((b) => relevance.rel(ev, a, b));
  const ideal = dcg([...all].sort((x, y) => y - x).slice(0, 10));
  if (ideal === 0) continue;
  const gains = targets.map((t) => relevance.rel(ev, a, byId.get(t)!));
  const top = gains.slice(0, 10);
  let ones = all.filter((x) => x === 1).length - top.filter((x) => x === 1).length;
  sum.library += dcg(top) / ideal;
  sum.order += dcg([...top].sort((x, y) => y - x)) / ideal;
  sum.fill += dcg(top.map((x) => (x === 0 && ones-- > 0 ? 1 : x))) / ideal;
  sum.reach += dcg([...gains.filter((x) => x >= 2).sort((x, y) => y - x), ...top.filter((x) => x < 2)].slice(0, 10)) / ideal;
  n++;
}
console.log(`${eventId} (${n} principals) NDCG@10 ${Object.entries(sum).map(([k, v]) => `${k} ${(v / n).toFixed(3)}`).join('  ')}`);
