/**
 * Readiness diagnostics: whether each attendee and the event are ready for a match run, what is
 * missing, which call fixes it, and (beyond the contract) why a ready attendee should expect few
 * or no matches. Pure: facts in, diagnostics out (the query loads the facts).
 */
import { hasSource, type IntentInputs } from './intent.ts';
import { hasProfile as profileGiven } from '../matching/policy.ts';
import { writtenOf } from '../matching/written.ts';
import { TOPIC_LABEL } from '../matching/reasons.ts';
import type { Topic } from '../matching/types.ts';

export type IntentStatus = 'none' | 'pending' | 'derived' | 'failed';
export type Side = 'founder' | 'investor';

export interface AttendeeFacts {
  attendee_id: string | null;
  entity_id: string;
  inputs: IntentInputs;
  open_reviews: number;
  /** Whether the person has an e-mail or LinkedIn URL on file, through which an import row reaches them (absent: unknown). */
  anchored?: boolean;
  intent: {
    status: IntentStatus;
    /** The last derived reading is of the current inputs and reading version. */
    current: boolean;
    /** The derived reading found only profile intent (no goal or explicit axis to read). */
    profile_fallback: boolean;
    need_topics: string[];
    offer_topics: string[];
    /** Every item of the derived reading was read from the side alone: what the person wrote read to nothing beyond it (absent: false). */
    side_only?: boolean;
  };
}

/** Severity of an event warning: `blocking` means stop and fix before matching. */
export type Severity = 'blocking' | 'advisory';
export interface Warning {
  code: string;
  severity: Severity;
  message: string;
  recommended_action: string;
}

export interface OutlookReason {
  code: 'NO_COUNTERPART_SIDE' | 'FEW_COUNTERPARTS' | 'SIDE_OUTNUMBERED' | 'PRIMARY_NEED_NOT_OFFERED' | 'PROFILE_FALLBACK_ONLY' | 'SIDE_ONLY' | 'NOTHING_READ';
  message: string;
}

export interface AttendeeReadiness {
  match_ready: boolean;
  global_match_ready: boolean;
  event_match_ready: boolean;
  missing: string[];
  recommended_actions: string[];
  /** Beyond the contract: for a ready attendee, why few or no matches are to be expected. */
  match_outlook: { expected: 'normal' | 'few' | 'none'; reasons: OutlookReason[] } | null;
}

/** Facts about the whole roster the per-attendee outlook compares with. */
export interface RosterContext {
  event_id: string;
  sided: boolean;
  founders: number;
  investors: number;
  /** Offer topics of derived readings, by side (`any` at an open event or for untagged people). */
  offers_by_side: Record<Side | 'any', Set<string>>;
  /** Whether any counterpart has a derived reading (else offers are unknown, not absent). */
  derived_by_side: Record<Side | 'any', number>;
  roster_size: number;
}

/** The default and maximum matches per principal of a match run: fewer candidates mean fewer matches. */
export const TOP_N_DEFAULT = 10;
/** One side outnumbering the other by this ratio or more is a severe imbalance (advisory). */
export const SEVERE_IMBALANCE_RATIO = 5;
/** Share of the roster without a goal or explicit axis (or not ready) that makes an event-wide gap. */
export const EVENT_GAP_SHARE = 0.25;

/**
 * Whether an attendee wrote a goal and an explicit axis, as the reading sees them: a placeholder
 * ("tbd", "n/a", "-") is not written, so readiness asks for a goal the reading would not read.
 */
function written(i: IntentInputs): { goal: boolean; explicit: boolean } {
  const w = writtenOf({ event_goal: i.goal, event_needs: i.needs, event_offers: i.offers });
  return { goal: w.goal !== '', explicit: w.needs.length + w.offers.length > 0 };
}

const other = (s: Side): Side => (s === 'founder' ? 'investor' : 'founder');

/** The path segment that names an attendee in calls (partner ID, else the roster entity_id). */
const ref = (f: AttendeeFacts) => f.attendee_id ?? f.entity_id;

