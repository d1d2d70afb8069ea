import { readClause, splitClauses } from './clauses.ts';
import { emptyQualifiers, hasQualifiers, mergeQualifiers } from './qualifiers-read.ts';
import type { ClauseReading } from './clauses.ts';
import { evidenceFor } from './evidence.ts';
import { IMPLIED, TOPIC_DEFAULT_AXIS } from './lexicon.ts';
import { ensureVocabulary } from './embedder.ts';
import { isStopword, normalize, words } from './text.ts';
import type { AttendeeInput, Axis, Intent, IntentItem, IntentSource, Qualifiers, Topic } from './types.ts';

const MAX_ITEMS_PER_AXIS = 6;

function item(axis: Axis, topic: Topic, q: Qualifiers, span: string, source: IntentSource, implied = false): IntentItem {
  return { axis, topic, qualifiers: q, span, source, implied, evidence: [] };
}

/** An inferred item (no cue or no topic phrase): weighs like an implied one and says why. */
function inferredItem(axis: Axis, topic: Topic, q: Qualifiers, span: string, source: IntentSource): IntentItem {
  return { ...item(axis, topic, q, span, source, true), inferred: true };
}

/** Reads free text into items. `forced` fixes the axis (explicit needs/offers lists). */
function itemsFromText(text: string, source: IntentSource, a: AttendeeInput, forced?: Axis): IntentItem[] {
  const out: IntentItem[] = [];
  let prevAxis: Axis | null = forced ?? null;
  let last: IntentItem[] = [];
  let pending: { q: Qualifiers; text: string } | null = null;
  for (const clause of splitClauses(text)) {
    const read: ClauseReading = readClause(clause);
    let semantic = false;
    let r = read;
    // No topic phrase: a word close to a topic's lexicon words names it ("Columnist at a daily paper"
    // is press). Not for clauses with qualifiers, which continue or announce another item.
    if (read.topics.length === 0 && read.semanticTopic && !hasQualifiers(read.qualifiers)) {
      r = { ...read, topics: [read.semanticTopic] };
      semantic = true;
    }
    if (r.negated) {
      // "not raising right now": says what the person does not want; nothing to read, nothing to continue.
      last = [];
      continue;
    }
    // A clause whose only content is qualifiers continues the previous items even behind a cue:
    // "Tech journalist, I cover fintech" covers fintech as a journalist.
    const onlyQualifiers = r.topics.length === 0 && r.contentWords === 0 && hasQualifiers(r.qualifiers);
    const continues = r.axis === null || onlyQualifiers;
    const saysSomething = r.topics.length > 0 || hasQualifiers(r.qualifiers);
    if ((continues || words(clause).length <= 2) && saysSomething && last.length === 1 && last[0]?.topic === 'advice') {
      // "mentor founders on fundraising and go-to-market": the tail is the subject of the advice.
      last[0].span = `${last[0].span} and ${clause}`;
      last[0].qualifiers = mergeQualifiers(last[0].qualifiers, r.qualifiers);
      continue;
    }
    const roleContinues = r.roleOnly && last.some((it) => it.topic === 'job' || it.topic === 'talent' || it.topic === 'cofounder');
    if ((r.topics.length === 0 || roleContinues) && hasQualifiers(r.qualifiers) && last.length > 0 && continues) {
      // A list continuation ("…in climate, energy and mobility", "job hunting - UX designer") qualifies the previous items.
      for (const it of last) {
        it.qualifiers = mergeQualifiers(it.qualifiers, r.qualifiers);
        it.span = `${it.span}, ${clause}`;
      }
      continue;
    }
    if (r.topics.length === 0) {
      if (hasQualifiers(r.qualifiers) && continues) {
        // "Series A fintech in the US, tickets 3-5M": a leading qualifier clause applies forward.
        pending = pending ? { q: mergeQualifiers(pending.q, r.qualifiers), text: `${pending.text}, ${clause}` } : { q: r.qualifiers, text: clause };
        continue;
      }
      const axis = forced ?? r.axis;
      if (axis && r.contentWords > 0) {
        last = [item(axis, 'other', r.qualifiers, clause, source)];
        out.push(...last);
        prevAxis = axis;
      }
      continue;
    }
    const q = pending ? mergeQualifiers(pending.q, r.qualifiers) : r.qualifiers;
    const span = pending ? `${pending.text}, ${clause}` : clause;
    pending = null;
    last = [];
    for (const t of r.topics) {
      // No cue phrase: a word close to the need or offer cue sets decides ("Selling …" offers,
      // "Scouting …" needs), then the person's side and profile and the usual reading of the topic.
      const own = t === r.identity || (semantic && r.semanticAgent); // "Distributor covering Berlin": the speaker gives it
      // "Angel investor, cheques of €1.5M": a cue-less clause on a topic already stated keeps its direction.
      const same = out.find((x) => x.topic === t && !x.implied)?.axis;
      const axis: Axis | null = forced ?? (own ? 'offer' : null) ?? r.axis ?? r.semanticAxis ?? same ?? defaultAxis(t, a) ?? prevAxis;
      if (!axis) continue;
      // Without an explicit cue (or without a topic phrase) the item is a guess: inferred, lower weight.
      // Money at a sided event is no guess: the side tag states the direction (dev: 0.839 -> 0.842).
      const inferred = semantic || (!own && !forced && r.axis === null && !(t === 'capital' && a.side !== null));
      const it = inferred ? inferredItem(axis, t, q, span, source) : item(axis, t, q, span, source);
      last.push(it);
      out.push(it);
      prevAxis = axis;
    }
  }
  // "…out of Paris", "HQ Berlin": where the person is based applies to every item without a region.
  const home = splitClauses(text)
    .filter((c) => /\b(based|hq|headquartered|located|out of)\b/i.test(c))
    .flatMap((c) => readClause(c).qualifiers.geographies);
  if (home.length > 0) for (const it of out) if (it.qualifiers.geographies.length === 0) it.qualifiers = { ...it.qualifiers, geographies: [...new Set(home)].sort() };
  if (out.length === 0 && pending) {
    // Only qualifiers and no topic or cue ("climate, B2B SaaS"): the person's side or title says
    // what they are about; the item is inferred and weighs less than a stated one.
    const guess = sideOrTitleItem(a);
    if (guess) out.push(inferredItem(forced ?? guess.axis, guess.topic, pending.q, pending.text, source));
  }
  if (out.length === 0 && source !== 'profile' && words(text).filter((w) => !isStopword(w)).length >= 2) {
    // Only a self-description ("Third-generation winemaker in Bordeaux"): keep it as a free-text offer.
    out.push(item(forced ?? 'offer', 'other', emptyQualifiers(), text.trim().slice(0, 240), source));
  }
  return sideConsistent(grantGiversFund(out), a.side, forced);
}

