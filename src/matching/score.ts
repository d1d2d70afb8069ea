import { GEO_RELATED, GEO_WILD, GUIDE_BITS, KIND_BITS, OTHER, ROLE_RELATED, SECTOR_RELATED, SECTOR_WILD, TOPIC_LIST } from './features.ts';
import type { Packed } from './features.ts';
import { ruleOn, type RuleName } from './rules.ts';
import type { Direction, SubScores } from './types.ts';

/** Pair scoring over packed features. Everything here is allocation-free on the hot path. */

function relatedHit(a: number, b: number, rel: number[]): boolean {
  for (let i = 0; a >>> i !== 0; i++) if ((a >>> i) & 1 && ((rel[i] ?? 0) & b) !== 0) return true;
  return false;
}

/*
 * The fit functions return natural logs of their fits: every fit is one of a few constants, so
 * their logs are computed once here (Math.log of the same constant is the same number) instead
 * of on every item pair.
 */
const LOG_055 = Math.log(0.55);
const LOG_01 = Math.log(0.1);
const LOG_015 = Math.log(0.15);
const LOG_03 = Math.log(0.3);
const LOG_05 = Math.log(0.5);
const LOG_08 = Math.log(0.8);
const LOG_1 = Math.log(1);

/** log of the mask fit: 1 shared, 0.8 wildcard, 0.55 related, otherwise `logMiss`. */
function maskFitLog(a: number, b: number, wild: number, rel: number[] | null, logMiss: number): number {
  if ((a & b & ~wild) !== 0) return LOG_1;
  if ((a & wild) !== 0 || (b & wild) !== 0) return LOG_08;
  if (rel && relatedHit(a, b, rel)) return LOG_055;
  return logMiss;
}

/** log of the stage fit: 1 same, 0.5 neighbouring, 0.1 otherwise. */
function stageFitLog(a: number, b: number): number {
  if ((a & b) !== 0) return LOG_1;
  if (((a << 1) & b) !== 0 || ((a >>> 1) & b) !== 0) return LOG_05; // neighbouring stages
  return LOG_01;
}

/** log of the amount fit: 1 overlapping, 0.5 within a factor 2, 0.1 otherwise. */
function amountFitLog(nMin: number, nMax: number, oMin: number, oMax: number): number {
  if (nMax >= oMin && oMax >= nMin) return LOG_1;
  const gap = nMax < oMin ? oMin / Math.max(nMax, 1) : nMin / Math.max(oMax, 1);
  return gap <= 2 ? LOG_05 : LOG_01;
}

/**
 * Topics where geography binds an item: where a meeting's use depends on place (an investor's
 * mandate, a hire, a pilot site or customer, a supplier, a partner, a grant's eligibility, local
 * press). Advice and research travel: a mentor or a research group far away is still worth
 * meeting. A region stated there counts between people through `valueAlignment` only.
 */
const GEO_BOUND = TOPIC_LIST.map((t) => t !== 'advice' && t !== 'research' && t !== 'other');

/**
 * How well qualifiers of need item `n` and offer item `o` agree, in [0, 1]: a weighted
 * geometric mean over the dimensions either side states, so one clear conflict (wrong stage)
 * pulls the fit down hard. A dimension only one side states counts as "unknown" (0.8):
 * silence is not a mismatch. Written without closures: this is the hottest function.
 */
