/**
 * Reading the people-search index's documents from the read models: roster rows of active
 * events joined with their person and, where it is current, the attendee's derived intent
 * (`attendee_intents`, interface B of the team contract). E-mail addresses are never read
 * into a document.
 */
import type { ReadView, Where } from '../infra/readstore/port.ts';
import { docId } from '../domain/streams.ts';
import { decodeVector, READING_VERSION } from '../matching/index.ts';
import { intentInputHash } from '../domain/intent.ts';
import { inputsOf } from '../commands/intents/inputs.ts';
import type { EventDoc } from '../projections/events.ts';
import { personId, type PersonDoc } from '../projections/people.ts';
import { rosterId, type RosterDoc } from '../projections/roster.ts';
import type { MemberInput, VecItem } from './peopleIndex.ts';

/** The part of an `attendee_intents` document (src/projections/intents.ts) search relies on. */
export interface IntentDocView {
  id: string;
  status: 'pending' | 'derived' | 'failed';
  input_hash: string;
  reading_version: string | null;
  read: {
    version: string;
    intent: { needs: Array<{ span?: unknown; implied?: unknown }>; offers: Array<{ span?: unknown; implied?: unknown }> };
    vectors: { profile: string | null; needs: string[]; offers: string[] };
  } | null;
}

export const INTENTS = 'attendee_intents';

/**
 * The reading is the attendee's current one: derived by this library version, with a vector for
 * every item, from the attendee's present inputs (`input_hash` describes the stored reading, also
 * while a newer request is pending, so a reading of older inputs is never used).
 */
export function currentReading(doc: IntentDocView | null, inputHash: string): IntentDocView['read'] {
  const r = doc?.read;
  if (!doc || !r || doc.input_hash !== inputHash) return null;
  if (r.version !== READING_VERSION) return null;
  if (r.vectors.needs.length !== r.intent.needs.length || r.vectors.offers.length !== r.intent.offers.length) return null;
  return r;
}

type Item = { span?: unknown; implied?: unknown };
const spanOf = (i: Item) => (typeof i.span === 'string' ? i.span.trim() : '');
const list = (l: readonly string[] | null | undefined) => (l ?? []).map((s) => s.trim()).filter(Boolean);

/**
 * Items of one axis that search uses: an implied item that only mirrors a stated item of the
 * other axis (a need to raise money implies offering an investable company, with the same words)
 * is left out, so "who could fund …" is not answered by the people asking for funds.
 */
function ownItems(items: Item[], other: Item[]): number[] {
  const stated = new Set(other.filter((o) => o.implied !== true).map(spanOf));
  return items.flatMap((it, i) => (it.implied === true && stated.has(spanOf(it)) ? [] : [i]));
}

/** One membership document (pure). */
export function memberOf(row: RosterDoc, person: PersonDoc, intent: IntentDocView | null): MemberInput {
  const read = currentReading(intent, intentInputHash(inputsOf(row, person)));
  const profileText = [person.title, person.company].filter((s): s is string => !!s && s.trim() !== '').join(' · ') || person.display_name;
  const needIdx = read ? ownItems(read.intent.needs, read.intent.offers) : [];
  const offerIdx = read ? ownItems(read.intent.offers, read.intent.needs) : [];
  const items = (spans: Item[], vecs: string[], idx: number[]): VecItem[] => idx.map((i) => ({ text: spanOf(spans[i] ?? {}), vec: decodeVector(vecs[i]!) }));
  const spans = (all: Item[], idx: number[]) => [...new Set(idx.map((i) => spanOf(all[i]!)).filter(Boolean))];
  const needs = list(row.event.needs);
  const offers = list(row.event.offers);
  return {
    event_id: row.event_id,
    entity_id: row.entity_id,
    attendee_id: row.attendee_id,
    display_name: person.display_name,
    title: person.title,
    company: person.company,
    goal: row.event.goal,
    needs: needs.length ? needs : read ? spans(read.intent.needs, needIdx) : [],
    offers: offers.length ? offers : read ? spans(read.intent.offers, offerIdx) : [],
    vectors: read
      ? {
          profile: read.vectors.profile ? { text: profileText, vec: decodeVector(read.vectors.profile) } : null,
          needs: items(read.intent.needs, read.vectors.needs, needIdx),
          offers: items(read.intent.offers, read.vectors.offers, offerIdx),
        }
      : null,
  };
}

/** Membership documents of the given roster rows whose event is active and person live. */
export async function membersOf(read: ReadView, org: string, rows: RosterDoc[], activeEvents: ReadonlySet<string>): Promise<MemberInput[]> {
  const live = rows.filter((r) => activeEvents.has(r.event_id));
  if (!live.length) return [];
  const entities = [...new Set(live.map((r) => r.entity_id))];
  const [people, intents] = await Promise.all([
    read.find<PersonDoc>('people', { where: { id: { $in: entities.map((e) => personId(org, e)) } } }),
    read.find<IntentDocView & { id: string }>(INTENTS, { where: { id: { $in: live.map((r) => rosterId(org, r.event_id, r.entity_id)) } } }),
  ]);
  const person = new Map(people.map((p) => [p.entity_id, p]));
  const intent = new Map(intents.map((i) => [i.id, i]));
  const out: MemberInput[] = [];
  for (const r of live) {
    const p = person.get(r.entity_id);
    if (!p || p.merged_into) continue;
    out.push(memberOf(r, p, intent.get(rosterId(org, r.event_id, r.entity_id)) ?? null));
  }
  return out;
}

/** The organisation's events that are not deleted. */
export async function activeEventsOf(read: ReadView, org: string, eventIds?: readonly string[]): Promise<Set<string>> {
  const where: Where = eventIds ? { id: { $in: eventIds.map((e) => docId(org, e)) } } : { org_id: org };
  const docs = await read.find<EventDoc>('events', { where });
  return new Set(docs.filter((d) => d.org_id === org && !d.deleted_at).map((d) => d.event_id));
}

const PAGE = 2000;

/** Every membership of the organisation, page by page (bounded memory on large rosters). */
export async function* allMembers(read: ReadView, org: string): AsyncGenerator<MemberInput[]> {
  const active = await activeEventsOf(read, org);
  let after: string | null = null;
  for (;;) {
    const rows: RosterDoc[] = await read.find<RosterDoc>('event_attendees', {
      where: { org_id: org, ...(after ? { id: { $gt: after } } : {}) },
      sort: [['id', 1]],
      limit: PAGE,
    });
    if (!rows.length) return;
    after = rows[rows.length - 1]!.id;
    yield await membersOf(read, org, rows, active);
    if (rows.length < PAGE) return;
  }
}

/** The current memberships of some people of the organisation. */
export async function membersOfPeople(read: ReadView, org: string, entityIds: readonly string[]): Promise<MemberInput[]> {
  if (!entityIds.length) return [];
  const rows = await read.find<RosterDoc>('event_attendees', { where: { org_id: org, entity_id: { $in: [...entityIds] } } });
  const active = await activeEventsOf(read, org, [...new Set(rows.map((r) => r.event_id))]);
  return membersOf(read, org, rows, active);
}