/**
 * An import that gives the attendee `what`. An internally added attendee has no partner ID to
 * import for: a row of the partner's own ID reaches them through their e-mail or LinkedIn URL
 * (an attendee_id spelling their entity_id is refused, as it would hide them on paths).
 */
const importFor = (ev: string, f: AttendeeFacts, what0: string) => {
  // Every import row reapplies the side (omitting it untags): the advice must not cost the attendee their side.
  const what = f.inputs.side ? `${what0} and side ${f.inputs.side} (a row without side untags the attendee)` : what0;
  return f.attendee_id !== null
    ? `PUT /events/${ev}/attendees:import with ${what} for ${f.attendee_id}`
    : f.anchored === false
      ? `DELETE /events/${ev}/attendees/${f.entity_id}, then PUT /events/${ev}/attendees:import with ${what} in a row of an attendee_id of yours (added internally without an e-mail or LinkedIn URL, so no import row can reach them)`
      : `PUT /events/${ev}/attendees:import with ${what} in a row of an attendee_id of yours carrying the e-mail or LinkedIn URL of ${f.entity_id} (added internally; the row maps that ID to them)`;
};

export function attendeeReadiness(f: AttendeeFacts, ctx: RosterContext): AttendeeReadiness {
  const ev = ctx.event_id;
  const { goal: hasGoal, explicit: hasExplicit } = written(f.inputs);
  const hasProfile = profileGiven(f.inputs);
  // What an enrichment run would read (it refuses anyone with nothing to read).
  const readable = hasSource(f.inputs);
  const st = f.intent.status;
  const missing: string[] = [];
  const actions: string[] = [];
  const enrich = `POST /events/${ev}/enrichment-runs`;

  if (!hasGoal && !hasExplicit) {
    missing.push('event_goal');
    actions.push(importFor(ev, f, 'event_goal (or event_needs / event_offers)'));
  }
  if (st === 'pending') {
    missing.push('event_intent_processing');
    actions.push(`wait for the reading to finish (poll GET /events/${ev}/attendees/${ref(f)}/readiness); until then a match run uses explicit axes and profile only`);
  } else if (st === 'failed') {
    missing.push('event_intent_failed');
    actions.push(`${enrich} with a fresh idempotency_key to read this attendee again`);
  } else if (st === 'none' && readable) {
    missing.push('event_intent_not_requested');
    actions.push(`${enrich} to derive needs and offers ahead of the match run`);
  } else if (st === 'derived' && !f.intent.current && readable) {
    missing.push('event_intent_stale');
    actions.push(`${enrich} to read the changed inputs again`);
  }
  if (!hasProfile) {
    missing.push('profile');
    actions.push(`${importFor(ev, f, 'title and company')} (profile intent and offer evidence)`);
  }
  const sideMissing = ctx.sided && f.inputs.side === null;
  if (sideMissing) {
    missing.push('side');
    actions.push(`PATCH /events/${ev}/attendees/${ref(f)} with side founder or investor; untagged attendees get no matches at a sided event`);
  }
  if (f.open_reviews > 0) {
    missing.push('identity_review');
    actions.push(`GET /events/${ev}/review-queue and resolve the open reviews naming ${ref(f)}`);
  }

  // A pending or failed reading leaves the goal out of a match run (spec: fallback); a goal never
  // read yet is read at match time, a stale reading is used as it is.
  const event_match_ready = hasExplicit || (hasGoal && (st === 'none' || st === 'derived'));
  const global_match_ready = hasProfile;
  // At a sided event the side alone states the money (a founder seeks it, an investor gives it)
  // and a match run matches on it, so an attendee with nothing else is matched, weakly.
  const sideOnly = ctx.sided && f.inputs.side !== null && !event_match_ready && !global_match_ready;
  const match_ready = !sideMissing && (event_match_ready || global_match_ready || sideOnly);
  return {
    match_ready,
    global_match_ready,
    event_match_ready,
    missing,
    recommended_actions: actions,
    match_outlook: match_ready ? outlookOf(f, ctx, event_match_ready, sideOnly) : null,
  };
}

