import { emptyQualifiers, mergeQualifiers, readQualifiers } from './qualifiers-read.ts';
import type { SentenceEncoder } from './encoder.ts';
import { dualScores, primalOf, primalScores, sharedGram, trainDual } from './classifier.ts';
import type { DualModel, Features, PrimalModel } from './classifier.ts';
import { isStopword, stem, words } from './text.ts';
import { ENCODER_DIM } from './encoder.ts';
import { areaBankFor, areasOf } from './areas.ts';
import type { AreaList } from './areas.ts';
import { evidenceFor } from './evidence.ts';
import { kindsOf, titleKinds } from './cofounder-kinds.ts';
import { workKinds } from './work-kinds.ts';
import { guidanceKinds, guidanceOf } from './guidance.ts';
import { IMPLIED } from './lexicon.ts';
import { profileFields, titleRole } from './profile.ts';
import { askedTheRoom, asksForProduct, buyingFlips, cuesOf, cueVetoes, deniesMarket, directionCues, givesMoney, narrowedRestatement, offersTrialSite, onlyDescribesPremises, seeksInvestees, seeksInvestor, seeksPeers, seeksSites, raisesMoney, seeksTrial, servesNeeds, speakerHires } from './direction-cues.ts';
import { EXAMPLES } from './examples.ts';
import { labelParts, LABELS, PROTOTYPES, SECTOR_PROTOTYPES } from './prototypes.ts';
import type { Label } from './prototypes.ts';
import { withoutPlaceholders } from './policy.ts';
import { ruleOn, type RuleName } from './rules.ts';
import { profileLine, writtenOf } from './written.ts';
import type { AttendeeInput, Axis, Intent, IntentItem, IntentSource, Qualifiers, Topic } from './types.ts';

/**
 * The reading of one attendee: the goal cut into clauses (at most `maxClauses`), each
 * clause given a direction (need, offer or none) and a topic by two ridge classifiers, trained at
 * first use, deterministically, on labelled example clauses written from general knowledge
 * (`PROTOTYPES`, `EXAMPLES`): the direction classifier over the clause's sentence vector and a few
 * lexical cues of seeking and providing (`direction-cues.ts`), the topic classifier over the
 * sentence vector and the clause's words, with paired topics read as market roles (`ROLES`).
 * Explicit lists keep their axis. A placeholder ("tbd", "n/a", "-") is no goal (`written.ts`).
 * Someone who wrote neither goal nor lists is read from the text fields of their profile, what
 * their title names (`profile.ts`, rule `title-role`) and the qualifiers of their title line.
 * Qualifiers are read per clause by the qualifier lexicon (`qualifiers-read.ts`) and apply
 * person-wide to items that name none (rule `person-qualifiers`); at a sided event the side tag settles money (rule
 * `side-gate`) and a goal naming no sector takes its nearest sector description's when the
 * classifiers read something in it (rule `sector-prototypes`); a clause that speaks of buying wants the goods it names (rule
 * `buying-cues`); a clause that seeks investors wants money, one that seeks founders deal flow
 * (rule `sought-investors`); a clause that seeks organisations in the plural ("two more
 * warehouses") wants customers, not staff (rule `sought-sites`); at an open event a clause that
 * leads or makes investments offers capital, not an investable company, and at any event one in
 * an investor's own wording ("we back early-stage packaging startups") offers capital, not goods
 * (rule `giving-money`); a question whether anyone hires, raises or invests seeks a job, deal flow
 * or money, one whether anyone needs something offers it (rule `asks-the-room`); one
 * that seeks other investors wants peers (rule `sought-peers`); one that only says which places the
 * speaker runs ("we run 12 restaurants") reads nothing (rule `running-premises`); one in which the
 * speaker hires wants talent, not a job (rule `speaker-hires`); a clause that seeks a trial of
 * what the speaker makes ("a field test with a dairy's production team") wants a customer, and one
 * that offers to try others' new products offers custom (rule `sought-trials`); a need implies its counterpart offer (rule `mirrors`). Every item carries
 * the mean of the clause vectors (what the person wrote, at no extra encoder text); the profile
 * vector adds the title line.
 *
 * Without the encoder (`deriveIntent`: a match run's attendees without a stored reading) the
 * reading is the same with both classifiers trained on the example bank's words and cues alone.
 */

const MAX_ITEMS_PER_AXIS = 6;
/** A person's sectors applied to their items that name none (rule `person-qualifiers`): a thesis lists a handful at most. */
const MAX_PERSON_SECTORS = 6;
/**
 * Settings of the classifier reading, chosen on the sample's tuning events (mutable only for
 * eval/tune-sample.ts): the ridge penalty, the weight of the lexical direction cues, the weight of
 * the clause's words beside its sentence vector in the topic classifier, the lowest combined score
 * that reads a clause as a label, how close a second label of the same clause may be to the first
 * ("raising and hiring"), below which score an item counts as unsure (read as inferred: it weighs
 * like an implied one and implies no mirror), and how many clauses of a goal are read at most
 * (shorter neighbours are joined: each clause is one encoder text). `subsample`, for evaluation
 * only: a seed that leaves a pseudo-random twentieth of the example bank out of training, to see
 * how much a result owes to the exact bank (eval/bank-noise.ts).
 */