export function qualifierFit(p: Packed, n: number, o: number): number {
  let sum = 0;
  let w = 0;
  const ns = p.itemSectors[n]!, os = p.itemSectors[o]!;
  if (ns !== 0 || os !== 0) {
    w += 0.35;
    // A sector miss weighs less than a role miss: sectors are often inferred, roles are named.
    sum += 0.35 * (ns !== 0 && os !== 0 ? maskFitLog(ns, os, SECTOR_WILD, SECTOR_RELATED, LOG_03) : LOG_UNKNOWN);
  }
  const nst = p.itemStages[n]!, ost = p.itemStages[o]!;
  if (nst !== 0 || ost !== 0) {
    w += 0.2;
    sum += 0.2 * (nst !== 0 && ost !== 0 ? stageFitLog(nst, ost) : LOG_UNKNOWN);
  }
  const ng = p.itemGeos[n]!, og = p.itemGeos[o]!;
  if ((ng !== 0 || og !== 0) && GEO_BOUND[p.itemTopic[n]!]) {
    w += 0.15;
    sum += 0.15 * (ng !== 0 && og !== 0 ? maskFitLog(ng, og, GEO_WILD, GEO_RELATED, LOG_015) : LOG_UNKNOWN);
  }
  const nr = p.itemRoles[n]!, or = p.itemRoles[o]!;
  if (nr !== 0 || or !== 0) {
    w += 0.3;
    sum += 0.3 * (nr !== 0 && or !== 0 ? maskFitLog(nr, or, 0, ROLE_RELATED, LOG_01) : LOG_UNKNOWN);
  }
  const na = p.itemAmin[n]! >= 0, oa = p.itemAmin[o]! >= 0;
  if (na || oa) {
    w += 0.15;
    sum += 0.15 * (na && oa ? amountFitLog(p.itemAmin[n]!, p.itemAmax[n]!, p.itemAmin[o]!, p.itemAmax[o]!) : LOG_UNKNOWN);
  }
  const nl = p.itemLead[n]!, ol = p.itemLead[o]!;
  if (nl !== 0 || ol !== 0) {
    w += 0.1;
    sum += 0.1 * (nl === 1 && ol === 2 ? LOG_03 : nl !== 0 && ol !== 0 ? LOG_1 : LOG_UNKNOWN);
  }
  return w === 0 ? UNKNOWN_FIT : Math.exp(sum / w);
}
const UNKNOWN_FIT = 0.95; // fitted on the four tuning splits (dev, fresh, fresh2, fresh3): nearly a wildcard
const LOG_UNKNOWN = Math.log(UNKNOWN_FIT);

/** Cheap, monotone stand-in for `qualifierFit` used while scanning candidate postings. */
export function quickFit(p: Packed, n: number, o: number): number {
  let f = 1;
  const ns = p.itemSectors[n]!, os = p.itemSectors[o]!;
  if (ns !== 0 && os !== 0) f *= (ns & os) !== 0 ? 1 : ((ns | os) & SECTOR_WILD) !== 0 ? 0.8 : 0.3;
  const nst = p.itemStages[n]!, ost = p.itemStages[o]!;
  if (nst !== 0 && ost !== 0) f *= (nst & ost) !== 0 ? 1 : 0.4;
  const ng = p.itemGeos[n]!, og = p.itemGeos[o]!;
  if (ng !== 0 && og !== 0 && GEO_BOUND[p.itemTopic[n]!]) f *= (ng & og) !== 0 || ((ng | og) & GEO_WILD) !== 0 ? 1 : 0.6;
  const nr = p.itemRoles[n]!, or = p.itemRoles[o]!;
  if (nr !== 0 && or !== 0) f *= (nr & or) !== 0 ? 1 : 0.3;
  return f;
}

export function itemCos(p: Packed, a: number, b: number): number {
  const d = p.dim;
  let s = 0;
  for (let i = 0, x = p.itemRow[a]! * d, y = p.itemRow[b]! * d; i < d; i++, x++, y++) s += p.itemVec[x]! * p.itemVec[y]!;
  return s;
}

/** Dense text similarity of two item vectors mapped to [0, 1]: 0 below DENSE_LO, 1 from DENSE_HI. */
export function denseSim(p: Packed, n: number, o: number): number {
  return denseOf(PRIMED.on ? primedCos(p.itemSlot[n]!, p.itemSlot[o]!) : itemCos(p, n, o));
}
const denseOf = (cos: number) => Math.max(0, Math.min(1, (cos - DENSE_LO) / (DENSE_HI - DENSE_LO)));
const DENSE_LO = 0.25;
const DENSE_HI = 0.75;

/** Whether both attendees' readings carry sentence vectors (dense terms apply). */
export const withVectors = (p: Packed, a: number, b: number) => p.hasVec[a] === 1 && p.hasVec[b] === 1;

/**
 * Similarity of need item `n` to offer item `o`: the same topic read on both sides plus the fit
 * of their hard qualifiers and of their texts (the domain, role or product each names); across
 * topics only the texts, weighted down, so a misread item still ranks by what it says.
 */
export function itemSim(p: Packed, n: number, o: number, vecs = withVectors(p, p.itemOwner[n]!, p.itemOwner[o]!)): number {
  return itemSimWith(p, n, o, vecs ? denseSim(p, n, o) : -1);
}