function outlookOf(f: AttendeeFacts, ctx: RosterContext, eventReady: boolean, sideOnly: boolean): AttendeeReadiness['match_outlook'] {
  const reasons: OutlookReason[] = [];
  let expected: 'normal' | 'few' | 'none' = 'normal';
  const worse = (e: 'few' | 'none') => {
    if (expected !== 'none') expected = e;
  };
  const side = f.inputs.side as Side | null;
  let counterparts = ctx.roster_size - 1;
  let pool: Side | 'any' = 'any';
  if (ctx.sided && side) {
    pool = other(side);
    counterparts = pool === 'founder' ? ctx.founders : ctx.investors;
    const own = side === 'founder' ? ctx.founders : ctx.investors;
    if (counterparts === 0) {
      reasons.push({ code: 'NO_COUNTERPART_SIDE', message: `nobody at the event is tagged ${pool}: a sided event matches ${side}s only with ${pool}s` });
      worse('none');
    } else if (own / counterparts >= SEVERE_IMBALANCE_RATIO) {
      reasons.push({ code: 'SIDE_OUTNUMBERED', message: `${own} ${side}s share ${counterparts} ${pool}s: each ${pool} can appear in only so many lists` });
      worse('few');
    }
  }
  if (counterparts > 0 && counterparts < TOP_N_DEFAULT) {
    reasons.push({ code: 'FEW_COUNTERPARTS', message: `only ${counted(counterparts, 'possible counterpart', 'possible counterparts')} at the event` });
    worse('few');
  } else if (counterparts <= 0 && !(ctx.sided && side)) {
    reasons.push({ code: 'FEW_COUNTERPARTS', message: 'nobody else at the event can be matched' });
    worse('none');
  }
  const primary = f.intent.status === 'derived' ? f.intent.need_topics.find((t) => t !== 'other') : undefined;
  if (primary && counterparts > 0 && ctx.derived_by_side[pool] > 0 && !ctx.offers_by_side[pool].has(primary)) {
    // Named as the reasons name it ("funding", "stories"), not by its key ("offers story", "offers dealflow").
    const sought = TOPIC_LABEL[primary as Topic] || primary.replaceAll('_', ' ');
    reasons.push({ code: 'PRIMARY_NEED_NOT_OFFERED', message: `no ${pool === 'any' ? 'other attendee' : pool} read so far offers what this attendee seeks first (${sought})` });
    worse('few');
  }
  const read = f.intent;
  if (read.status === 'derived' && read.current && read.need_topics.length + read.offer_topics.length === 0) {
    reasons.push({ code: 'NOTHING_READ', message: 'the reading found no need or offer in what this attendee wrote: matches rest on text similarity alone; a goal saying what they seek or offer would say more' });
    worse('few');
  } else if (sideOnly || (ctx.sided && side && read.status === 'derived' && read.current && read.side_only)) {
    // Someone who wrote nothing, or at a sided event only what reads to nothing beyond the side's
    // money ("Excited to be here"): their matches rest on the side alone.
    const money = `${side === 'founder' ? 'a founder seeks' : 'an investor offers'} funding`;
    const message = sideOnly
      ? `only the side can be read (${money}): matches rest on it alone; a goal or a title and company would say more`
      : `what this attendee wrote reads to nothing beyond the side (${money}): matches rest on it alone; a goal saying what they seek or offer would say more`;
    reasons.push({ code: 'SIDE_ONLY', message });
    worse('few');
  } else if (!eventReady || (f.intent.status === 'derived' && f.intent.profile_fallback)) {
    reasons.push({ code: 'PROFILE_FALLBACK_ONLY', message: 'only profile intent (title, company) can be read: matches rest on weaker signals' });
    worse('few');
  }
  return { expected, reasons };
}

export interface EventSummary {
  side_coverage: {
    policy_active: boolean;
    founder_count: number;
    investor_count: number;
    untagged_count: number;
    untagged_attendee_ids: string[];
    untagged_entity_ids: string[];
  };
  intent_processing: { pending_count: number; pending_entity_ids: string[]; failed_count: number; failed_entity_ids: string[] };
  match_readiness: { ready_count: number; not_ready_count: number };
  warnings: Warning[];
}