export const CLASSIFY = { lambda: 3, cues: 0.8, words: 0.7, minScore: 0.35, secondMargin: 0.15, sure: 0.55, maxClauses: 3, subsample: 0 };
/**
 * The word reading (`deriveIntent`): the same classifiers trained on the same example bank
 * without sentence vectors, so the direction classifier reads the clause's words beside its cues
 * (weight `dirWords`) and the ridge penalty is lower, the word kernels being smaller than the
 * sentence vectors'. Chosen on the tuning events matched before enrichment (the `inline` line of
 * `npm run eval:matching`).
 */
const WORDS = { lambda: 1, dirWords: 0.7 };

interface Bank {
  labels: Label[];
  vecs: Float32Array[];
  texts: string[];
}
interface Classifier {
  dir: DualModel;
  topic: DualModel;
  /**
   * Set exactly when trained without sentence vectors (the word reading, whose direction
   * classifier also reads the clause's words): its models in primal form, since it reads every
   * attendee of a run without a stored reading and so scores by the clause's terms.
   */
  primal: { dir: PrimalModel; topic: PrimalModel } | null;
  /** Inverse document frequency of the topic terms over the example bank. */
  idf: Map<string, number>;
}
const banks = new Map<string, Promise<Bank>>();
const classifiers = new WeakMap<Bank, Map<string, Classifier>>();


/** Encodes the example bank and the sector descriptions for this encoder now (once per process), outside any one reading. */
export async function prepareReading(encoder: SentenceEncoder): Promise<void> {
  classifierOf(await bankFor(encoder));
  await sectorsOf(encoder, new Float32Array(ENCODER_DIM));
  await areaBankOf(encoder);
}

/** The area descriptions, centred on the example bank: clauses of every kind people write at events. */
function areaBankOf(encoder: SentenceEncoder) {
  return areaBankFor(encoder, async () => (await bankFor(encoder)).vecs);
}

/** The labelled example clauses, in label order: what both classifiers learn from. */
function bankExamples(): { labels: Label[]; texts: string[] } {
  const labels: Label[] = [];
  const texts: string[] = [];
  for (const l of LABELS) {
    for (const t of [...(PROTOTYPES[l] ?? []), ...(EXAMPLES[l] ?? [])]) {
      labels.push(l);
      texts.push(t);
    }
  }
  return { labels, texts };
}

const NO_VECTOR = new Float32Array(0);
let wordBankOnce: Bank | null = null;
/** The example bank without sentence vectors, for the word reading. */
function wordBank(): Bank {
  if (!wordBankOnce) {
    const { labels, texts } = bankExamples();
    wordBankOnce = { labels, vecs: texts.map(() => NO_VECTOR), texts };
  }
  return wordBankOnce;
}

function bankFor(encoder: SentenceEncoder): Promise<Bank> {
  let b = banks.get(encoder.id);
  if (!b) {
    const { labels, texts } = bankExamples();
    b = encoder.encode(texts).then((vecs) => ({ labels, vecs, texts }));
    banks.set(encoder.id, b);
  }
  return b;
}

const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** Splits a goal into clauses: sentences, list items, semicolons, "…, and we also need …" and "…, and growing our team". */
export function segment(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|[;\n•·]+|\s[-–—]\s|(?<=\w)[,:]\s+(?=(?:and |but |also |plus )?(?:we|i|we're|i'm|im|looking|seeking|hiring|recruiting|growing|expanding|raising|searching|offering|happy|keen|open|can|need|want|also)\b)/i)
    .map((c) => c.trim().replace(/^(?:[-–—•*·]+|\d{1,2}[.)])\s+/u, '').trim())
    .filter((c) => c && !/^(?:\d{1,2}[.)]?|[-–—•*·]+)$/u.test(c))
    .reduce<string[]>((out, c, i, all) => {
      // A piece without words ("$250–750k") belongs with the clause after it, or the last one.
      const words = (t: string) => /\p{L}{2,}/u.test(t);
      if (out.length && !words(out[out.length - 1]!)) out[out.length - 1] = `${out[out.length - 1]}, ${c}`;
      else if (i === all.length - 1 && out.length && !words(c)) out[out.length - 1] = `${out[out.length - 1]} ${c}`;
      else out.push(c);
      return out;
    }, [])
    .filter((c) => /\p{L}{2,}/u.test(c));
}

interface Clause {
  text: string;
  source: IntentSource;
  forced: Axis | null;
  vec: Float32Array;
  q: Qualifiers;
  /** Read for its qualifiers only, not classified: a title line ("General Partner" is no partnership). */
  qualifiersOnly?: boolean;
  /** What the person wrote, when `text` restates it (rule `narrowed-denial`): what the reasons quote. */
  written?: string;
}

/**
 * Paired topics are read as the speaker's role in a market: whoever hires wants talent and offers
 * a job, whoever looks for work wants a job and offers their skills, and so on. "We are hiring"
 * and "we have open roles" are one kind of sentence, "I am an engineer" and "I want a new job"
 * another, so the topic classifier learns these roles and the direction picks the label.
 */
const ROLES: Record<string, { need: Topic; offer: Topic }> = {
  employer: { need: 'talent', offer: 'job' },
  candidate: { need: 'job', offer: 'talent' },
  raiser: { need: 'capital', offer: 'dealflow' },
  investor: { need: 'dealflow', offer: 'capital' },
  vendor: { need: 'customers', offer: 'solution' },
  buyer: { need: 'solution', offer: 'customers' },
  publicist: { need: 'press', offer: 'story' },
  journalist: { need: 'story', offer: 'press' },
};

