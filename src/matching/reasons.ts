import type { Packed } from './features.ts';
import { itemSim } from './score.ts';
import type { PairScore } from './score.ts';
import { maskEmails } from './emails.ts';
import { isCueWord, isStopword, stem, words } from './text.ts';
import type { Intent, IntentItem, Qualifiers, Reason, Tier, Topic } from './types.ts';

/** Readable reasons that name the concrete need and offer. Never internal ids. */

/** Item similarity below which a need and an offer are not presented as fitting (cross-topic tops out at 0.15). */
const MIN_PAIR_SIM = 0.25;

/** How a topic is named to people (as what is sought): reasons and readiness outlooks. */
export const TOPIC_LABEL: Record<Topic, string> = {
  capital: 'funding', dealflow: 'deal flow', talent: 'hiring', job: 'a new role', customers: 'customers and pilots',
  solution: 'a product or provider', partnership: 'partnerships', advice: 'advice and mentoring', cofounder: 'a co-founder',
  supply: 'suppliers', research: 'research collaboration', grant: 'grants', press: 'press coverage', story: 'stories',
  distribution: 'distribution', other: '',
};

const LABEL: Record<string, string> = {
  preseed: 'pre-seed', series_a: 'Series A', series_b: 'Series B', south_europe: 'Southern Europe', cee: 'CEE',
  us: 'US', uk: 'UK', dach: 'DACH', ai: 'AI', saas: 'SaaS', hrtech: 'HR tech', legaltech: 'legal tech', hardware_eng: 'hardware engineering',
  cto: 'CTO', ceo: 'CEO', domain: 'clinical or domain expert', mena: 'MENA', latam: 'LatAm', sea: 'Southeast Asia', '*': 'any',
};
const labels = new Map<string, string>();
function label(k: string): string {
  let l = labels.get(k);
  if (l === undefined) {
    l = LABEL[k] ?? k.replace(/_/g, ' ');
    labels.set(k, l);
  }
  return l;
}

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

/** Item descriptions repeat across every pair an item appears in: built once per item. */
const described = new WeakMap<IntentItem, string>();
function describe(it: IntentItem): string {
  let d = described.get(it);
  if (d === undefined) {
    d = it.topic === 'other' ? `"${quote(it.span)}"` : `${TOPIC_LABEL[it.topic]}${qualifierWords(it.qualifiers)}`;
    described.set(it, d);
  }
  return d;
}

/**
 * A need met by an offer, named with the need's qualifiers that the offer shares (or leaves open
 * with "any"): "funding (seed, climate)" met by a proptech angel is "funding", since the angel
 * states neither seed nor climate and the reason says the need is met.
 */
function describeMet(need: IntentItem, offer: IntentItem | undefined): string {
  if (need.topic === 'other' || !offer) return describe(need);
  const o = offer.qualifiers, n = need.qualifiers;
  const kept = (k: 'stages' | 'sectors' | 'geographies' | 'roles') => n[k].filter((v) => v !== '*' && (o[k].includes(v) || o[k].includes('*')));
  const parts = [...kept('stages'), ...kept('sectors'), ...kept('geographies'), ...kept('roles')].map(label);
  return `${TOPIC_LABEL[need.topic]}${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`;
}

/** How many needs an intent states itself (not implied, and in words: not read from a side alone); cached per intent object. */
const statedCount = new WeakMap<Intent, number>();
function statedNeeds(i: Intent | undefined): number {
  if (!i) return 0;
  let c = statedCount.get(i);
  if (c === undefined) {
    c = 0;
    for (const n of i.needs) if (!n.implied && n.span !== '') c++;
    statedCount.set(i, c);
  }
  return c;
}

/**
 * An offer whose text is a need of the same person: the other side of what they seek. Implied,
 * or deal flow (an investable company) even when stated: at a sided event a founder's "Looking
 * for climate investors" is also read as the deal flow they offer, and those words are still what
 * they seek. Another stated offer in a need's words is an offer: an angel's "angel, small tickets,
 * agritech" is read as deal flow sought and money offered, and the money is what they wrote.
 */
function mirrorsOwnNeed(owner: Intent | undefined, offer: IntentItem): boolean {
  return (offer.implied || offer.topic === 'dealflow') && offer.span !== '' && !!owner?.needs.some((n) => n.span === offer.span);
}