/** `itemSim` given the items' dense similarity (-1: a reading without vectors takes part). */
function itemSimWith(p: Packed, n: number, o: number, dense: number): number {
  const tn = p.itemTopic[n]!, to = p.itemTopic[o]!;
  if (dense < 0) {
    // A reading without vectors: the text term drops out and the others renormalise.
    return tn === to && tn !== OTHER ? Math.min(1, (ITEM.sameBase + ITEM.sameFit * qualifierFit(p, n, o)) / (ITEM.sameBase + ITEM.sameFit)) : 0;
  }
  if (tn === to && tn !== OTHER) return Math.min(1, ITEM.sameBase + ITEM.sameFit * qualifierFit(p, n, o) + ITEM.sameText * dense);
  // Rule `mirror-topic`: an offer implied by a need carries that need's words; across topics it meets nothing.
  if (p.itemMirror[o] === 1 && ruleOn('mirror-topic')) return 0;
  return ITEM.crossText * dense;
}
/** Item similarity weights (fitted on the sample's tuning events; mutable only for eval/tune-sample.ts). */
export const ITEM = { sameBase: 0.3, sameFit: 0.3, sameText: 0.4, crossText: 0.3 };

export interface Directional {
  score: number; // aggregate over the needs of the needer, null-free: -1 when they state no needs
  best: number; // best raw item similarity
  bestNeed: number;
  bestOffer: number;
  drive: number; // best weighted contribution
  driveNeed: number;
  driveOffer: number;
  matched: number; // needs with a usable offer (sim >= 0.5)
  matchedStated: number; // of them, needs the person stated in words (`itemStated`)
}

/**
 * Zero as a double: a field that starts as a small integer and later holds a fraction changes
 * its object's hidden class, and V8 recompiles the code built for the old one. Compares (and
 * rounds) as 0.
 */
const ZERO = -0;

/** How well `offerer`'s offers meet `needer`'s needs. */
export function needsToOffers(p: Packed, needer: number, offerer: number): Directional {
  const r: Directional = { score: ZERO, best: ZERO, bestNeed: -1, bestOffer: -1, drive: ZERO, driveNeed: -1, driveOffer: -1, matched: 0, matchedStated: 0 };
  r.score = directional(p, needer, offerer, r);
  return r;
}

/**
 * The aggregate of `needsToOffers` (-1 when the needer states no needs); fills `r` with the
 * items that drove it when given. Ranking calls it without `r` (allocation-free), PairMatch
 * building with: one function, so both share the same warmed-up code and the same arithmetic.
 */
function directional(p: Packed, needer: number, offerer: number, r: Directional | null): number {
  const ns = p.needStart[needer]!, nc = p.needCount[needer]!;
  const os = p.offerStart[offerer]!, oc = p.offerCount[offerer]!;
  lastGate = 1; // a needer without needs leaves no gate (not the previous call's)
  lastArea = -1; // nor an area agreement
  lastKind = -1; // nor a co-founder kind
  if (nc === 0) return -1;
  const vecs = withVectors(p, needer, offerer);
  // Items of one reading share a vector (the mean of its clauses' vectors): the dense
  // similarity of a pair of distinct vectors is computed once.
  let lastN = -1, lastO = -1, dense = -1;
  let max = 0, sum = 0, wsum = 0;
  for (let i = ns; i < ns + nc; i++) {
    const importance = p.itemWeight[i]!; // stated needs count fully, implied ones less
    let bestI = 0, gateI = 1, areaI = -1, kindI = -1;
    for (let j = os; j < os + oc; j++) {
      if (vecs && (p.itemSlot[i] !== lastN || p.itemSlot[j] !== lastO)) {
        lastN = p.itemSlot[i]!;
        lastO = p.itemSlot[j]!;
        dense = denseSim(p, i, j);
      }
      const sim = itemSimWith(p, i, j, dense);
      const weighted = sim * p.itemWeight[j]!;
      if (weighted > bestI) {
        const same = p.itemTopic[i] === p.itemTopic[j];
        gateI = same ? hardFit(p, i, j) : 1;
        areaI = same ? areaAgreement(p, i, j) : -1;
        kindI = same ? kindAgreement(p, i, j) : -1;
      }
      if (r) {
        if (sim > r.best) { r.best = sim; r.bestNeed = i; r.bestOffer = j; }
        if (weighted * importance > r.drive) { r.drive = weighted * importance; r.driveNeed = i; r.driveOffer = j; }
      }
      if (weighted > bestI) bestI = weighted;
    }
    if (r && bestI >= 0.5) {
      r.matched++;
      r.matchedStated += p.itemStated[i]!;
    }
    if (bestI * importance > max) {
      max = bestI * importance;
      lastGate = gateI;
      lastArea = areaI;
      lastKind = kindI;
    }
    sum += bestI * importance;
    wsum += importance;
  }
  return 0.65 * max + 0.35 * (sum / wsum);
}