/** The topic classifier's class of a label: its role for paired topics, else its topic. */
export function roleOf(l: Label): string {
  const p = labelParts(l);
  if (!p) return 'none';
  for (const [r, m] of Object.entries(ROLES)) if (m[p.axis] === p.topic) return r;
  return p.topic;
}

/** The label a topic class reads as in one direction. */
export function labelOf(role: string, axis: Axis): Label {
  const m = ROLES[role];
  return `${axis}:${m ? m[axis] : role}` as Label;
}

/** The sentence vector with the lexical direction cues appended (weighted): the direction classifier's input. */
function withCues(v: Float32Array, text: string): number[] {
  return [...v, ...directionCues(text).map((x) => x * CLASSIFY.cues)];
}

/**
 * The words of a clause for the topic classifier: stems of its content words and of neighbouring
 * content-word pairs ("clinical trial", "contract manufacturer").
 */
export function termsOf(text: string): string[] {
  const ws = words(text);
  const out: string[] = [];
  ws.forEach((w, i) => {
    if (isStopword(w)) return;
    out.push(stem(w));
    const prev = ws[i - 1];
    if (prev !== undefined && !isStopword(prev)) out.push(`${stem(prev)} ${stem(w)}`);
  });
  return out;
}

/** Term weights (count × idf), L2-normalised; terms the example bank lacks carry no weight. */
function bagOf(terms: readonly string[], idf: ReadonlyMap<string, number>): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) {
    const w = idf.get(t);
    if (w !== undefined) m.set(t, (m.get(t) ?? 0) + w);
  }
  let n = 0;
  for (const v of m.values()) n += v * v;
  n = Math.sqrt(n);
  if (n > 0) for (const [k, v] of m) m.set(k, v / n);
  return m;
}

/** A clause's features for both classifiers; without sentence vectors the direction one reads its words too. */
function featuresOf(idf: ReadonlyMap<string, number>, wordsOnly: boolean, v: Float32Array, text: string): { dir: Features; topic: Features } {
  const bag = bagOf(termsOf(text), idf);
  return { dir: { dense: withCues(v, text), sparse: wordsOnly ? bag : new Map() }, topic: { dense: v, sparse: bag } };
}

/** Evaluation only (`subsample`): the bank less a pseudo-random twentieth of its examples. */
function subsampled(bank: Bank, seed: number): Bank {
  const keep = bank.texts.map((t) => {
    let h = seed * 7919;
    for (const ch of t) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return h % 20 !== 0;
  });
  return { labels: bank.labels.filter((_, i) => keep[i]), vecs: bank.vecs.filter((_, i) => keep[i]), texts: bank.texts.filter((_, i) => keep[i]) };
}

/**
 * The direction and topic classifiers of a bank, trained once per bank and settings
 * (deterministic): ridge classifiers solved in the dual, the direction one over the sentence
 * vector and the cues, the topic one over the sentence vector and the clause's weighted words.
 */
function classifierOf(full: Bank): Classifier {
  const wordsOnly = full === wordBank();
  const lambda = wordsOnly ? WORDS.lambda : CLASSIFY.lambda;
  const key = JSON.stringify([lambda, CLASSIFY.cues, CLASSIFY.words, CLASSIFY.subsample]);
  const known = classifiers.get(full)?.get(key);
  if (known) return known;
  const bank = CLASSIFY.subsample ? subsampled(full, CLASSIFY.subsample) : full;
  const df = new Map<string, number>();
  for (const t of bank.texts) for (const term of new Set(termsOf(t))) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map([...df].map(([t, n]) => [t, Math.log((bank.texts.length + 1) / (n + 1)) + 1]));
  const fs = bank.vecs.map((v, i) => featuresOf(idf, wordsOnly, v, bank.texts[i]!));
  const gram = sharedGram(bank.vecs);
  const dir = trainDual(fs.map((f) => f.dir), bank.labels.map((l) => labelParts(l)?.axis ?? 'none'), lambda, wordsOnly ? WORDS.dirWords : 0, gram);
  const topic = trainDual(fs.map((f) => f.topic), bank.labels.map(roleOf), lambda, CLASSIFY.words, gram);
  const c = { dir, topic, idf, primal: wordsOnly ? { dir: primalOf(dir), topic: primalOf(topic) } : null };
  if (!classifiers.has(full)) classifiers.set(full, new Map());
  classifiers.get(full)!.set(key, c);
  return c;
}

/**
 * The labels of one clause: every (direction, topic) scored as the sum of the two classifiers'
 * scores (less 0.5, so a confident pair scores about 1), `none` as the better of the two `none`
 * scores. The best label is read when it is not `none` and scores at least `minScore` (an
 * explicit entry always gives an item on its own axis); a second label of another topic is kept
 * when within `secondMargin` of it.
 */