/**
 * "Grants officer at a foundation; we fund pilots in education": whoever gives grants gives their
 * money as grants. (A seeker's money stays capital: "raising our seed and applying for grants"
 * wants both.)
 */
function grantGiversFund(items: IntentItem[]): IntentItem[] {
  if (!items.some((x) => x.axis === 'offer' && x.topic === 'grant')) return items;
  return items.map((x) => (x.axis === 'offer' && x.topic === 'capital' ? { ...x, topic: 'grant' } : x));
}

/**
 * No cue in the clause: the profile decides when it backs the topic ("Programme Officer at a
 * foundation" gives grants), then the usual reading of the topic (a job is wanted, a product
 * offered), and for money the side tag.
 */
function defaultAxis(t: Topic, a: AttendeeInput): Axis | null {
  if (t === 'capital') return a.side === 'investor' ? 'offer' : a.side === 'founder' ? 'need' : evidenceFor('capital', a).length > 0 ? 'offer' : 'need';
  // Only titles that name the giver ("Programme Officer at … Foundation") flip a topic people
  // usually want; generic ones ("Founder", "Head of Sales") back advice or customers both ways.
  if (TOPIC_DEFAULT_AXIS[t] === 'need' && (t === 'grant' ? evidenceFor(t, a).length > 0 : titleGives(t, a))) return 'offer';
  return TOPIC_DEFAULT_AXIS[t];
}