/**
 * Cosines of the pair being scored, computed ahead by ranking and pair building (which batch the dot
 * products of many pairs, several at once): `cos[k]` is the cosine of the vectors in slots
 * `slotX[k]`, `slotY[k]` for k in [from, to), `profile` the profiles' cosine. The same sums in the
 * same order as `itemCos` and `profileCos`, so the scores are bit-identical.
 */
export const PRIMED: { on: boolean; slotX: Int32Array; slotY: Int32Array; cos: Float64Array; from: number; to: number; profile: number } = {
  on: false, slotX: new Int32Array(0), slotY: new Int32Array(0), cos: new Float64Array(0), from: 0, to: 0, profile: NaN, // NaN: a double field from the start
};

function primedCos(x: number, y: number): number {
  for (let k = PRIMED.from; k < PRIMED.to; k++) {
    const sx = PRIMED.slotX[k]!, sy = PRIMED.slotY[k]!;
    if ((sx === x && sy === y) || (sx === y && sy === x)) return PRIMED.cos[k]!;
  }
  throw new Error('slot pair not primed');
}

/** Gate of the driving item pair of the last `directional` call (1 when nothing conflicts). */
let lastGate = 1;
/** Area agreement of the driving item pair of the last `directional` call (-1: the rule does not apply). */
let lastArea = -1;

/** Co-founder or guidance kind agreement of the driving item pair of the last `directional` call (`kindAgreement`; -1: no rule applies). */
let lastKind = -1;

/**
 * Rule `cofounder-kinds`: how far a fit of co-founder kinds lifts a pair, per direction (fitted
 * on the tuning events). Co-founders are complements and write unlike each other, so text
 * likeness, most of the score, ranks the right one low; the kinds say who fits. A conflict of
 * kinds gets no factor of its own (it counts only as a role miss in the qualifier fit): a kind the
 * reading misses (a need read as one kind of two) would turn a fitting pair into a conflict, while
 * a missed fit only loses the lift.
 */
export const KINDS = { lift: 0.3 };
const COFOUNDER = TOPIC_LIST.indexOf('cofounder');

/**
 * Whether co-founder need `n` and offer `o` name kinds that agree (1) or conflict (0), or advice
 * need `n` and offer `o` kinds of guidance that agree (2, rule `guidance-kinds`) or conflict (0);
 * -1 when they are neither or either names none.
 */
function kindAgreement(p: Packed, n: number, o: number): number {
  if (p.itemTopic[n] === ADVICE) {
    if (!ruleOn('guidance-kinds')) return -1;
    const a = p.itemRoles[n]! & GUIDE_BITS, b = p.itemRoles[o]! & GUIDE_BITS;
    return a === 0 || b === 0 ? -1 : (a & b) !== 0 ? 2 : 0;
  }
  if (p.itemTopic[n] !== COFOUNDER) return -1;
  const a = p.itemRoles[n]! & KIND_BITS, b = p.itemRoles[o]! & KIND_BITS;
  if (a === 0 || b === 0) return -1;
  return (a & b) !== 0 ? 1 : 0;
}

/** The factor of rules `cofounder-kinds` and `guidance-kinds` for the kind agreements of a pair's two driving item pairs: each that fits lifts the pair by KINDS.lift or GUIDANCE.lift. */
function kindFactor(kAB: number, kBA: number): number {
  return kindLift(kAB) * kindLift(kBA);
}
/** One direction's share of `kindFactor`: a co-founder kind fit (1), a kind of guidance fit (2, rule `guidance-kinds`). */
const kindLift = (k: number) => (k === 1 && ruleOn('cofounder-kinds') ? 1 + KINDS.lift : k === 2 ? 1 + GUIDANCE.lift : 1);
/**
 * Rule `guidance-kinds`: how far a fit of kinds of guidance lifts a pair, per direction (fitted on
 * the tuning events). Kept small: the kinds also enter the role term of the qualifier fit, and
 * kinds read from a few words miss often.
 */