function labelsOf(cls: Classifier, c: { text: string; vec: Float32Array; forced: Axis | null }): { label: Label; score: number }[] {
  const f = featuresOf(cls.idf, cls.primal !== null, c.vec, c.text);
  const ds = cls.primal ? primalScores(cls.primal.dir, f.dir) : dualScores(cls.dir, f.dir);
  const ts = cls.primal ? primalScores(cls.primal.topic, f.topic) : dualScores(cls.topic, f.topic);
  const dir = new Map(cls.dir.classes.map((l, i) => [l, ds[i]!]));
  const ranked: [Label, number][] = [];
  cls.topic.classes.forEach((t, i) => {
    if (t === 'none') return;
    for (const ax of ['need', 'offer'] as const) {
      const l = labelOf(t, ax);
      if (LABELS.includes(l)) ranked.push([l, ts[i]! + (dir.get(ax) ?? 0) - 0.5]);
    }
  });
  ranked.push(['none', Math.max(dir.get('none') ?? -1, ts[cls.topic.classes.indexOf('none')] ?? -1)]);
  const scores = ranked
    .filter(([l]) => c.forced === null || l.startsWith(`${c.forced}:`))
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  const [first, second] = scores;
  if (!first || first[0] === 'none') return [];
  if (c.forced === null && first[1] < CLASSIFY.minScore) return [];
  const out = [{ label: first[0], score: first[1] }];
  if (second && second[0] !== 'none' && first[1] - second[1] <= CLASSIFY.secondMargin && labelParts(second[0])?.topic !== labelParts(first[0])?.topic) {
    out.push({ label: second[0], score: second[1] });
  }
  return out;
}

/** A clause's qualifiers as one item of it carries them: roles for people wanted or offered, lead for money. */
function forTopic(q: Qualifiers, topic: Topic): Qualifiers {
  const people = topic === 'talent' || topic === 'job' || topic === 'cofounder';
  const money = topic === 'capital' || topic === 'dealflow';
  return { ...q, roles: people ? q.roles : [], lead: money ? q.lead : null };
}

function mkItem(axis: Axis, topic: Topic, q: Qualifiers, span: string, source: IntentSource, implied: boolean): IntentItem {
  return { axis, topic, qualifiers: q, span, source, implied, evidence: [] };
}

export interface Reading {
  intent: Intent;
  profile: Float32Array | null;
  needs: Float32Array[];
  offers: Float32Array[];
  /** The person's area (`areas.ts`), which each of their needs and offers is about. */
  areas: AreaList;
}


/** The reading of one attendee (see the module comment); vectors are the encoder's. */
export async function read(a: AttendeeInput, encoder: SentenceEncoder): Promise<Reading> {
  const cls = classifierOf(await bankFor(encoder));
  const { raw, fromProfile } = clausesOf(a);
  const profileText = profileTextOf(a);
  // Each distinct text once: the profile and the clauses (a one-clause goal without a title is one text).
  const texts = [...new Set([profileText, ...raw.map((c) => c.text)].filter(Boolean))];
  const enc = await encoder.encode(texts);
  const byText = new Map(texts.map((t, i) => [t, enc[i]!]));
  const profile = byText.get(profileText) ?? null;
  let { found, clauses } = labelled(cls, a, raw.map((c) => ({ ...c, vec: byText.get(c.text)! })), fromProfile);
  const line = titleFallback(a, found, fromProfile);
  if (line) ({ found, clauses } = labelled(cls, a, [...raw.map((c) => ({ ...c, vec: byText.get(c.text)! })), { ...line, vec: (await encoder.encode([line.text]))[0]! }], true));
  if (ruleOn('person-qualifiers')) {
    const named = namedSectors(clauses);
    // At a sided event a goal naming no sector is read as the sector of its nearest sector
    // description, if the classifiers read something in what the person wrote (the side's money
    // and the title's role are found with score 0): text that says nothing ("Excited to be here")
    // is near some description too, and so is a bare title line ("Managing Director at Harbor
    // Holdings"); a sector guessed from either would be invented.
    const guess = !named.length && found.some((f) => f.score !== 0) && a.side && profile && ruleOn('sector-prototypes');
    applyPersonQualifiers(found, clauses, guess ? await sectorsOf(encoder, profile) : named);
  }
  const intent = finished(found, a, fromProfile);
  // Every item carries the vector of what the person wrote, the mean of their clauses' vectors: a
  // clause alone rarely names the domain, role or product its need or offer is about.
  const item = meanOf(clauses.map((c) => c.vec)) ?? profile;
  // The area is read from the profile vector (title line, goal and lists), once per person: who
  // gives advice names their field in the title and background more than in the sentence offering
  // it, and who asks for it names the field with it.
  return {
    intent,
    profile,
    needs: item ? intent.needs.map(() => item) : [],
    offers: item ? intent.offers.map(() => item) : [],
    areas: areasOf(await areaBankOf(encoder), profile ?? item),
  };
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
  const w = writtenOf(a);
  return [profileLine(a), w.goal, ...w.needs, ...w.offers].filter(Boolean).join('. ');
}

/**
 * At most `max` clauses: the shortest adjacent pair (by words) is joined until few enough, so a
 * goal of many short sentences costs few encoder texts and a short fragment ("Nairobi.") reads
 * with its neighbour.
 */
export function merged(clauses: string[], max: number): string[] {
  const out = [...clauses];
  const len = (t: string) => t.split(/\s+/).length;
  while (out.length > Math.max(1, max)) {
    let best = 0;
    for (let i = 1; i < out.length - 1; i++) if (len(out[i]!) + len(out[i + 1]!) < len(out[best]!) + len(out[best + 1]!)) best = i;
    out.splice(best, 2, `${out[best]} ${out[best + 1]}`);
  }
  return out;
}

