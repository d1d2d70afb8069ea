/**
 * An attendee's reading inputs as the read models hold them: event-level goal, explicit axes
 * and side from the roster row, title and company from the person.
 */
import type { IntentInputs } from '../../domain/intent.ts';
import { verdictOf, type Verdict } from '../../domain/enrichment.ts';
import type { AttendeeInput } from '../../matching/index.ts';
import type { Doc, ReadView, Where } from '../../infra/readstore/port.ts';
import { personId, type PersonDoc } from '../../projections/people.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { intentDocId, type IntentStateDoc } from '../../projections/intents.ts';
import type { ReviewCandidateDoc } from '../../projections/reviews.ts';

export const inputsOf = (r: RosterDoc, p: PersonDoc | null): IntentInputs => ({
  goal: r.event.goal,
  needs: r.event.needs,
  offers: r.event.offers,
  title: p?.title ?? null,
  company: p?.company ?? null,
  side: r.event.side,
  raw_data: p?.raw_data ?? null,
});

/** What the matching library reads: exactly the inputs of the hash. */
export const attendeeInputOf = (r: RosterDoc, p: PersonDoc | null): AttendeeInput => ({
  entity_id: r.entity_id,
  attendee_id: r.attendee_id,
  id_source: r.id_source,
  display_name: p?.display_name ?? '',
  title: p?.title ?? null,
  company: p?.company ?? null,
  side: r.event.side,
  event_goal: r.event.goal,
  event_needs: r.event.needs,
  event_offers: r.event.offers,
  raw_data: p?.raw_data ?? null,
});

const IN_CHUNK = 500;

/** `find` with an `$in` on `field` split into bounded chunks. */
export async function findIn<T extends Doc>(read: ReadView, coll: string, where: Where, field: string, values: string[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += IN_CHUNK) {
    out.push(...(await read.find<T>(coll, { where: { ...where, [field]: { $in: values.slice(i, i + IN_CHUNK) } } })));
  }
  return out;
}

export interface MemberFacts {
  roster: RosterDoc;
  person: PersonDoc | null;
  state: IntentStateDoc | null;
  open_reviews: number;
}

/** People, intent states and open-review counts for roster rows: a few queries per batch. */
export async function factsOf(read: ReadView, org: string, eventId: string, rows: RosterDoc[]): Promise<MemberFacts[]> {
  if (!rows.length) return [];
  const entities = rows.map((r) => r.entity_id);
  const [people, states, cands] = await Promise.all([
    findIn<PersonDoc>(read, 'people', {}, 'id', entities.map((e) => personId(org, e))),
    findIn<IntentStateDoc>(read, 'attendee_intent_states', {}, 'id', entities.map((e) => intentDocId(org, eventId, e))),
    findIn<ReviewCandidateDoc>(read, 'review_candidates', { org_id: org, event_id: eventId }, 'entity_id', entities),
  ]);
  const person = new Map(people.map((p) => [p.entity_id, p]));
  const state = new Map(states.map((s) => [s.entity_id, s]));
  const open = new Map<string, number>();
  for (const c of cands) open.set(c.entity_id, (open.get(c.entity_id) ?? 0) + 1);
  return rows.map((r) => ({ roster: r, person: person.get(r.entity_id) ?? null, state: state.get(r.entity_id) ?? null, open_reviews: open.get(r.entity_id) ?? 0 }));
}

/** The enrichment verdict of a member: held (review, nothing to read) or its input hash. */
export const memberVerdict = (f: MemberFacts, row: number): Verdict =>
  verdictOf({ attendee_id: f.roster.attendee_id, entity_id: f.roster.entity_id, open_reviews: f.open_reviews, inputs: inputsOf(f.roster, f.person) }, row);