/** The sides whose offers a derived reading adds to: its own (if any) and `any`. */
export const offerSides = (side: Side | null): Array<Side | 'any'> => (side ? [side, 'any'] : ['any']);

/** Roster-wide facts for the outlook of each attendee. */
export function rosterContext(eventId: string, facts: AttendeeFacts[]): RosterContext {
  const offers = facts.flatMap((f) =>
    f.intent.status === 'derived' ? offerSides(f.inputs.side as Side | null).flatMap((side) => f.intent.offer_topics.map((topic) => ({ side, topic, n: 1 }))) : [],
  );
  return contextOf(eventId, facts.map((f) => ({ side: f.inputs.side as Side | null, status: f.intent.status, n: 1 })), offers);
}

/** Whether an attendee has neither a goal nor an explicit axis (profile intent only). */
const lacksGoal = (f: AttendeeFacts) => {
  const w = written(f.inputs);
  return !w.goal && !w.explicit;
};
/** Goal or axes never read, or changed since the last reading. */
const unreadNow = (f: AttendeeFacts) => (f.intent.status === 'none' && !lacksGoal(f)) || (f.intent.status === 'derived' && !f.intent.current && hasSource(f.inputs));

/** The roster-wide counts the event summary and its warnings are made of. */
export interface EventCounts {
  size: number;
  ready: number;
  untagged: number;
  no_goal: number;
  unread: number;
  pending: number;
  failed: number;
}

/** The entity and attendee IDs the summary lists (full roster). */
export interface EventLists {
  untagged_attendee_ids: string[];
  untagged_entity_ids: string[];
  pending_entity_ids: string[];
  failed_entity_ids: string[];
}

/** Event-level side coverage, processing state, readiness counts and warnings over the full roster. */
export function eventSummary(ctx: RosterContext, facts: AttendeeFacts[], readiness: AttendeeReadiness[]): EventSummary {
  const untagged = facts.filter((f) => f.inputs.side === null);
  const counts: EventCounts = {
    size: facts.length,
    ready: readiness.filter((r) => r.match_ready).length,
    untagged: untagged.length,
    no_goal: facts.filter(lacksGoal).length,
    unread: facts.filter(unreadNow).length,
    pending: facts.filter((f) => f.intent.status === 'pending').length,
    failed: facts.filter((f) => f.intent.status === 'failed').length,
  };
  return summaryOf(ctx, counts, {
    untagged_attendee_ids: untagged.flatMap((f) => (f.attendee_id ? [f.attendee_id] : [])),
    untagged_entity_ids: untagged.map((f) => f.entity_id),
    pending_entity_ids: facts.filter((f) => f.intent.status === 'pending').map((f) => f.entity_id),
    failed_entity_ids: facts.filter((f) => f.intent.status === 'failed').map((f) => f.entity_id),
  });
}

/** "1 attendee has" or "3 attendees have": a warning's count with its noun and verb. */
const counted = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;