/** The normalised mean of vectors, or null when there are none. */
function meanOf(vs: readonly Float32Array[]): Float32Array | null {
  if (!vs.length) return null;
  const m = new Float32Array(vs[0]!.length);
  for (const v of vs) for (let i = 0; i < m.length; i++) m[i] = m[i]! + v[i]!;
  let n = 0;
  for (let i = 0; i < m.length; i++) n += m[i]! * m[i]!;
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < m.length; i++) m[i] = m[i]! / n;
  return m;
}

type Read = { axis: Axis; topic: Topic };

/**
 * A label as the rules that read who seeks what turn it, the first that applies (in this order),
 * else the label as classified. Each test runs only when no earlier rule applied.
 */
function overridden(parts: Read, sentences: string[], forced: Clause['forced'], side: AttendeeInput['side'], buying: boolean): Read {
  const { axis, topic } = parts;
  const asked = askedTheRoom(sentences, axis, topic);
  const rules: [RuleName, () => boolean, () => Read][] = [
    ['asks-the-room', () => asked !== null, () => asked!],
    ['served-needs', () => forced === null && servesNeeds(sentences, axis, topic), () => ({ axis: 'offer', topic })],
    ['asks-for-a-product', () => forced === null && asksForProduct(sentences, axis, topic), () => ({ axis: 'need', topic: 'solution' })],
    ['sought-peers', () => seeksPeers(sentences, axis, topic, forced), () => ({ axis: 'need', topic: 'partnership' })],
    ['sought-investors', () => seeksInvestor(sentences, axis, topic, forced), () => ({ axis: 'need', topic: 'capital' })],
    ['sought-investors', () => seeksInvestees(sentences, axis, topic, forced), () => ({ axis: 'need', topic: 'dealflow' })],
    ['sought-sites', () => seeksSites(sentences, axis, topic, forced), () => ({ axis: 'need', topic: 'customers' })],
    ['sought-trials', () => seeksTrial(sentences, axis, topic, forced), () => ({ axis, topic: 'customers' })],
    ['giving-money', () => givesMoney(sentences, axis, topic, side ?? null), () => ({ axis: 'offer', topic: 'capital' })],
    ['speaker-hires', () => speakerHires(sentences, axis, topic), () => ({ axis, topic: axis === 'need' ? 'talent' : 'job' })],
  ];
  for (const [rule, applies, turned] of rules) if (ruleOn(rule) && applies()) return turned();
  return buying ? { ...parts, axis: 'need' } : parts;
}

interface Found {
  item: IntentItem;
  score: number;
}

/** Where an item read from the whole of what someone wrote comes from: the goal, else their lists, else their profile. */
function sourceOf(a: AttendeeInput): IntentSource {
  return writtenOf(a).goal ? 'goal' : wrote(a) ? 'explicit' : 'profile';
}

/** Whether the attendee wrote a goal or a list entry. */
function wrote(a: AttendeeInput): boolean {
  const w = writtenOf(a);
  return w.goal !== '' || w.needs.length > 0 || w.offers.length > 0;
}

/**
 * Rule `narrowed-denial`: a goal clause read as the positive part of each of its sentences that
 * denies a verb for one object and narrows it to another ("we don't invest in hardware, only
 * software" reads "we invest in software"), keeping what was written for the reasons to quote.
 */
function restated<C extends { text: string; forced: Axis | null }>(c: C): C & { written?: string } {
  if (c.forced !== null || !ruleOn('narrowed-denial')) return c;
  let text = c.text;
  for (const s of segment(c.text)) {
    const positive = narrowedRestatement(s);
    if (positive) text = text.replace(s, positive);
  }
  return text === c.text ? c : { ...c, text, written: c.text };
}

/**
 * The clauses of an attendee's text: the goal's (at most `maxClauses`), then each explicit entry
 * with its axis, placeholders left out; for someone who wrote neither, their title line and the
 * text fields of their profile (`profile.ts`), each read like a goal or with the axis its key names.
 */
function clausesOf(a: AttendeeInput): { raw: Omit<Clause, 'vec' | 'q'>[]; fromProfile: boolean } {
  if (!wrote(a)) {
    const raw: Omit<Clause, 'vec' | 'q'>[] = profileFields(a).flatMap(({ text, forced }) => (forced ? [text] : merged(segment(text), CLASSIFY.maxClauses)).map((t) => restated({ text: t, source: 'profile' as const, forced })));
    // Without a goal the title line is what the person says of themselves ("Angel investor,
    // robotics, pre-seed, Nordics"): its qualifiers apply to their items. It is not classified:
    // a title is no sentence ("General Partner" seeks no partnership); rule `title-role` reads it.
    const line = profileLine(a);
    if (line) raw.unshift({ text: line, source: 'profile' as const, forced: null, qualifiersOnly: true });
    return { raw, fromProfile: true };
  }
  const w = writtenOf(a);
  const raw = [
    ...merged(segment(w.goal), CLASSIFY.maxClauses).map((text) => restated({ text, source: 'goal' as const, forced: null })),
    ...w.needs.map((text) => ({ text, source: 'explicit' as const, forced: 'need' as const })),
    ...w.offers.map((text) => ({ text, source: 'explicit' as const, forced: 'offer' as const })),
  ];
  return { raw, fromProfile: false };
}

/**
 * Rule `title-fallback`: a goal that reads nothing ("tbd, happy to chat", "here to learn") leaves
 * the title line to say what the person is about ("Founder, route planning for cold-chain fleets"),
 * read as a clause and by rule `title-role`, as for someone who wrote no goal: the clause to read
 * after the others, or null.
 */