/** An implied need whose text is an offer of the same person: takers for what they offer (who offers lab access seeks users of it). */
function mirrorsOwnOffer(owner: Intent | undefined, need: IntentItem): boolean {
  // Words that are also a stated need of theirs ("need a co-packer …" read as an offer too) are a need: quoted as one.
  return need.implied && need.span !== '' && !!owner?.offers.some((o) => o.span === need.span) && !owner.needs.some((n) => !n.implied && n.span === need.span);
}

/** A need as its owner stated it, or, mirrored from their own offer, as takers for that offer: never their offer quoted as a need. */
function saidNeed(need: IntentItem, owner: Intent | undefined, ownerIs: 'they' | 'you'): string {
  if (!mirrorsOwnOffer(owner, need)) return said(need, true);
  return `${TOPIC_LABEL[need.topic] || 'takers'} for what ${ownerIs} offer, ${said(need, true)}`;
}

/**
 * What an item says: its words (in quotation marks with `marks`), or, for an item read from the
 * registered side alone (someone who wrote nothing, or nothing the reading reads as a need or an
 * offer), its topic and where it came from.
 */
function said(it: IntentItem, marks = false): string {
  const q = quote(it.span);
  if (q) return marks ? `"${q}"` : q;
  return `${TOPIC_LABEL[it.topic]} (read from the side registered; nothing written states it)`;
}

/**
 * The driving need and the offer that meets it. An offer that mirrors the offerer's own need (who
 * hires offers a job, who seeks a co-founder is one) quotes that need's text, so it is presented
 * as what the other side seeks in turn, never as something they wrote they offer.
 */
function pairText(need: IntentItem, offer: IntentItem, needer: Intent | undefined, offerer: Intent | undefined, offererIs: 'they' | 'you'): string {
  const mirrored = mirrorsOwnNeed(offerer, offer);
  const ev = offer.evidence[0] ? ` (${quote(offer.evidence[0])})` : offer.source === 'profile' || mirrored ? '' : ' (no profile evidence)';
  // Each text in quotation marks: a text may hold "; " itself (two statements of one need), so
  // unmarked, nobody could tell where one person's words end and the other's begin.
  return `${saidNeed(need, needer, offererIs === 'they' ? 'you' : 'they')}; ${mirrored ? `${offererIs} seek in turn: ` : ''}${said(offer, true)}${ev}`;
}

/**
 * The reasons of a pair. `tier`, when given, is the pair's tier: a pair no need/offer fit explains
 * may still be `strong` (each ranks the other first and would list them back), and its reason then
 * says the ranking put it there instead of calling it a weak suggestion.
 */
export function reasonsFor(p: Packed, intents: readonly Intent[], a: number, b: number, s: PairScore, profiles?: readonly ProfileLine[], tier?: Tier): Reason[] {
  const out: Reason[] = [];
  const useAB = s.ab.drive >= s.ba.drive;
  const d = useAB ? s.ab : s.ba;
  // Only a pair that really fits is named as the best pair: same topic, or clearly similar free
  // text. Below that, the chess player and the job seeker would be "matched on" their goals.
  if (d.driveNeed >= 0 && d.driveOffer >= 0 && itemSim(p, d.driveNeed, d.driveOffer) >= MIN_PAIR_SIM) {
    const need = itemAt(p, intents, d.driveNeed);
    const offer = itemAt(p, intents, d.driveOffer);
    if (need && offer) out.push({ kind: 'best_goal_pair', text: `${useAB ? '' : 'You can help: '}${pairText(need, offer, intents[useAB ? a : b], intents[useAB ? b : a], useAB ? 'they' : 'you')}` });
  }
  aggregate(out, p, intents, s.ab, a, 'your', 'aggregate_needs_to_offers');
  aggregate(out, p, intents, s.ba, b, 'their', 'aggregate_offers_to_needs');
  const shared = sharedFocus(intents[a], intents[b]);
  if (shared) out.push({ kind: 'value_alignment', text: `Shared focus: ${shared}` });
  // No need/offer fit explains the pair: name the need and the offer whose texts read alike (the
  // directional text term ranked it), else what each side said. Never an empty list: that means
  // "recorded before explainability existed" in the spec.
  if (out.length === 0 || out[0]!.kind !== 'best_goal_pair') {
    out.push({ kind: 'general_similarity', text: textFitText(intents[a], intents[b]) ?? weakFitText(intents[a], intents[b], profiles?.[a], profiles?.[b], tier === 'strong' || tier === 'exceptional') });
  }
  return out;
}