/** The summary from roster-wide counts (the event's readiness read model) and the listed IDs. */
export function summaryOf(ctx: RosterContext, c: EventCounts, lists: EventLists): EventSummary {
  const ev = ctx.event_id;
  const ready = c.ready;
  const n = c.size;
  const noGoal = c.no_goal;
  const unread = c.unread;
  const enrich = `POST /events/${ev}/enrichment-runs`;
  const w: Warning[] = [];
  if (n > 0 && ready < 2) {
    w.push({ code: 'TOO_FEW_MATCHABLE', severity: 'blocking', message: `${ready} of ${n} attendees are ready: a match run needs at least two`, recommended_action: `GET /events/${ev}/readiness and fix the missing items of the attendees` });
  }
  if (n === 0) {
    w.push({ code: 'EMPTY_ROSTER', severity: 'blocking', message: 'the event has no attendees', recommended_action: `PUT /events/${ev}/attendees:import` });
  }
  if (ctx.sided && (ctx.founders === 0 || ctx.investors === 0)) {
    const missingSide = ctx.founders === 0 ? 'founder' : 'investor';
    w.push({
      code: 'MISSING_COUNTERPART_SIDE',
      severity: 'blocking',
      message: `the event is sided but nobody is tagged ${missingSide}: matching is cross-side only, so nobody can be matched`,
      recommended_action: `PATCH /events/${ev}/attendees/{attendee_id} with side ${missingSide} (or import the ${missingSide}s with side)`,
    });
  }
  if (ctx.sided && c.untagged > 0) {
    w.push({
      code: 'UNTAGGED_AT_SIDED_EVENT',
      severity: 'advisory',
      message: `${counted(c.untagged, 'attendee has', 'attendees have')} no side at a sided event: they get no matches and appear in nobody's (side_coverage lists them)`,
      recommended_action: `PATCH /events/${ev}/attendees/{attendee_id} with side founder or investor for each untagged attendee`,
    });
  }
  if (ctx.founders > 0 && ctx.investors > 0) {
    const [big, small] = ctx.founders >= ctx.investors ? ['founder', 'investor'] : ['investor', 'founder'];
    const ratio = Math.max(ctx.founders, ctx.investors) / Math.min(ctx.founders, ctx.investors);
    if (ratio >= SEVERE_IMBALANCE_RATIO) {
      w.push({
        code: 'SEVERE_SIDE_IMBALANCE',
        severity: 'advisory',
        message: `${big}s outnumber ${small}s ${ratio.toFixed(1)} to 1 (threshold ${SEVERE_IMBALANCE_RATIO}:1): most ${big}s will share a few ${small}s`,
        recommended_action: `invite more ${small}s, or check the side tags (GET /events/${ev}/attendees)`,
      });
    }
  }
  if (n > 0 && noGoal / n >= EVENT_GAP_SHARE) {
    w.push({
      code: 'EVENT_GOAL_GAPS',
      severity: 'advisory',
      message: `${noGoal} of ${n} attendees have no event_goal nor explicit needs or offers: they are matched on profile intent or their side only, and not at all with neither (see each item's readiness)`,
      recommended_action: `PUT /events/${ev}/attendees:import with event_goal for those attendees${ctx.sided ? ', each row with its side (a row without side untags the attendee)' : ''}`,
    });
  }
  if (n > 0 && (n - ready) / n >= EVENT_GAP_SHARE && ready >= 2) {
    w.push({
      code: 'MATCH_READINESS_GAPS',
      severity: 'advisory',
      message: `${n - ready} of ${n} attendees are not ready for matching`,
      recommended_action: `GET /events/${ev}/readiness and follow each item's recommended_actions`,
    });
  }
  if (unread > 0) {
    w.push({ code: 'ENRICHMENT_NOT_CURRENT', severity: 'advisory', message: `${counted(unread, 'attendee has', 'attendees have')} goals or axes not read yet, or changed since their last reading`, recommended_action: enrich });
  }
  if (c.pending > 0) {
    w.push({ code: 'INTENT_PROCESSING_PENDING', severity: 'advisory', message: `${counted(c.pending, 'attendee reading is', 'attendee readings are')} still running: a match run now uses their explicit axes and profile only`, recommended_action: `poll GET /events/${ev}/readiness until intent_processing.pending_count is 0` });
  }
  if (c.failed > 0) {
    w.push({ code: 'INTENT_PROCESSING_FAILED', severity: 'advisory', message: `${counted(c.failed, 'attendee reading', 'attendee readings')} failed: they are matched on explicit axes and profile only`, recommended_action: `${enrich} with a fresh idempotency_key to read them again` });
  }
  return {
    side_coverage: {
      policy_active: ctx.sided,
      founder_count: ctx.founders,
      investor_count: ctx.investors,
      untagged_count: c.untagged,
      untagged_attendee_ids: lists.untagged_attendee_ids,
      untagged_entity_ids: lists.untagged_entity_ids,
    },
    intent_processing: { pending_count: c.pending, pending_entity_ids: lists.pending_entity_ids, failed_count: c.failed, failed_entity_ids: lists.failed_entity_ids },
    match_readiness: { ready_count: ready, not_ready_count: n - ready },
    warnings: w,
  };
}