function titleFallback(a: AttendeeInput, found: readonly Found[], fromProfile: boolean): Omit<Clause, 'vec' | 'q'> | null {
  if (fromProfile || found.length > 0 || !ruleOn('title-fallback')) return null;
  const line = profileLine(a);
  return line ? { text: line, source: 'profile', forced: null } : null;
}

/**
 * The reading without the sentence encoder, for a match run's attendees without a stored reading
 * and wherever the encoder is not loaded: the classifier reading's two classifiers trained on the
 * example bank's words (see `WORDS`). Without sentence vectors there is no nearest sector
 * description (rule `sector-prototypes`): a sector is what the person names. Synchronous and
 * pure, so worker threads share the work out.
 */
export function deriveIntent(input: AttendeeInput): Intent {
  const a = withoutPlaceholders(input);
  const { raw, fromProfile } = clausesOf(a);
  const cls = classifierOf(wordBank());
  let { found, clauses } = labelled(cls, a, raw.map((c) => ({ ...c, vec: NO_VECTOR })), fromProfile);
  const line = titleFallback(a, found, fromProfile);
  if (line) ({ found, clauses } = labelled(cls, a, [...raw, line].map((c) => ({ ...c, vec: NO_VECTOR })), true));
  if (ruleOn('person-qualifiers')) applyPersonQualifiers(found, clauses, namedSectors(clauses));
  return finished(found, a, fromProfile);
}

/** Clauses labelled by the classifiers, with the side gate and mirrors applied. */
function labelled(cls: Classifier, a: AttendeeInput, raw: Omit<Clause, 'q'>[], fromProfile: boolean): { found: Found[]; clauses: Clause[] } {
  const byClause = raw.map((c) => {
    const labels = c.qualifiersOnly ? [] : labelsOf(cls, c);
    // A clause the classifier reads something in may infer its sector from its words
    // (qualifiers-read.ts), except a founder's money clause: it describes the round, not the company.
    const round = a.side === 'founder' && labels.some((l) => ['capital', 'dealflow'].includes(labelParts(l.label)?.topic ?? ''));
    return { clause: { ...c, q: readQualifiers(c.text, { infer: labels.length > 0 && !round }) }, labels };
  });
  const clauses: Clause[] = byClause.map((x) => x.clause);

  const found: Found[] = [];
  // Who the person says they are matters only to a co-founder item: read once, when one is found.
  const kindsOn = ruleOn('cofounder-kinds');
  let ownKinds: string[] | undefined;
  const kinds = () => (ownKinds ??= personKinds(a, raw));
  for (const { clause: c, labels } of byClause) {
    // The cues of each sentence of a goal clause (a clause may join several) and their denials.
    const sentences = segment(c.text);
    const said = c.forced === null && ruleOn('cue-veto') ? sentences.map(cuesOf) : null;
    // Rule `running-premises`: a clause that only says which places the speaker runs reads nothing.
    if (c.forced === null && ruleOn('running-premises') && onlyDescribesPremises(sentences)) continue;
    const from = found.length;
    // Rule `raising-money`: a clause that raises money wants it first; what it is for comes after.
    const raising = c.forced !== 'offer' && !a.side && ruleOn('raising-money') && raisesMoney(sentences) && !(labels[0]?.label === 'need:capital' && labels[0].score >= CLASSIFY.sure);
    const ranked = raising ? [{ label: 'need:capital' as Label, score: Math.max(CLASSIFY.sure, labels.find((l) => l.label === 'need:capital')?.score ?? 0) }, ...labels.filter((l) => l.label !== 'need:capital')] : labels;
    ranked.forEach(({ label, score }, k) => {
      const parts = labelParts(label)!;
      const buying = c.forced === null && ruleOn('buying-cues') && buyingFlips(c.text, parts.axis, parts.topic);
      const read = overridden(parts, sentences, c.forced, a.side, buying);
      const p = sideGate(read, a.side);
      if (said && ((p === read && cueVetoes(said, p.axis)) || deniesMarket(sentences, p.axis, p.topic))) return;
      // A second label, or a weak one, is unsure: it weighs like an implied item and implies no mirror.
      const unsure = c.forced === null && (k > 0 || score < CLASSIFY.sure);
      const it = mkItem(p.axis, p.topic, forTopic(c.q, p.topic), c.written ?? c.text, c.source, unsure);
      if (p.topic === 'cofounder' && kindsOn) it.qualifiers = { ...it.qualifiers, roles: statedKinds(c.text, p.axis, kinds()) };
      if (unsure) it.inferred = true;
      found.push({ item: it, score });
    });
    if (!c.qualifiersOnly && ruleOn('guidance-side')) guidanceSide(found, from, c);
    if (c.forced === null && !c.qualifiersOnly && ruleOn('offered-trials') && offersTrialSite(sentences)) offeredTrial(found, from, c);
    // Rule `stated-hire`: a clause in which the speaker hires wants talent, whatever else the classifiers read in it.
    if (!c.qualifiersOnly && c.forced !== 'offer' && ruleOn('stated-hire') && speakerHires(sentences, 'need', 'job') && !found.slice(from).some((f) => f.item.axis === 'need' && f.item.topic === 'talent')) {
      found.push({ item: mkItem('need', 'talent', forTopic(c.q, 'talent'), c.written ?? c.text, c.source, false), score: CLASSIFY.sure });
    }
  }
  if (ruleOn('guidance-kinds')) {
    // Rule `guidance-kinds` (guidance.ts): an advice item's roles are the kinds of guidance its words name.
    for (const f of found) if (f.item.topic === 'advice') f.item = { ...f.item, qualifiers: { ...f.item.qualifiers, roles: guidanceKinds(f.item.span) } };
  }
  const title = fromProfile && ruleOn('title-role') ? titleRole(a) : null;
  if (title) {
    const p = sideGate(title, a.side);
    if (!found.some((f) => f.item.axis === p.axis && f.item.topic === p.topic)) found.push({ item: mkItem(p.axis, p.topic, emptyQualifiers(), title.span, 'profile', false), score: 0 });
  }
  if (a.side && ruleOn('side-gate')) {
    // The side tag states the money: a founder wants it, an investor gives it, read or not.
    const k = a.side === 'founder' ? { axis: 'need' as const, topic: 'capital' as const } : { axis: 'offer' as const, topic: 'capital' as const };
    const money = found.filter((f) => f.item.axis === k.axis && f.item.topic === k.topic);
    // Read from the side alone, it has no words: what they wrote ("Excited to be here", a product
    // described) is not their statement of the money, so it is never quoted as one (span '').
    if (!money.length) found.push({ item: mkItem(k.axis, k.topic, emptyQualifiers(), '', sourceOf(a), false), score: 0 });
    for (const f of money) {
      const { inferred: _, ...stated } = f.item;
      f.item = { ...stated, implied: false };
    }
  }
  if (ruleOn('work-kinds') && !a.side) {
    // Rule `work-kinds` (work-kinds.ts): a hire or a job sought carries the kinds of work its own
    // words name. At a sided event everyone is a founder or an investor and nobody is there for a
    // job: a founder's hire is met only by misread items, whose kinds would lift one founder beside another.
    for (const f of found) {
      if (f.item.topic !== 'talent' && f.item.topic !== 'job') continue;
      const work = workKinds(f.item.span);
      if (work.length) f.item = { ...f.item, qualifiers: { ...f.item.qualifiers, roles: [...new Set([...f.item.qualifiers.roles, ...work])].sort() } };
    }
  }
  if (ruleOn('mirrors')) {
    // Raising money offers an investable company, hiring offers a job, and so on; a product
    // described is no search for buyers unless said, and an unsure item implies nothing.
    for (const f of [...found]) {
      if (f.item.implied || (f.item.axis === 'offer' && f.item.topic === 'solution')) continue;
      const imp = IMPLIED[`${f.item.axis}:${f.item.topic}`];
      if (!imp || found.some((g) => g.item.axis === imp.axis && g.item.topic === imp.topic)) continue;
      // Whom a person seeks as a co-founder is not who they are: the mirror keeps no roles, but
      // with rule `cofounder-kinds` the seat offered is of the person's own kind, and the founder
      // sought by someone offering to co-found is of the kind their words seek.
      const q = f.item.topic !== 'cofounder' ? f.item.qualifiers
        : { ...f.item.qualifiers, roles: !kindsOn ? [] : imp.axis === 'offer' ? kinds() : kindsOf(f.item.span, 'self').sought };
      found.push({ item: mkItem(imp.axis, imp.topic, q, f.item.span, f.item.source, true), score: f.score });
    }
  }
  return { found, clauses };
}