/**
 * The reason a pair gained the listed-back bonus (`listed-back.ts`): the target would list the
 * principal too, at `place` among their first `topN` by pair score. It comes last: it says why
 * the pair ranks where it does, not what the two would meet about.
 */
export function mutualPickReason(place: number, topN: number): Reason {
  return { kind: 'mutual_pick', text: `Mutual pick: they would list you among their own first ${topN} (#${place} by pair score)` };
}

const MIN_SHARED_WORDS = 2;

/** Content words of a text, keyed by stem, each with the first form written: cached per item. */
const contentCache = new WeakMap<IntentItem, Map<string, string>>();
function contentOf(it: IntentItem): Map<string, string> {
  let m = contentCache.get(it);
  if (!m) {
    m = new Map();
    for (const w of words(it.span)) if (w.length >= 3 && !isStopword(w) && !isCueWord(w) && !/^\d+$/.test(w)) if (!m.has(stem(w))) m.set(stem(w), w);
    contentCache.set(it, m);
  }
  return m;
}

/**
 * The stated need of one side and the stated offer of the other that share the most content
 * words, in either direction, as "Your need "…" and their offer "…" share: w1, w2": what the
 * directional text similarity read. Null when no stated need and offer share two words (one
 * shared word is too often "years" or "team" to present as a reason).
 */
export function textFitText(x: Intent | undefined, y: Intent | undefined): string | null {
  let best: { need: IntentItem; offer: IntentItem; shared: string[]; mine: boolean } | null = null;
  for (const [needer, offerer, mine] of [[x, y, true], [y, x, false]] as const) {
    for (const n of needer?.needs ?? []) {
      if (n.implied) continue;
      const nw = contentOf(n);
      for (const o of offerer?.offers ?? []) {
        if (o.implied || mirrorsOwnNeed(offerer, o)) continue;
        const shared: string[] = [];
        for (const [k, w] of contentOf(o)) if (nw.has(k)) shared.push(w);
        if (shared.length > (best?.shared.length ?? 0)) best = { need: n, offer: o, shared, mine };
      }
    }
  }
  if (!best || best.shared.length < MIN_SHARED_WORDS) return null;
  const [whoNeeds, whoOffers] = best.mine ? ['Your need', 'their offer'] : ['Their need', 'your offer'];
  return `${whoNeeds} "${quote(best.need.span)}" and ${whoOffers} "${quote(best.offer.span)}" share: ${best.shared.slice(0, 5).join(', ')}`;
}

function aggregate(out: Reason[], p: Packed, intents: readonly Intent[], dir: PairScore['ab'], who: number, whose: string, kind: Reason['kind']): void {
  const needs = statedNeeds(intents[who]);
  if (dir.score < 0 || needs === 0 || dir.matched === 0) return;
  // "1 of 2 of your stated needs" must not be met by a need nobody stated (the scorer's `matched` counts implied ones too).
  const matched = dir.matchedStated;
  if (matched === 0) return;
  const matchedNeed = dir.driveNeed >= 0 ? itemAt(p, intents, dir.driveNeed) : undefined;
  // Only a stated need is named after "stated needs": an implied one (takers for an offer) was not stated.
  const metBy = dir.driveOffer >= 0 ? itemAt(p, intents, dir.driveOffer) : undefined;
  const focus = matchedNeed && !matchedNeed.implied && matchedNeed.span !== '' ? `: ${describeMet(matchedNeed, metBy)}` : '';
  out.push({ kind, text: `Meets ${Math.min(matched, needs)} of ${needs} of ${whose} stated needs${focus}` });
}

/** What a profile line says a person brings ("Title, Company"), for a side whose reading states no offer. */
export interface ProfileLine {
  title?: string | null;
  company?: string | null;
}

/** A text quoted in a reason: e-mail addresses masked (reasons are shown to the other person), at most 120 characters. */
function quote(t: string): string {
  // Every pair's reasons quote: a text without "@" skips the pattern.
  const m = t.includes('@') ? maskEmails(t) : t;
  // Two statements of one item are joined by "; "; after a full stop that reads ".;": a space is what was written.
  const s = m.includes('; ') ? m.replace(/([.!?])(?:; )+/g, '$1 ') : m;
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}
const profileText = (p: ProfileLine | undefined) => [p?.title, p?.company].map((x) => x?.trim()).filter(Boolean).join(', ');

