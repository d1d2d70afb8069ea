import { emptyQualifiers, mergeQualifiers, readClause } from './clauses.ts';
import type { SentenceEncoder } from './encoder.ts';
import { ENCODER_DIM } from './encoder.ts';
import { evidenceFor } from './evidence.ts';
import { IMPLIED } from './lexicon.ts';
import { deriveIntent } from './intent.ts';
import { labelParts, LABELS, PROTOTYPES, SECTOR_PROTOTYPES } from './prototypes.ts';
import type { Label } from './prototypes.ts';
import { ruleOn } from './rules.ts';
import type { AttendeeInput, Axis, Intent, IntentItem, IntentSource, Qualifiers, Topic } from './types.ts';

/**
 * The reading of one attendee. The lexicon reading (`deriveIntent`) goes first; its items all
 * carry the vector of what the attendee wrote, so such an attendee costs two encoder texts at
 * most (the profile and the goal with the lists). An attendee it
 * reads nothing for is read by nearest prototypes: the goal cut into clauses, each clause read
 * as the label (need or offer of a topic) of its nearest labelled examples in sentence-encoder
 * space; explicit lists keep their axis; hard qualifiers (stage, region, amount, lead) read by
 * the qualifier lexicon per clause. Domains and roles are not read into lists: the vectors carry
 * them, and scoring compares need text with offer text.
 */

const MAX_ITEMS_PER_AXIS = 6;
/** A clause is read as a label only this close to its examples (cosine of USE vectors). */
export const MIN_LABEL_COS = 0.42;
/** A second label of the same clause is kept when this close to the first ("raising and hiring"). */
const SECOND_LABEL_MARGIN = 0.03;

interface Bank {
  labels: Label[];
  vecs: Float32Array[];
}
const banks = new Map<string, Promise<Bank>>();

/** Encodes the prototype bank for this encoder now (once per process), outside any one reading. */
export async function prepareReading(encoder: SentenceEncoder): Promise<void> {
  await bankFor(encoder);
  await sectorsOf(encoder, new Float32Array(ENCODER_DIM));
}

function bankFor(encoder: SentenceEncoder): Promise<Bank> {
  let b = banks.get(encoder.id);
  if (!b) {
    const labels: Label[] = [];
    const texts: string[] = [];
    for (const l of LABELS) {
      for (const t of PROTOTYPES[l] ?? []) {
        labels.push(l);
        texts.push(t);
      }
    }
    b = encoder.encode(texts).then((vecs) => ({ labels, vecs }));
    banks.set(encoder.id, b);
  }
  return b;
}

const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** Per label, the mean of its two closest examples: robust to one odd example. */
export function labelScores(bank: Bank, v: Float32Array): Map<Label, number> {
  const tops = new Map<Label, [number, number]>();
  bank.vecs.forEach((p, i) => {
    const l = bank.labels[i]!;
    const c = dot(v, p);
    const t = tops.get(l) ?? [-1, -1];
    if (c > t[0]) tops.set(l, [c, t[0]]);
    else if (c > t[1]) tops.set(l, [t[0], c]);
  });
  const out = new Map<Label, number>();
  for (const [l, [a, b]] of tops) out.set(l, b > -1 ? (a + b) / 2 : a);
  return out;
}

/** Splits a goal into clauses: sentences, list items, semicolons, and "…, and we also need …". */
export function segment(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|[;\n•·]+|\s[-–—]\s|(?<=\w)[,:]\s+(?=(?:and |but |also |plus )?(?:we|i|we're|i'm|im|looking|seeking|hiring|happy|keen|open|can|need|want|also)\b)/i)
    .map((c) => c.replace(/^[\s*\-–—•\d.)]+/, '').trim())
    .filter((c) => /\p{L}{2,}/u.test(c));
}

interface Clause {
  text: string;
  source: IntentSource;
  forced: Axis | null;
  vec: Float32Array;
  q: Qualifiers;
}