export const GUIDANCE = { lift: 0.05 };
const ADVICE = TOPIC_LIST.indexOf('advice');

/**
 * Rule `area-match`: its weight, the agreement it neither lifts nor lowers, and the topics it
 * reads (fitted on the tuning events). Advice is about a field of expertise, and who asks for it
 * names the field; research too is about a field (a study of anxiety is no study of soil), and the
 * reading's topic says only that both seek or offer research; a pilot's or a partnership's domain
 * is mostly the sector, which the qualifiers already compare.
 */
export const AREA = { weight: 0.05, centre: 0.5, topics: ['advice', 'research'] } as const;
const AREA_TOPIC = Uint8Array.from(TOPIC_LIST, (x) => ((AREA.topics as readonly string[]).includes(x) ? 1 : 0));

/** Cosine of the areas of the owners of need `n` and offer `o` of one topic, in [0, 1]; -1 when the topic has no area or either owner none. */
function areaAgreement(p: Packed, n: number, o: number): number {
  if (AREA_TOPIC[p.itemTopic[n]!] !== 1) return -1;
  const x = p.itemOwner[n]!, y = p.itemOwner[o]!;
  if (p.areaStart[x] === p.areaStart[x + 1] || p.areaStart[y] === p.areaStart[y + 1]) return -1;
  return sparseDot(p.areaStart, p.areaId, p.areaWeight, x, p.areaStart, p.areaId, p.areaWeight, y);
}

/**
 * The factor of rule `area-match` for the area agreements of a pair's two driving item pairs:
 * each that applies lifts or lowers the pair by up to AREA.weight around AREA.centre.
 */
function areaFactor(aAB: number, aBA: number): number {
  if (!ruleOn('area-match')) return 1;
  return areaLift(aAB) * areaLift(aBA);
}
/** One direction's share of `areaFactor` (1 where the rule does not apply): no closure per pair on the hot path. */
const areaLift = (x: number) => (x < 0 ? 1 : 1 + AREA.weight * (x - AREA.centre));

/**
 * Hard qualifiers of need `n` against offer `o` as a gate: each stated conflict (stage, amount,
 * lead, and region where it binds) multiplies by GATE.miss, a near miss (neighbouring stage,
 * amount within 2×, related region) by GATE.near; a qualifier only one side states does not
 * count (unknown is neither a match nor a conflict).
 */
function hardFit(p: Packed, n: number, o: number): number {
  let f = 1;
  const nst = p.itemStages[n]!, ost = p.itemStages[o]!;
  if (nst !== 0 && ost !== 0 && (nst & ost) === 0) f *= ((nst << 1) & ost) !== 0 || ((nst >>> 1) & ost) !== 0 ? GATE.near : GATE.miss;
  if (p.itemAmin[n]! >= 0 && p.itemAmin[o]! >= 0) {
    const nMin = p.itemAmin[n]!, nMax = p.itemAmax[n]!, oMin = p.itemAmin[o]!, oMax = p.itemAmax[o]!;
    if (!(nMax >= oMin && oMax >= nMin)) f *= (nMax < oMin ? oMin / Math.max(nMax, 1) : nMin / Math.max(oMax, 1)) <= 2 ? GATE.near : GATE.miss;
  }
  if (p.itemLead[n] === 1 && p.itemLead[o] === 2) f *= GATE.miss;
  const ng = p.itemGeos[n]!, og = p.itemGeos[o]!;
  if (ng !== 0 && og !== 0 && GEO_BOUND[p.itemTopic[n]!] && (ng & og) === 0 && ((ng | og) & GEO_WILD) === 0) f *= relatedHit(ng, og, GEO_RELATED) ? GATE.near : GATE.miss;
  return f;
}
/** Rule `qualifier-gate`: its share of the final score and the factors (fitted on the tuning events). */
export const GATE = { weight: 0.2, near: 0.8, miss: 0.5 };