/**
 * At a sided event the side tag is evidence: an investor does not need capital, a founder does not
 * give it. What a founder lists as an offer and reads as money ("fintech company, seed stage") is
 * the company itself, offered to investors: deal flow on the offer axis it was listed on, implied
 * like the mirror of a raise, so listing the company weighs what writing "we are raising" does.
 */
function sideConsistent(items: IntentItem[], side: AttendeeInput['side'], forced?: Axis): IntentItem[] {
  return items.map((it) => {
    if (side === 'investor' && it.topic === 'capital' && it.axis === 'need') return { ...it, axis: 'need', topic: 'dealflow' };
    if (side === 'founder' && it.topic === 'capital' && it.axis === 'offer') return forced === 'offer' ? { ...it, topic: 'dealflow', implied: true } : { ...it, axis: 'need' };
    return it;
  });
}

const COFOUNDER_COMPLEMENT: Record<string, string[]> = { cto: ['ceo'], ceo: ['cto'], engineer: ['ceo'] };

/** Qualifiers carried to the implied counterpart; a co-founder search flips the role sought. */
function carried(q: Qualifiers, topic: Topic): Qualifiers {
  return topic === 'cofounder' ? { ...q, roles: q.roles.flatMap((r) => COFOUNDER_COMPLEMENT[r] ?? []) } : q;
}

function addImplied(items: IntentItem[]): IntentItem[] {
  const out = [...items];
  for (const it of items) {
    const imp = IMPLIED[`${it.axis}:${it.topic}`];
    if (!imp) continue;
    const existing = out.find((o) => o.axis === imp.axis && o.topic === imp.topic);
    if (existing) {
      // Both halves stated separately ("startups in health" + "tickets 100-250k") describe one thesis.
      if (it.topic === 'cofounder') continue;
      const q = mergeQualifiers(existing.qualifiers, it.qualifiers);
      existing.qualifiers = q;
      it.qualifiers = { ...q, lead: it.qualifiers.lead };
      continue;
    }
    out.push(item(imp.axis, imp.topic, carried(it.qualifiers, it.topic), it.span, it.source, true));
  }
  return out;
}

/** Collapses duplicate (axis, topic) items, keeping the first span and the union of qualifiers. */
function dedupe(items: IntentItem[]): IntentItem[] {
  const byKey = new Map<string, IntentItem>();
  for (const it of items) {
    const k = `${it.axis}:${it.topic}:${it.topic === 'other' ? it.span : ''}`;
    const prev = byKey.get(k);
    if (!prev) byKey.set(k, { ...it });
    else {
      prev.qualifiers = mergeQualifiers(prev.qualifiers, it.qualifiers);
      prev.implied = prev.implied && it.implied;
    }
  }
  return [...byKey.values()];
}

const TITLE_TOPICS: [RegExp, Axis, Topic][] = [
  [/\b(partner|principal|investor|vc|angel|general partner|investment)\b/, 'offer', 'capital'],
  [/\b(founder|co-?founder|ceo)\b/, 'need', 'capital'],
  [/\b(recruit\w*|talent acquisition|head of people)\b/, 'need', 'talent'],
  [/\b(journalist|editor|reporter|correspondent)\b/, 'offer', 'press'],
  [/\b(professor|researcher|scientist|postdoc)\b/, 'offer', 'research'],
  [/\b(mentor|advisor|adviser|coach)\b/, 'offer', 'advice'],
  [/\b(procurement|head of innovation|purchasing)\b/, 'offer', 'customers'],
  [/\b(distribut\w*|reseller)\b/, 'offer', 'distribution'],
];