/**
 * Rule `offered-trials` (direction-cues.ts `offersTrialSite`): a clause in which the speaker offers
 * their premises for a trial wants a solution to try there, sure; what else the classifiers read in
 * the problem it describes (the goods handled, custom, advice) goes, but for a hire or a job.
 */
function offeredTrial(found: Found[], from: number, c: Clause): void {
  for (let i = found.length - 1; i >= from; i--) if (!['talent', 'job', 'capital', 'grant'].includes(found[i]!.item.topic)) found.splice(i, 1);
  found.push({ item: mkItem('need', 'solution', forTopic(c.q, 'solution'), c.written ?? c.text, c.source, false), score: CLASSIFY.sure });
}

/**
 * Rule `guidance-side` (guidance.ts): a clause whose grammar gives guidance ("happy to mentor
 * founders") offers advice, and one that seeks it ("a mentor who has done this") needs it, whatever
 * the direction classifier read: the clause's advice items of the other direction go, and one of
 * its own direction is kept sure or added. A list entry keeps its axis: only a clause that reads
 * the side its list states gets the item.
 */
function guidanceSide(found: Found[], from: number, c: Clause): void {
  const g = guidanceOf(c.text);
  const axis: Axis | null = g.gives === g.seeks ? null : g.gives ? 'offer' : 'need';
  if (axis === null || (c.forced !== null && c.forced !== axis)) return;
  let kept = false;
  for (let i = found.length - 1; i >= from; i--) {
    const it = found[i]!.item;
    if (it.topic !== 'advice') continue;
    if (it.axis !== axis || kept) {
      found.splice(i, 1);
      continue;
    }
    const { inferred: _, ...sure } = it;
    found[i] = { item: { ...sure, implied: false }, score: Math.max(found[i]!.score, CLASSIFY.sure) };
    kept = true;
  }
  if (!kept) found.push({ item: mkItem(axis, 'advice', forTopic(c.q, 'advice'), c.written ?? c.text, c.source, false), score: CLASSIFY.sure });
}

/**
 * Rule `cofounder-kinds` (cofounder-kinds.ts): the kinds a person names of themselves, in their
 * title and in the parts of what they wrote that speak of them ("I'm a GP", "as an engineer"),
 * and in the entries they list as offers.
 */