/** Rule `needless-pair`: the factor of a pair in which neither side has a need. */
const NEEDLESS_PAIR = 0.5;

/**
 * The rules' factor on a pair's fused score, from its two driving item pairs: the worse of their
 * qualifier gates (rule `qualifier-gate`), their area agreements (`area-match`), co-founder
 * kinds (`cofounder-kinds`) and kinds of guidance (`guidance-kinds`), and from the two people's
 * sides of grants (`grant-sides`); halved when neither side has a need (rule `needless-pair`): no need
 * is met by that meeting, so it follows every pair that meets one and fills a list only after them.
 */
function pairFactor(p: Packed, a: number, b: number, gAB: number, gBA: number, aAB: number, aBA: number, kAB: number, kBA: number): number {
  const q = softScale('qualifier-gate', GATE.weight, Math.min(gAB, gBA)) * areaFactor(aAB, aBA) * kindFactor(kAB, kBA) * grantFactor(p, a, b);
  return p.needCount[a] === 0 && p.needCount[b] === 0 && ruleOn('needless-pair') ? q * NEEDLESS_PAIR : q;
}

/**
 * Rule `grant-sides`: the factors of a pair by the two sides of grants (`grantSide`, fitted on
 * the tuning events). A grant is given by one side and sought by the other: the giver and a
 * seeker are lifted, and two givers who seek none are lowered, since they compete for the same
 * applicants and write alike (a call, its field, its eligibility), so text likeness would put the
 * other funder first in each funder's list.
 */
export const GRANTS = { fit: 1.5, rivals: 0.6 };

/** The factor of rule `grant-sides` on the pair of attendees `a` and `b`. */
function grantFactor(p: Packed, a: number, b: number): number {
  if (!ruleOn('grant-sides')) return 1;
  const x = p.grantSide[a]!, y = p.grantSide[b]!;
  return (x | y) === 3 ? GRANTS.fit : x === 1 && y === 1 ? GRANTS.rivals : 1;
}

function maskAlign(a: number, b: number, rel: number[] | null): number {
  if (a === 0 || b === 0) return 0.5;
  if ((a & b) !== 0) return 1;
  return rel && relatedHit(a, b, rel) ? 0.6 : 0;
}

export function valueAlignment(p: Packed, a: number, b: number): number {
  const s = maskAlign(p.allSectors[a]!, p.allSectors[b]!, SECTOR_RELATED);
  const g = maskAlign(p.allGeos[a]!, p.allGeos[b]!, GEO_RELATED);
  const st = maskAlign(p.allStages[a]!, p.allStages[b]!, null);
  return 0.5 * s + 0.3 * g + 0.2 * st;
}

export function generalSimilarity(p: Packed, a: number, b: number): number {
  return generalOf(p, a, b, profileCos(p, a, b));
}

/** `generalSimilarity` given the profiles' cosine. */
function generalOf(p: Packed, a: number, b: number, cos: number): number {
  // Without vectors on both sides the profiles compare by their TF-IDF cosine instead.
  if (!withVectors(p, a, b)) return lexicalSim(p, a, b);
  return Math.max(0, Math.min(1, (cos - 0.2) / 0.6));
}

/**
 * Interest of `x` in `y`: mostly what y offers against x's needs (`n2o`), and part of what x can
 * give y (`o2n`): people come to an event to help as well as to be helped (a mentor who is hiring
 * still wants to meet the founder who needs a mentor). The two join as a probabilistic OR, so a
 * need met counts fully and giving only fills the gap a need leaves; GIVING_SHARE < 1 keeps a
 * pair where both gain above one where only one side does. A needless x weighs what it can give.
 */
function interest(n2o: number, o2n: number, value: number, general: number): number {
  if (n2o >= 0) return 0.85 * (n2o + GIVING_SHARE * Math.max(0, o2n) * (1 - n2o)) + 0.1 * value + 0.05 * general; // 0.85/0.1 fitted (eval/tune-weights.ts)
  return 0.55 * Math.max(0, o2n) + 0.25 * value + 0.2 * general;
}

const GIVING_SHARE = 0.6; // fitted on the four tuning splits (eval/tune-weights.ts)

export interface PairScore {
  final: number;
  sub: SubScores;
  ab: Directional; // principal's needs vs target's offers
  ba: Directional; // target's needs vs principal's offers
}