/** Title and company, normalised, as the title rules read them. */
const titleText = (a: AttendeeInput) => normalize(`${a.title ?? ''} ${a.company ?? ''}`);

/** The title names someone who gives `t` ("Advisor", "Head of Innovation"). */
function titleGives(t: Topic, a: AttendeeInput): boolean {
  const title = titleText(a);
  return TITLE_TOPICS.some(([re, axis, topic]) => topic === t && axis === 'offer' && re.test(title));
}

/** The most plausible item of a person from the side tag, else the first matching title rule. */
function sideOrTitleItem(a: AttendeeInput): { axis: Axis; topic: Topic } | null {
  if (a.side === 'investor') return { axis: 'offer', topic: 'capital' };
  if (a.side === 'founder') return { axis: 'need', topic: 'capital' };
  const title = titleText(a);
  for (const [re, axis, topic] of TITLE_TOPICS) if (re.test(title)) return { axis, topic };
  return null;
}

/** Profile fallback: raw_data text fields and the title, when no goal or explicit axis exists. */
function profileItems(a: AttendeeInput): IntentItem[] {
  const out: IntentItem[] = [];
  const raw = a.raw_data ?? {};
  for (const [k, v] of Object.entries(raw).sort(([x], [y]) => (x < y ? -1 : 1))) {
    if (typeof v !== 'string' && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) continue;
    const text = Array.isArray(v) ? v.join(', ') : v;
    const forced: Axis | undefined = /need|looking|seek|want/i.test(k) ? 'need' : /offer|help|give|provide/i.test(k) ? 'offer' : undefined;
    if (forced || /bio|about|summary|interest|goal|headline/i.test(k)) out.push(...itemsFromText(text, 'profile', a, forced));
  }
  const title = titleText(a);
  for (const [re, axis, topic] of TITLE_TOPICS) {
    if (!re.test(title)) continue;
    if (topic === 'capital' && axis === 'need' && a.side === 'investor') continue;
    if (topic === 'capital' && axis === 'offer' && a.side === 'founder') continue;
    out.push(item(axis, topic, emptyQualifiers(), [a.title, a.company].filter(Boolean).join(', '), 'profile'));
    break;
  }
  return out;
}

/**
 * Needs and offers of one attendee. Pure and deterministic. Explicit `event_needs` /
 * `event_offers` replace their axis; without a goal or explicit axis the profile is used.
 */
export function deriveIntent(a: AttendeeInput): Intent {
  ensureVocabulary();
  const goal = (a.event_goal ?? '').trim();
  const explicitNeeds = (a.event_needs ?? []).filter((s) => s.trim() !== '');
  const explicitOffers = (a.event_offers ?? []).filter((s) => s.trim() !== '');
  let fromGoal = goal ? addImplied(itemsFromText(goal, 'goal', a)) : [];
  const exNeeds = explicitNeeds.flatMap((s) => withOther(itemsFromText(s, 'explicit', a, 'need'), s, 'need'));
  const exOffers = explicitOffers.flatMap((s) => withOther(itemsFromText(s, 'explicit', a, 'offer'), s, 'offer'));
  // Explicit lists replace the goal's items on their axis, not what the goal says about them
  // (before their implied counterparts are drawn, which carry their qualifiers).
  withGoalQualifiers([...exNeeds, ...exOffers], fromGoal);
  const exImplied = addImplied([...exNeeds, ...exOffers]).filter((x) => x.implied);
  let profileFallback = false;
  if (fromGoal.length === 0 && exNeeds.length === 0 && exOffers.length === 0) {
    fromGoal = addImplied(profileItems(a));
    profileFallback = fromGoal.length > 0;
  }
  fromGoal = cofounderAbsorbsTalent(fromGoal);
  const pool = [...fromGoal, ...exImplied];
  const needs = exNeeds.length > 0 ? exNeeds : pool.filter((x) => x.axis === 'need');
  const offers = exOffers.length > 0 ? exOffers : pool.filter((x) => x.axis === 'offer');
  withDomain([...needs, ...offers], fromGoal);
  const order = (xs: IntentItem[]) => dedupe(xs).sort((x, y) => Number(x.implied) - Number(y.implied)).slice(0, MAX_ITEMS_PER_AXIS);
  const finalOffers = order(offers).map((o) => ({ ...o, evidence: evidenceFor(o.topic, a) }));
  return { needs: order(needs), offers: finalOffers, profile_fallback: profileFallback };
}