/**
 * For a pair no need/offer fit explains: a need of one side and what the other offers, and that
 * only similarity ranked it. Stated items come first; a side that states no offer is quoted by its
 * profile line (a person's role is what they bring to an event) before an implied offer. Only a
 * pair where neither side has a need, or neither an offer nor a profile line, names no fit.
 */
function weakFitText(x: Intent | undefined, y: Intent | undefined, px?: ProfileLine, py?: ProfileLine, high = false): string {
  if (!x?.needs.length && !x?.offers.length && !y?.needs.length && !y?.offers.length) {
    return 'Open networking: neither of you states needs or offers yet';
  }
  // A need implied by an offer carries the offer's words ("We offer contract manufacturing …"): never quoted as a need.
  const needOf = (i: Intent | undefined) => i?.needs.find((n) => !n.implied) ?? i?.needs.find((n) => !mirrorsOwnOffer(i, n));
  const offerOf = (i: Intent | undefined, p: ProfileLine | undefined) => {
    const o = i?.offers.find((it) => !it.implied && !mirrorsOwnNeed(i, it));
    if (o) return `offers ${said(o, true)}`;
    const line = profileText(p);
    if (line) return `profile offers "${quote(line)}"`;
    // An implied offer read from their words is the last resort; one that mirrors their own need is no offer to quote.
    const implied = i?.offers.find((it) => !mirrorsOwnNeed(i, it));
    return implied ? `offers ${said(implied, true)}` : null;
  };
  const say = (i: Intent | undefined) => {
    const it = i?.needs.find((n) => !n.implied) ?? i?.offers.find((o) => !o.implied && !mirrorsOwnNeed(i, o)) ?? needOf(i) ?? i?.offers[0];
    return it ? `${it.axis === 'need' ? 'needs' : 'offers'} ${said(it, true)}` : 'nothing stated';
  };
  // A pair tiered strong or above got there by ranking (first picks, listed back), not by a need
  // met: said so, since "suggested for overall profile similarity" reads as a weak match beside such a tier.
  const lead = high
    ? 'Ranked high on overall profile similarity, though no stated need here is read as met by an offer'
    : 'No stated need meets an offer here; suggested for overall profile similarity';
  const xNeed = needOf(x), yNeed = needOf(y);
  const yOffer = xNeed ? offerOf(y, py) : null;
  if (xNeed && yOffer) return `${lead} (you: needs ${said(xNeed, true)}; they: ${yOffer})`;
  const xOffer = yNeed ? offerOf(x, px) : null;
  if (yNeed && xOffer) return `${lead} (they: needs ${said(yNeed, true)}; you: ${xOffer})`;
  return `${lead} (you: ${say(x)}; they: ${say(y)})`;
}

/**
 * Sectors, stages and regions an intent mentions anywhere, each as a set in sorted order; cached
 * per intent object. Sets, not arrays: an empty array and one of strings have different hidden
 * classes, and V8 recompiles `sharedFocus` each time it meets the other.
 */
const focusCache = new WeakMap<Intent, Set<string>[]>();
function focusOf(i: Intent): Set<string>[] {
  let f = focusCache.get(i);
  if (!f) {
    f = [sortedValues(i, 'sectors'), sortedValues(i, 'stages'), sortedValues(i, 'geographies')];
    focusCache.set(i, f);
  }
  return f;
}

/** Distinct values of one qualifier over all items of an intent, wildcard dropped, in sorted order. */
function sortedValues(i: Intent, key: 'sectors' | 'stages' | 'geographies'): Set<string> {
  const all: string[] = [];
  for (const it of i.needs) for (const v of it.qualifiers[key]) if (v !== '*') all.push(v);
  for (const it of i.offers) for (const v of it.qualifiers[key]) if (v !== '*') all.push(v);
  return new Set(all.sort());
}

function sharedFocus(x: Intent | undefined, y: Intent | undefined): string {
  if (!x || !y) return '';
  const fx = focusOf(x), fy = focusOf(y);
  const parts: string[] = [];
  for (let d = 0; d < fx.length; d++) {
    const sy = fy[d]!;
    if (sy.size === 0) continue;
    for (const v of fx[d]!) if (sy.has(v)) parts.push(label(v));
  }
  return parts.join(', ');
}