/** Reciprocal score of principal `a` and target `b`: a harmonic mean, so both sides must gain. */
export function scorePair(p: Packed, a: number, b: number): PairScore {
  const ab = needsToOffers(p, a, b);
  const gAB = lastGate, aAB = lastArea, kAB = lastKind;
  const ba = needsToOffers(p, b, a);
  const gate = pairFactor(p, a, b, gAB, lastGate, aAB, lastArea, kAB, lastKind);
  const value = valueAlignment(p, a, b);
  const cos = PRIMED.on ? PRIMED.profile : profileCos(p, a, b);
  const general = generalOf(p, a, b, cos);
  const sAB = interest(ab.score, ba.score, value, general);
  const sBA = interest(ba.score, ab.score, value, general);
  const final = gate * fuse(p, a, b, cos, sAB + sBA > 0 ? (2 * sAB * sBA) / (sAB + sBA) : 0, value);
  const n2o = Math.max(0, ab.score);
  const o2n = Math.max(0, ba.score);
  const complementarity = n2o + o2n > 0 ? (2 * n2o * o2n) / (n2o + o2n) * 0.5 + Math.max(n2o, o2n) * 0.5 : 0;
  return {
    final: round(final),
    ab,
    ba,
    sub: {
      goal_complementarity: round(complementarity),
      goal_needs_to_offers: round(n2o),
      goal_offers_to_needs: round(o2n),
      value_alignment: round(value),
      general_similarity: round(general),
      score_a_to_b: round(sAB),
      score_b_to_a: round(sBA),
    },
  };
}

/**
 * `scorePair(p, a, b).final` without building sub-scores or reasons input: allocation-free and
 * bit-identical. Symmetric: `finalScore(p, a, b) === finalScore(p, b, a)` (every step commutes).
 */
export function finalScore(p: Packed, a: number, b: number): number {
  const abScore = directional(p, a, b, null);
  const gAB = lastGate, aAB = lastArea, kAB = lastKind;
  const baScore = directional(p, b, a, null);
  const gate = pairFactor(p, a, b, gAB, lastGate, aAB, lastArea, kAB, lastKind);
  const value = valueAlignment(p, a, b);
  const cos = PRIMED.on ? PRIMED.profile : profileCos(p, a, b);
  const general = generalOf(p, a, b, cos);
  const sAB = interest(abScore, baScore, value, general);
  const sBA = interest(baScore, abScore, value, general);
  return round(gate * fuse(p, a, b, cos, sAB + sBA > 0 ? (2 * sAB * sBA) / (sAB + sBA) : 0, value));
}

/**
 * The parts the final score fuses, for one pair (evaluation harnesses fit and check the fusion
 * with them): the structured harmonic mean, the profiles' dense cosine, the lexical and
 * directional text terms, the value alignment and the qualifier gate.
 */
export function pairParts(p: Packed, a: number, b: number): { structured: number; dense: number; lexical: number; directional: number; value: number; gate: number; vectors: boolean } {
  const abScore = directional(p, a, b, null);
  const gAB = lastGate, aAB = lastArea, kAB = lastKind;
  const baScore = directional(p, b, a, null);
  const gate = pairFactor(p, a, b, gAB, lastGate, aAB, lastArea, kAB, lastKind);
  const value = valueAlignment(p, a, b);
  const cos = profileCos(p, a, b);
  const general = generalOf(p, a, b, cos);
  const sAB = interest(abScore, baScore, value, general);
  const sBA = interest(baScore, abScore, value, general);
  const structured = sAB + sBA > 0 ? (2 * sAB * sBA) / (sAB + sBA) : 0;
  return { structured, dense: Math.max(0, cos), lexical: lexicalSim(p, a, b), directional: directionalSim(p, a, b), value, gate, vectors: withVectors(p, a, b) };
}

/** Cosine of the TF-IDF vectors of two profiles. */
export function lexicalSim(p: Packed, a: number, b: number): number {
  return sparseDot(p.lexStart, p.lexTerm, p.lexWeight, a, p.lexStart, p.lexTerm, p.lexWeight, b);
}