/**
 * "Need a bridge round … while we finish our GenAI pilots": the sectors a person names anywhere
 * (goal and lists alike, one or two of them) are their domain, and a single region named anywhere
 * is where they work, so items that name none are about those too. Where explicit lists replaced
 * the goal's items, the goal still says what the lists leave unsaid: its sectors and region count
 * when the kept items name none.
 */
function withDomain(items: IntentItem[], goal: readonly IntentItem[]): void {
  const stated = items.filter((it) => it.topic !== 'other');
  const told = goal.filter((it) => it.topic !== 'other');
  const named = (xs: readonly IntentItem[], key: 'sectors' | 'geographies') => [...new Set(xs.flatMap((it) => it.qualifiers[key]))].sort();
  const ownOrGoal = (key: 'sectors' | 'geographies') => {
    const own = named(stated, key);
    return own.length > 0 ? own : named(told, key);
  };
  const domain = ownOrGoal('sectors');
  const region = ownOrGoal('geographies');
  for (const it of stated) {
    if (domain.length > 0 && domain.length <= 2 && it.qualifiers.sectors.length === 0) it.qualifiers = { ...it.qualifiers, sectors: domain };
    if (region.length === 1 && it.qualifiers.geographies.length === 0) it.qualifiers = { ...it.qualifiers, geographies: region };
  }
}

/**
 * "Raising a €2M seed for our fintech startup" with the list entry "a lead investor" still raises
 * €2M at seed: an explicit item takes the stages, roles, amount and lead of the goal's stated item
 * of its axis and topic where it names none (sectors and region come with the domain, `withDomain`).
 */
function withGoalQualifiers(explicit: readonly IntentItem[], goal: readonly IntentItem[]): void {
  for (const it of explicit) {
    const g = goal.find((x) => !x.implied && x.axis === it.axis && x.topic === it.topic)?.qualifiers;
    if (!g) continue;
    const q = it.qualifiers;
    it.qualifiers = {
      ...q,
      stages: q.stages.length ? q.stages : g.stages,
      roles: q.roles.length ? q.roles : g.roles,
      amount: q.amount ?? g.amount,
      lead: q.lead ?? g.lead,
    };
  }
}

/**
 * "Want to find backend engineers — full commitment, equal split": a stated co-founder search
 * and a hire in the same goal are one search for a co-founder with those roles.
 */
function cofounderAbsorbsTalent(items: IntentItem[]): IntentItem[] {
  const co = items.find((x) => x.axis === 'need' && x.topic === 'cofounder' && (!x.implied || x.inferred));
  if (!co || !items.some((x) => x.axis === 'need' && x.topic === 'talent')) return items;
  const hires = items.filter((x) => x.axis === 'need' && x.topic === 'talent');
  co.qualifiers = hires.reduce((q, h) => mergeQualifiers(q, h.qualifiers), co.qualifiers);
  co.inferred = co.inferred && hires.every((h) => h.inferred);
  co.implied = co.implied && hires.every((h) => h.implied);
  const gone = new Set(hires);
  // The implied halves of the hire (someone offering a job) go with it; the co-founder's own stay.
  return addImplied(items.filter((x) => !gone.has(x) && !(x.implied && x.axis === 'offer' && (x.topic === 'job' || x.topic === 'cofounder'))));
}

/** An explicit entry with no recognisable topic is kept as free text, matched by similarity. */
function withOther(items: IntentItem[], text: string, axis: Axis): IntentItem[] {
  return items.length > 0 ? items : [item(axis, 'other', readClause(text).qualifiers, text.trim(), 'explicit')];
}