/**
 * What the event's readiness counts of one attendee: its own readiness depends on these alone
 * (given the roster context), so the read model keeps a count per class, not the roster.
 */
export interface MemberClass {
  side: Side | null;
  /** A goal the reading reads: a placeholder ("tbd") is none. */
  goal: boolean;
  /** An explicit need or offer other than a placeholder. */
  explicit: boolean;
  profile: boolean;
  status: IntentStatus;
  /** The last derived reading is of the attendee's current inputs. */
  inputs_read: boolean;
  /** Reading version of the last derived reading (current only when it is the running one). */
  reading_version: string | null;
}

export function memberClassOf(inputs: IntentInputs, status: IntentStatus, inputsRead: boolean, readingVersion: string | null): MemberClass {
  const w = written(inputs);
  return {
    side: (inputs.side as Side | null) ?? null,
    goal: w.goal,
    explicit: w.explicit,
    profile: profileGiven(inputs),
    status,
    inputs_read: inputsRead,
    reading_version: readingVersion,
  };
}

export const sameClass = (a: MemberClass, b: MemberClass) =>
  a.side === b.side && a.goal === b.goal && a.explicit === b.explicit && a.profile === b.profile && a.status === b.status && a.inputs_read === b.inputs_read && a.reading_version === b.reading_version;

/** Facts standing for every attendee of a class (the same readiness as each of them). */
function classFacts(c: MemberClass, readingVersion: string): AttendeeFacts {
  return {
    attendee_id: null,
    entity_id: '',
    inputs: { goal: c.goal ? 'goal' : null, needs: c.explicit ? ['need'] : null, offers: null, title: c.profile ? 'title' : null, company: null, side: c.side },
    open_reviews: 0,
    intent: { status: c.status, current: c.inputs_read && c.reading_version === readingVersion, profile_fallback: false, need_topics: [], offer_topics: [] },
  };
}

/** Roster context from the read model's counts: sides, and offer topics of derived readings by side. */
export function contextOf(eventId: string, classes: Array<Pick<MemberClass, 'side' | 'status'> & { n: number }>, offers: Array<{ side: Side | 'any'; topic: string; n: number }>): RosterContext {
  const ctx: RosterContext = {
    event_id: eventId,
    sided: false,
    founders: 0,
    investors: 0,
    offers_by_side: { founder: new Set(), investor: new Set(), any: new Set() },
    derived_by_side: { founder: 0, investor: 0, any: 0 },
    roster_size: 0,
  };
  for (const c of classes) {
    ctx.roster_size += c.n;
    if (c.side === 'founder') ctx.founders += c.n;
    if (c.side === 'investor') ctx.investors += c.n;
    if (c.status !== 'derived') continue;
    for (const key of offerSides(c.side)) ctx.derived_by_side[key] += c.n;
  }
  for (const o of offers) if (o.n > 0) ctx.offers_by_side[o.side].add(o.topic);
  ctx.sided = ctx.founders + ctx.investors > 0;
  return ctx;
}

/** Roster-wide counts from the per-class counts, each class judged as its attendees are. */
export function countsOf(ctx: RosterContext, classes: Array<MemberClass & { n: number }>, readingVersion: string): EventCounts {
  const c: EventCounts = { size: 0, ready: 0, untagged: 0, no_goal: 0, unread: 0, pending: 0, failed: 0 };
  for (const k of classes) {
    const f = classFacts(k, readingVersion);
    c.size += k.n;
    if (attendeeReadiness(f, ctx).match_ready) c.ready += k.n;
    if (k.side === null) c.untagged += k.n;
    if (lacksGoal(f)) c.no_goal += k.n;
    if (unreadNow(f)) c.unread += k.n;
    if (k.status === 'pending') c.pending += k.n;
    if (k.status === 'failed') c.failed += k.n;
  }
  return c;
}