function personKinds(a: AttendeeInput, raw: readonly Omit<Clause, 'q'>[]): string[] {
  const out = new Set<string>(titleKinds(a.title ?? ''));
  for (const c of raw) if (!c.qualifiersOnly) for (const k of kindsOf(c.text, c.forced === 'offer' ? 'self' : 'none').self) out.add(k);
  return [...out].sort();
}

/** A co-founder item's kinds: whom a need's words seek; for an offer, who its words and the person are. */
function statedKinds(text: string, axis: Axis, person: readonly string[]): string[] {
  const k = kindsOf(text, axis === 'need' ? 'sought' : 'self');
  return axis === 'need' ? k.sought : [...new Set([...k.self, ...person])].sort();
}

/** The intent of what was found; read from the profile when the person wrote neither goal nor lists. */
function finished(found: Found[], a: AttendeeInput, fromProfile: boolean): Intent {
  return { ...picked(found, a), profile_fallback: fromProfile && found.length > 0 };
}

/** At most `MAX_ITEMS_PER_AXIS` items per axis, stated before implied, each offer with its evidence. */
function picked(found: Found[], a: AttendeeInput): { needs: IntentItem[]; offers: IntentItem[] } {
  const pick = (axis: Axis) => dedupe(found.filter((f) => f.item.axis === axis))
    .sort((x, y) => Number(x.item.implied) - Number(y.item.implied) || y.score - x.score)
    .slice(0, MAX_ITEMS_PER_AXIS);
  return {
    needs: pick('need').map((f) => f.item),
    offers: pick('offer').map((f) => ({ ...f.item, evidence: evidenceFor(f.item.topic, a, f.item) })),
  };
}

/** The sectors a person names in their clauses (up to six). */
function namedSectors(clauses: readonly Clause[]): string[] {
  return [...new Set(clauses.flatMap((c) => c.q.sectors))].slice(0, MAX_PERSON_SECTORS);
}

/**
 * Rule `person-qualifiers`: what a person states anywhere in their goal applies to their items
 * that name none ("Seed round, €2M. We build payroll software for clinics." raises for a health
 * and software company at seed): their sectors (up to six; at a sided event, when they name
 * none, the nearest sector description's, rule `sector-prototypes`), stages and regions, and for
 * money items their amount and lead.
 */
function applyPersonQualifiers(found: Found[], clauses: readonly Clause[], sectors: readonly string[]): void {
  const all = clauses.map((c) => c.q);
  const stages = [...new Set(all.flatMap((q) => q.stages))];
  const geographies = [...new Set(all.flatMap((q) => q.geographies))];
  const amount = all.find((q) => q.amount)?.amount ?? null;
  const lead = all.find((q) => q.lead)?.lead ?? null;
  for (const f of found) {
    const q = f.item.qualifiers;
    const money = f.item.topic === 'capital' || f.item.topic === 'dealflow';
    f.item = {
      ...f.item,
      qualifiers: {
        ...q,
        sectors: q.sectors.length ? q.sectors : [...sectors],
        stages: q.stages.length ? q.stages : stages,
        geographies: q.geographies.length ? q.geographies : geographies,
        amount: q.amount ?? (money ? amount : null),
        lead: q.lead ?? (money ? lead : null),
      },
    };
  }
}

/**
 * Side policy as a gate: at a sided event a founder does not offer money nor want deal flow, and
 * an investor does not want money nor offer deal flow, whatever the wording ("we are raising"
 * and "we invest" read alike in encoder space).
 */
function sideGate(p: { axis: Axis; topic: Topic }, side: AttendeeInput['side']): { axis: Axis; topic: Topic } {
  if (!side || !ruleOn('side-gate')) return p;
  const k = `${p.axis}:${p.topic}`;
  if (side === 'founder' && k === 'offer:capital') return { axis: 'need', topic: 'capital' };
  if (side === 'founder' && k === 'need:dealflow') return { axis: 'offer', topic: 'dealflow' };
  if (side === 'investor' && k === 'need:capital') return { axis: 'offer', topic: 'capital' };
  if (side === 'investor' && k === 'offer:dealflow') return { axis: 'need', topic: 'dealflow' };
  return p;
}

/** One item per (axis, topic): the best-scoring clause, stated before implied, qualifiers merged, stated spans joined. */
function dedupe(xs: Found[]): Found[] {
  const by = new Map<string, Found>();
  for (const x of xs) {
    const k = `${x.item.axis}:${x.item.topic}`;
    const prev = by.get(k);
    if (!prev) by.set(k, x);
    else {
      const better = Number(x.item.implied) < Number(prev.item.implied) || (x.item.implied === prev.item.implied && x.score > prev.score);
      const keep = better ? x : prev;
      // Two statements of one need ("Raising a seed round …, looking for a lead investor") are
      // both what the reasons quote, in the order written, each once.
      const [p, q] = [prev.item.span, x.item.span];
      const stated = !prev.item.implied && !x.item.implied && prev.item.source === x.item.source;
      const span = !stated ? keep.item.span : q.includes(p) ? q : p.includes(q) ? p : `${p}; ${q}`;
      by.set(k, { ...keep, item: { ...keep.item, span, qualifiers: mergeQualifiers(prev.item.qualifiers, x.item.qualifiers) } });
    }
  }
  return [...by.values()];
}
