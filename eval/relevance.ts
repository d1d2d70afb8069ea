/**
 * The written relevance rule, applied to hidden intent records only.
 *
 * dir(a, b) grades how well b's offers meet a's needs, over pairs with the same topic (and,
 * for free text, the same hidden subject):
 *   3  every qualifier both sides state agrees (sector, stage, geography for money and
 *      distribution, role, amount overlap);
 *   2  none conflicts but some only nearly agree (neighbouring stage, related sector, amount
 *      within 2x);
 *   1  same topic but a qualifier conflicts (wrong sector, stage two steps away, other region);
 *   0  no shared topic.
 * Qualifiers a person never expresses are "don't care" (eval/dataset.ts prunes them from the
 * hidden record), so labels stay decidable from what people actually say.
 * rel(a, b) = max(dir(a, b), dir(b, a)): a pair is relevant when either side clearly helps the
 * other. Pairs the two-sided policy forbids have relevance 0.
 */
import type { EvalEvent, HiddenItem, HiddenPerson } from './dataset.ts';

const STAGES = ['preseed', 'seed', 'series_a', 'series_b'];
const RELATED = new Set(['climate|food', 'health|biotech', 'ai|saas', 'fintech|saas', 'cyber|saas', 'logistics|food', 'ai|health']);
const EUROPE = new Set(['uk', 'dach', 'france', 'nordics']);
const GEO_TOPICS = new Set(['capital', 'dealflow', 'distribution']);

type Verdict = 'ok' | 'near' | 'conflict';

function sector(a: string, b: string): Verdict {
  if (a === b) return 'ok';
  return RELATED.has(`${a}|${b}`) || RELATED.has(`${b}|${a}`) ? 'near' : 'conflict';
}
function stage(a: string, b: string): Verdict {
  const d = Math.abs(STAGES.indexOf(a) - STAGES.indexOf(b));
  return d === 0 ? 'ok' : d === 1 ? 'near' : 'conflict';
}
function geo(a: string, b: string): Verdict {
  if (a === b || a === 'global' || b === 'global') return 'ok';
  if ((a === 'europe' && EUROPE.has(b)) || (b === 'europe' && EUROPE.has(a))) return 'ok';
  return 'conflict';
}
function amount(a: [number, number], b: [number, number]): Verdict {
  if (a[1] >= b[0] && b[1] >= a[0]) return 'ok';
  const gap = a[1] < b[0] ? b[0] / a[1] : a[0] / b[1];
  return gap <= 2 ? 'near' : 'conflict';
}

export function itemGrade(n: HiddenItem, o: HiddenItem): number {
  if (n.topic !== o.topic) return 0;
  if (n.topic === 'other') return n.free === o.free ? 3 : 0;
  const v: Verdict[] = [];
  if (n.sector && o.sector) v.push(sector(n.sector, o.sector));
  if (n.stage && o.stage) v.push(stage(n.stage, o.stage));
  if (GEO_TOPICS.has(n.topic) && n.geo && o.geo) v.push(geo(n.geo, o.geo));
  if (n.role && o.role) v.push(n.role === o.role ? 'ok' : 'conflict');
  if (n.amount && o.amount) v.push(amount(n.amount, o.amount));
  if (v.includes('conflict')) return 1;
  return v.includes('near') ? 2 : 3;
}

export function dir(a: HiddenPerson, b: HiddenPerson): number {
  let best = 0;
  for (const n of a.needs) for (const o of b.offers) best = Math.max(best, itemGrade(n, o));
  return best;
}

export function relevance(a: HiddenPerson, b: HiddenPerson): number {
  return Math.max(dir(a, b), dir(b, a));
}

/** A template event's relevance of b to principal a: 0 for a pair its side policy excludes. */
export function relOf(ev: EvalEvent): (a: string, b: string) => number {
  const sided = ev.attendees.some((x) => x.side !== null);
  const side = new Map(ev.attendees.map((x) => [x.entity_id, x.side]));
  return (a, b) => {
    if (sided && (!side.get(a) || !side.get(b) || side.get(a) === side.get(b))) return 0;
    const ha = ev.hidden.get(a), hb = ev.hidden.get(b);
    return ha && hb ? relevance(ha, hb) : 0;
  };
}