function pickLabels(bank: Bank, c: Clause): { label: Label; score: number }[] {
  const scores = [...labelScores(bank, c.vec)]
    .filter(([l]) => l !== 'none' || c.forced === null)
    .filter(([l]) => c.forced === null || l === 'none' || l.startsWith(`${c.forced}:`))
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const [first, second] = scores;
  if (!first || first[0] === 'none') return [];
  // Explicit entries are items whatever their wording; goal clauses only when close enough.
  if (c.forced === null && first[1] < MIN_LABEL_COS) return [];
  const out = [{ label: first[0], score: first[1] }];
  if (second && second[0] !== 'none' && first[1] - second[1] <= SECOND_LABEL_MARGIN && labelParts(second[0])?.topic !== labelParts(first[0])?.topic) {
    out.push({ label: second[0], score: second[1] });
  }
  return out;
}

function mkItem(axis: Axis, topic: Topic, q: Qualifiers, span: string, source: IntentSource, implied: boolean): IntentItem {
  return { axis, topic, qualifiers: q, span, source, implied, evidence: [] };
}

/** Stage, region, amount and lead of a text; domains and roles are left to the vectors. */
function hardQualifiers(text: string): Qualifiers {
  const q = readClause(text).qualifiers;
  return { ...emptyQualifiers(), stages: q.stages, geographies: q.geographies, amount: q.amount, lead: q.lead };
}

export interface Reading {
  intent: Intent;
  profile: Float32Array | null;
  needs: Float32Array[];
  offers: Float32Array[];
}

const profileLine = (a: AttendeeInput) => [a.title, a.company].filter((x) => x && x.trim()).join(' at ');

/** Evaluation switch while the prototype reading is compared with the lexicon one. */
export const READ_MODE = { mode: 'hybrid' as 'prototype' | 'lexicon' | 'hybrid' };

