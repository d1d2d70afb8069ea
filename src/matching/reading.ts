import { emptyQualifiers, mergeQualifiers, readClause } from './clauses.ts';
import type { SentenceEncoder } from './encoder.ts';
import { normalized } from './encoder.ts';
import { evidenceFor } from './evidence.ts';
import { IMPLIED } from './lexicon.ts';
import { deriveIntent } from './intent.ts';
import { labelParts, LABELS, PROTOTYPES } from './prototypes.ts';
import type { Label } from './prototypes.ts';
import { ruleOn } from './rules.ts';
import type { AttendeeInput, Axis, Intent, IntentItem, IntentSource, Qualifiers, Topic } from './types.ts';

/**
 * The reading: goal text cut into clauses, each clause read as the label (need or offer of a
 * topic) of its nearest labelled examples in sentence-encoder space; explicit lists keep their
 * axis; hard qualifiers (stage, region, amount, lead) read by the qualifier lexicon and shared
 * across the goal. Domains and roles are not read into lists: the clause vectors carry them,
 * and scoring compares need text with offer text.
 */

const MAX_ITEMS_PER_AXIS = 6;
/** A clause is read as a label only this close to its examples (cosine of USE vectors). */
export const MIN_LABEL_COS = 0.42;
/** A second label of the same clause is kept when this close to the first ("raising and hiring"). */
const SECOND_LABEL_MARGIN = 0.03;
/** Weight of the whole goal in an item's vector: a clause is read in the context of its goal. */
const GOAL_CONTEXT = 0.5;

interface Bank {
  labels: Label[];
  vecs: Float32Array[];
}
const banks = new Map<string, Promise<Bank>>();

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

function fillMissing(q: Qualifiers, goal: Qualifiers): Qualifiers {
  return {
    ...q,
    stages: q.stages.length ? q.stages : goal.stages,
    geographies: q.geographies.length ? q.geographies : goal.geographies,
    amount: q.amount ?? goal.amount,
    lead: q.lead ?? goal.lead,
  };
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
  const title = profileLine(a);
  const goal = (a.event_goal ?? '').trim();
  const profileText = [title, goal, ...(a.event_needs ?? []), ...(a.event_offers ?? [])].filter(Boolean).join('. ');
  const items = [...lex.needs, ...lex.offers];
  const vecs = await encoder.encode([profileText, ...items.map((x) => x.span)]);
  const profile = profileText ? vecs[0]! : null;
  const ctx = (v: Float32Array) => (profile && ruleOn('goal-context') ? contextual(v, profile) : v);
  const iv = vecs.slice(1).map(ctx);
  return { intent: lex, profile, needs: iv.slice(0, lex.needs.length), offers: iv.slice(lex.needs.length) };
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
  const title = profileLine(a);
  const profileText = [title, goal, ...needsList, ...offersList].filter(Boolean).join('. ');
  const vecs = await encoder.encode([profileText, ...raw.map((c) => c.text), title]);
  const profile = profileText ? vecs[0]! : null;
  const clauses: Clause[] = raw.map((c, i) => ({ ...c, vec: vecs[i + 1]!, q: hardQualifiers(c.text) }));
  // Qualifiers stated anywhere in the goal or lists apply to items that state none of that kind.
  const goalQ = clauses.reduce((q, c) => mergeQualifiers(q, c.q), emptyQualifiers());

  const found: { item: IntentItem; vec: Float32Array; score: number }[] = [];
  const context = (v: Float32Array) => (profile && ruleOn('goal-context') ? contextual(v, profile) : v);
  for (const c of clauses) {
    for (const { label, score } of pickLabels(bank, c)) {
      const p = labelParts(label)!;
      const q = ruleOn('goal-qualifiers') ? fillMissing(c.q, goalQ) : c.q;
      found.push({ item: mkItem(p.axis, p.topic, q, c.text, c.source, false), vec: context(c.vec), score });
    }
  }
  let profileFallback = false;
  if (found.length === 0 && title && ruleOn('title-fallback')) {
    // Nothing read from the goal ("tbd", "-"): the title says what the person is about.
    const c: Clause = { text: title, source: 'profile', forced: null, vec: vecs[vecs.length - 1]!, q: goalQ };
    for (const { label, score } of pickLabels(bank, c)) {
      const p = labelParts(label)!;
      found.push({ item: mkItem(p.axis, p.topic, goalQ, title, 'profile', false), vec: context(c.vec), score });
    }
    profileFallback = found.length > 0;
  }
  if (found.length === 0 && a.side && ruleOn('side-fallback')) {
    // At a sided event the tag itself states the market side.
    const [axis, topic]: [Axis, Topic] = a.side === 'investor' ? ['offer', 'capital'] : ['need', 'capital'];
    const span = title || goal || a.side;
    found.push({ item: { ...mkItem(axis, topic, goalQ, span, 'profile', true), inferred: true }, vec: profile ?? new Float32Array(vecs[0]!.length), score: 0 });
    profileFallback = true;
  }
  sideGate(found, a.side);
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
    intent: { needs: needs.map((f) => f.item), offers: offers.map((f) => f.item), profile_fallback: profileFallback },
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

/** Rule `side-gate`: at a sided event an investor does not need capital and a founder does not give it. */
export function sideGate(found: { item: IntentItem }[], side: AttendeeInput['side']): void {
  if (!ruleOn('side-gate')) return;
  for (const f of found) {
    if (side === 'investor' && f.item.topic === 'capital' && f.item.axis === 'need') f.item = { ...f.item, topic: 'dealflow' };
    if (side === 'founder' && f.item.topic === 'capital' && f.item.axis === 'offer') f.item = { ...f.item, axis: 'need' };
  }
}

function contextual(v: Float32Array, goal: Float32Array): Float32Array {
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = v[i]! + GOAL_CONTEXT * goal[i]!;
  return normalized(out);
}