/** Dot product of row a of one sparse matrix and row b of another (a merge of sorted term lists). */
export function sparseDot(sa: Uint32Array, ta: Uint32Array, wa: Float32Array, a: number, sb: Uint32Array, tb: Uint32Array, wb: Float32Array, b: number): number {
  let i = sa[a]!, j = sb[b]!;
  const ie = sa[a + 1]!, je = sb[b + 1]!;
  let s = 0;
  while (i < ie && j < je) {
    const x = ta[i]!, y = tb[j]!;
    if (x === y) s += wa[i++]! * wb[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return s;
}

/** Lexical cosine of what `x` states it needs and what `y` states it offers. */
function needToOffer(p: Packed, x: number, y: number): number {
  return sparseDot(p.needLexStart, p.needLexTerm, p.needLexWeight, x, p.offerLexStart, p.offerLexTerm, p.offerLexWeight, y);
}

/**
 * Directional text similarity, in [-1, 1]: how well each side's need text reads against the
 * other's offer text (the mean of both directions), less how alike their need texts are. Two
 * people asking for the same thing (two founders after the same pilot site) write alike but
 * cannot help each other; a need met by an offer reads alike across the two texts. When the
 * reading states no need and no offer for either, all three are the profiles' cosine and the
 * term is 0: no directional evidence. Symmetric in a and b.
 */
export function directionalSim(p: Packed, a: number, b: number): number {
  const rivals = sparseDot(p.needLexStart, p.needLexTerm, p.needLexWeight, a, p.needLexStart, p.needLexTerm, p.needLexWeight, b);
  return (needToOffer(p, a, b) + needToOffer(p, b, a)) / 2 - rivals;
}

/** Profile cosine in sentence-encoder space, raw. */
function profileCos(p: Packed, a: number, b: number): number {
  const d = p.dim;
  let s = 0;
  for (let i = 0, x = a * d, y = b * d; i < d; i++, x++, y++) s += p.profileVec[x]! * p.profileVec[y]!;
  return s;
}

/**
 * The reciprocal structured score fused with the texts' similarity (the profiles' dense and
 * lexical cosines, and the directional need-text → offer-text similarity), so what the reading
 * misses still ranks by what people wrote, and with the value alignment (sectors, regions and
 * stages either side states, which the structured score weighs only inside each side's
 * interest). Weights fitted on the tuning events (eval/fit-fusion.ts, docs/matching.md §3).
 */
export const FUSION = { structured: 0.1, dense: 0.15, lexical: 0.6, directional: 0.225, value: 0.05 };
function fuse(p: Packed, a: number, b: number, cos: number, structured: number, value: number): number {
  const text = FUSION.lexical * lexicalSim(p, a, b) + FUSION.directional * directionalSim(p, a, b);
  const rest = FUSION.structured * structured + FUSION.value * value;
  const scale = complementScale(structured);
  if (!withVectors(p, a, b)) return scale * (rest + text) / (FUSION.structured + FUSION.value + FUSION.lexical + FUSION.directional);
  return scale * (rest + FUSION.dense * Math.max(0, cos) + text);
}

/**
 * Rule `complement-scale`: the fused score in proportion to how well the reading says the two
 * meet each other's needs (the reciprocal structured score, in [0, 1]): 1 − w + w · structured.
 * Text likeness is additive and carries most of the score, so two people of one field who meet
 * nothing of each other's (two funders of rare-disease work, two founders after the same pilot)
 * would otherwise rank above the pair whose offer meets the need; scaled, likeness lifts a pair in
 * proportion to the reading's evidence that they complement each other.
 */
export const COMPLEMENT = { weight: 0.15 };
const complementScale = (structured: number) => softScale('complement-scale', COMPLEMENT.weight, structured);

/** A rule's factor on a score: 1 − w + w · x for evidence x in [0, 1] (1 when the rule is off). */
function softScale(rule: RuleName, weight: number, x: number): number {
  return ruleOn(rule) ? 1 - weight + weight * x : 1;
}

/** Six decimals: stable across platforms and JSON round-trips. */
export function round(x: number): number {
  return Math.round(Math.max(0, Math.min(1, x)) * 1e6) / 1e6;
}

export function directionOf(ab: Directional, ba: Directional, key: 'best' | 'drive'): { score: number; direction: Direction } {
  return ab[key] >= ba[key]
    ? { score: round(ab[key]), direction: 'needsToOffers' }
    : { score: round(ba[key]), direction: 'offersToNeeds' };
}