/** The reading of one attendee (see the module comment); vectors are the encoder's. */
export async function read(a: AttendeeInput, encoder: SentenceEncoder): Promise<Reading> {
  if (READ_MODE.mode === 'prototype') return readPrototype(a, encoder);
  const lex = deriveIntent(a);
  const stated = [...lex.needs, ...lex.offers].filter((x) => !x.implied && x.topic !== 'other');
  if (READ_MODE.mode === 'hybrid' && stated.length === 0) return readPrototype(a, encoder);
  // One encoder text per attendee: the profile. Each item is that person's item; the topic and
  // qualifiers tell items apart, the profile text carries the domain, role or product.
  // Two encoder texts at most: the profile (title line, goal and lists read together) and what
  // the person wrote (goal and lists), which every item carries: the title says who someone is,
  // not what they need or offer, so item vectors leave it out (people search compares them with
  // a query). Without a title line the two texts are one.
  const said = [(a.event_goal ?? '').trim(), ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter(Boolean).join('. ');
  const whole = profileTextOf(a);
  const [profile, own] = await encoder.encode(whole === said ? [whole] : [whole, said]);
  const item = own ?? profile!;
  if (a.side && ruleOn('sector-prototypes')) {
    // At a sided event the goal's nearest sector description names the sector its items leave open.
    const sectors = await sectorsOf(encoder, item);
    const fill = (x: IntentItem): IntentItem => (x.qualifiers.sectors.length || !sectors.length ? x : { ...x, qualifiers: { ...x.qualifiers, sectors } });
    const intent = { ...lex, needs: lex.needs.map(fill), offers: lex.offers.map(fill) };
    return { intent, profile: profile!, needs: intent.needs.map(() => item), offers: intent.offers.map(() => item) };
  }
  return { intent: lex, profile: profile!, needs: lex.needs.map(() => item), offers: lex.offers.map(() => item) };
}

/** A sector is read from its descriptions only this close (cosine of USE vectors). */
const MIN_SECTOR_COS = 0.25;
const sectorBanks = new Map<string, Promise<{ keys: string[]; vecs: Float32Array[] }>>();

/** The sector whose closest description is nearest to `v`, if close enough: `[key]` or `[]`. */
async function sectorsOf(encoder: SentenceEncoder, v: Float32Array): Promise<string[]> {
  let b = sectorBanks.get(encoder.id);
  if (!b) {
    const keys: string[] = [];
    const texts: string[] = [];
    for (const [k, ts] of Object.entries(SECTOR_PROTOTYPES)) {
      for (const t of ts) {
        keys.push(k);
        texts.push(t);
      }
    }
    b = encoder.encode(texts).then((vecs) => ({ keys, vecs }));
    sectorBanks.set(encoder.id, b);
  }
  const { keys, vecs } = await b;
  let best = -1;
  let key = '';
  vecs.forEach((p, i) => {
    const c = dot(p, v);
    if (c > best) [best, key] = [c, keys[i]!];
  });
  return best >= MIN_SECTOR_COS ? [key] : [];
}

/** Title, goal and explicit lists: the text a profile vector is read from. */
function profileTextOf(a: AttendeeInput): string {
  return [profileLine(a), (a.event_goal ?? '').trim(), ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter(Boolean).join('. ');
}

async function readPrototype(a: AttendeeInput, encoder: SentenceEncoder): Promise<Reading> {
  const bank = await bankFor(encoder);
  const goal = (a.event_goal ?? '').trim();
  const needsList = (a.event_needs ?? []).map((s) => s.trim()).filter(Boolean);
  const offersList = (a.event_offers ?? []).map((s) => s.trim()).filter(Boolean);
  const raw: Omit<Clause, 'vec' | 'q'>[] = [
    ...segment(goal).map((text) => ({ text, source: 'goal' as const, forced: null })),
    ...needsList.map((text) => ({ text, source: 'explicit' as const, forced: 'need' as const })),
    ...offersList.map((text) => ({ text, source: 'explicit' as const, forced: 'offer' as const })),
  ];
  const profileText = profileTextOf(a);
  // Each distinct text once: the profile and the clauses (a list entry repeating a goal clause is not encoded twice).
  const texts = [...new Set(raw.map((c) => c.text))];
  const enc = await encoder.encode([profileText, ...texts]);
  const byText = new Map(texts.map((t, i) => [t, enc[i + 1]!]));
  const profile = profileText ? enc[0]! : null;
  const clauses: Clause[] = raw.map((c) => ({ ...c, vec: byText.get(c.text)!, q: hardQualifiers(c.text) }));

  const found: { item: IntentItem; vec: Float32Array; score: number }[] = [];
  for (const c of clauses) {
    for (const { label, score } of pickLabels(bank, c)) {
      const p = labelParts(label)!;
      found.push({ item: mkItem(p.axis, p.topic, c.q, c.text, c.source, false), vec: c.vec, score });
    }
  }
  // Mirrors: raising money offers an investable company, hiring offers a job, and so on.
  if (ruleOn('mirrors')) {
    for (const f of [...found]) {
      const imp = IMPLIED[`${f.item.axis}:${f.item.topic}`];
      if (!imp || found.some((g) => g.item.axis === imp.axis && g.item.topic === imp.topic)) continue;
      found.push({ item: mkItem(imp.axis, imp.topic, f.item.qualifiers, f.item.span, f.item.source, true), vec: f.vec, score: f.score });
    }
  }
  const pick = (axis: Axis) => dedupe(found.filter((f) => f.item.axis === axis))
    .sort((x, y) => Number(x.item.implied) - Number(y.item.implied) || y.score - x.score)
    .slice(0, MAX_ITEMS_PER_AXIS);
  const needs = pick('need');
  const offers = pick('offer').map((f) => ({ ...f, item: { ...f.item, evidence: evidenceFor(f.item.topic, a) } }));
  return {
    intent: { needs: needs.map((f) => f.item), offers: offers.map((f) => f.item), profile_fallback: false },
    profile,
    needs: needs.map((f) => f.vec),
    offers: offers.map((f) => f.vec),
  };
}

/** One item per (axis, topic): the best-scoring clause, stated before implied, qualifiers merged. */
function dedupe<T extends { item: IntentItem; score: number }>(xs: T[]): T[] {
  const by = new Map<string, T>();
  for (const x of xs) {
    const k = `${x.item.axis}:${x.item.topic}`;
    const prev = by.get(k);
    if (!prev) by.set(k, x);
    else {
      const better = Number(x.item.implied) < Number(prev.item.implied) || (x.item.implied === prev.item.implied && x.score > prev.score);
      const keep = better ? x : prev;
      by.set(k, { ...keep, item: { ...keep.item, qualifiers: mergeQualifiers(prev.item.qualifiers, x.item.qualifiers) } });
    }
  }
  return [...by.values()];
}
