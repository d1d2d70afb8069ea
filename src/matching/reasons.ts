import type { Packed } from './features.ts';
import { itemSim } from './score.ts';
import type { PairScore } from './score.ts';
import type { Intent, IntentItem, Qualifiers, Reason, Topic } from './types.ts';

/** Readable reasons that name the concrete need and offer. Never internal ids. */

/** Item similarity below which a need and an offer are not presented as fitting (cross-topic tops out at 0.15). */
const MIN_PAIR_SIM = 0.25;

const TOPIC_LABEL: Record<Topic, string> = {
  capital: 'funding', dealflow: 'deal flow', talent: 'hiring', job: 'a new role', customers: 'customers and pilots',
  solution: 'a product or provider', partnership: 'partnerships', advice: 'advice and mentoring', cofounder: 'a co-founder',
  supply: 'suppliers', research: 'research collaboration', grant: 'grants', press: 'press coverage', story: 'stories',
  distribution: 'distribution', other: '',
};

const LABEL: Record<string, string> = {
  preseed: 'pre-seed', series_a: 'Series A', series_b: 'Series B', south_europe: 'Southern Europe', cee: 'CEE',
  us: 'US', uk: 'UK', dach: 'DACH', ai: 'AI', saas: 'SaaS', hrtech: 'HR tech', legaltech: 'legal tech', hardware_eng: 'hardware engineering',
  cto: 'CTO', ceo: 'CEO', mena: 'MENA', latam: 'LatAm', '*': 'any',
};
const label = (k: string) => LABEL[k] ?? k.replace(/_/g, ' ');

function qualifierWords(q: Qualifiers): string {
  const parts = [...q.stages, ...q.sectors.filter((s) => s !== '*'), ...q.geographies.filter((g) => g !== '*'), ...q.roles].map(label);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

export function itemAt(p: Packed, intents: readonly Intent[], j: number): IntentItem | undefined {
  const owner = p.itemOwner[j]!;
  const it = intents[owner];
  if (!it) return undefined;
  const ns = p.needStart[owner]!;
  return j < ns + p.needCount[owner]! ? it.needs[j - ns] : it.offers[j - p.offerStart[owner]!];
}

function describe(it: IntentItem): string {
  return it.topic === 'other' ? `"${it.span}"` : `${TOPIC_LABEL[it.topic]}${qualifierWords(it.qualifiers)}`;
}

function pairText(need: IntentItem, offer: IntentItem): string {
  const ev = offer.evidence[0] ? ` (${offer.evidence[0]})` : offer.source === 'profile' ? '' : ' (no profile evidence)';
  return `${need.span}; ${offer.span}${ev}`;
}

export function reasonsFor(p: Packed, intents: readonly Intent[], a: number, b: number, s: PairScore): Reason[] {
  const out: Reason[] = [];
  const useAB = s.ab.drive >= s.ba.drive;
  const d = useAB ? s.ab : s.ba;
  // Only a pair that really fits is named as the best pair: same topic, or clearly similar free
  // text. Below that, the chess player and the job seeker would be "matched on" their goals.
  if (d.driveNeed >= 0 && d.driveOffer >= 0 && itemSim(p, d.driveNeed, d.driveOffer) >= MIN_PAIR_SIM) {
    const need = itemAt(p, intents, d.driveNeed);
    const offer = itemAt(p, intents, d.driveOffer);
    if (need && offer) out.push({ kind: 'best_goal_pair', text: `${useAB ? '' : 'You can help: '}${pairText(need, offer)}` });
  }
  for (const [dir, who, kind] of [
    [s.ab, a, 'aggregate_needs_to_offers'],
    [s.ba, b, 'aggregate_offers_to_needs'],
  ] as const) {
    const needs = intents[who]?.needs.filter((n) => !n.implied) ?? [];
    if (dir.score < 0 || needs.length === 0 || dir.matched === 0) continue;
    const whose = who === a ? 'your' : 'their';
    const matchedNeed = dir.driveNeed >= 0 ? itemAt(p, intents, dir.driveNeed) : undefined;
    const focus = matchedNeed ? `: ${describe(matchedNeed)}` : '';
    out.push({ kind, text: `Meets ${Math.min(dir.matched, needs.length)} of ${needs.length} of ${whose} stated needs${focus}` });
  }
  const shared = sharedFocus(intents[a], intents[b]);
  if (shared) out.push({ kind: 'value_alignment', text: `Shared focus: ${shared}` });
  // An empty list means "recorded before explainability existed" in the spec: say why instead.
  if (out.length === 0) out.push({ kind: 'general_similarity', text: weakFitText(intents[a], intents[b]) });
  return out;
}

/** For a pair no need/offer fit explains: what each side said, and that only similarity ranked it. */
function weakFitText(x: Intent | undefined, y: Intent | undefined): string {
  const first = (i: Intent | undefined) => {
    const it = i?.needs.find((n) => !n.implied) ?? i?.offers.find((o) => !o.implied) ?? i?.needs[0] ?? i?.offers[0];
    if (!it) return 'nothing stated';
    const span = it.span.length > 120 ? `${it.span.slice(0, 117)}...` : it.span;
    return `${it.axis === 'need' ? 'needs' : 'offers'} "${span}"`;
  };
  if (!x?.needs.length && !x?.offers.length && !y?.needs.length && !y?.offers.length) {
    return 'Open networking: neither of you states needs or offers yet';
  }
  return `No stated need meets an offer here; suggested for overall profile similarity (you: ${first(x)}; they: ${first(y)})`;
}

/** Sorted sectors, stages and regions an intent mentions anywhere; cached per intent object. */
const focusCache = new WeakMap<Intent, Set<string>[]>();
function focusOf(i: Intent): Set<string>[] {
  let f = focusCache.get(i);
  if (!f) {
    const items = [...i.needs, ...i.offers];
    const pick = (g: (q: Qualifiers) => string[]) => new Set(items.flatMap((it) => g(it.qualifiers)).filter((v) => v !== '*').sort());
    f = [pick((q) => q.sectors), pick((q) => q.stages), pick((q) => q.geographies)];
    focusCache.set(i, f);
  }
  return f;
}

function sharedFocus(x: Intent | undefined, y: Intent | undefined): string {
  if (!x || !y) return '';
  const fx = focusOf(x), fy = focusOf(y);
  const parts: string[] = [];
  fx.forEach((sx, d) => {
    for (const v of sx) if (fy[d]?.has(v)) parts.push(label(v));
  });
  return parts.join(', ');
}
