/**
 * Writing to the people ledger of an org. Every write decides against the read models brought
 * up to the org's ledger (not the global head of the log), and appends with the ledger revision they reflect: a concurrent
 * write makes the append fail, and the write decides again on fresher state. Reads of the
 * identity index are batched (one query per key kind for a whole chunk of rows).
 */
import type { Deps } from '../../deps.ts';
import type { EventMetadata, Position } from '../../infra/eventstore/port.ts';
import { WrongExpectedRevisionError } from '../../infra/eventstore/port.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { emptyIndex, memberKey, reviewSlot, type IdentityIndex, type PersonView } from '../../domain/identity.ts';
import { anchorsOf, nameKey, nameKeyHash, type ImportRow } from '../../domain/person.ts';
import { UUID } from '../../domain/partnerIds.ts';
import type { PeopleEvent } from '../../domain/roster.ts';
import { streams } from '../../domain/streams.ts';
import { concurrentModification, conflictBackoff } from '../execute.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';
import { anchorDocId, personId, type AnchorDoc, type HeadDoc, type NameDoc, type PersonDoc } from '../../projections/people.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import type { ReviewDoc } from '../../projections/reviews.ts';

/**
 * The log position an identity decision of `org` must see: the last event of the org's people
 * ledger (every read model the decision reads is built from it) and of any `also` stream the
 * decision reads besides (say, the event it adds to). Never the global head: one org's
 * decision never waits on another org's traffic.
 */
export async function decisionPosition(deps: Pick<Deps, 'store'>, org: string, also: readonly string[] = []): Promise<Position> {
  const heads = await Promise.all([streams.people(org), ...also].map((s) => deps.store.streamHead(s)));
  return Math.max(0, ...heads.map((h) => h?.position ?? 0));
}

/**
 * Brings the read models up to what a decision of `org` reads (see decisionPosition): waits
 * for the follower, or projects itself when there is none (one-shot CLI) or it is stuck.
 */
export async function syncReadModels(deps: Deps, org: string, opts: { follow?: boolean; also?: readonly string[] } = {}): Promise<void> {
  const target = await decisionPosition(deps, org, opts.also);
  if (deps.projections.position >= target) return;
  if (opts.follow !== false && (await deps.projections.waitFor(target, deps.config.projectionWaitMs))) return;
  await deps.projections.catchUpTo(target);
}

export interface PeopleWrite<T> {
  events: PeopleEvent[];
  result: T;
}

/**
 * Decide-and-append on the org's people ledger with optimistic concurrency. `decide` reads
 * the read models (synced to the org's ledger and the `also` streams) and returns the events
 * to append.
 */
export async function writePeople<T>(
  deps: Deps,
  org: string,
  meta: EventMetadata,
  decide: (read: ReadView) => Promise<PeopleWrite<T>>,
  opts: { follow?: boolean; attempts?: number; also?: readonly string[] } = {},
): Promise<{ result: T; position: Position | undefined }> {
  const attempts = opts.attempts ?? 20;
  for (let i = 1; ; i++) {
    await syncReadModels(deps, org, opts);
    const head = await deps.read.get<HeadDoc>('people_heads', org);
    const { events, result } = await decide(deps.read);
    if (events.length === 0) return { result, position: undefined };
    try {
      const r = await deps.store.append(
        streams.people(org),
        events.map((e) => ({ type: e.type, data: e.data, metadata: meta })),
        { expectedRevision: head ? head.revision : 'no_stream' },
      );
      return { result, position: r.position };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      if (i >= attempts) throw concurrentModification();
      await conflictBackoff(i);
    }
  }
}

export const personView = (p: PersonDoc): PersonView => ({
  entity_id: p.entity_id,
  display_name: p.display_name,
  title: p.title,
  company: p.company,
  linkedin_url: p.linkedin_url,
  email_anchor: anchorsOf({ email: p.email }).email,
  anchors: p.anchors,
  attendee_ids: p.attendee_ids,
  name_key: p.name_key,
  merged_into: p.merged_into,
});

const byIds = <T extends { id: string }>(read: ReadView, coll: string, ids: string[]) =>
  ids.length ? read.find<T>(coll, { where: { id: { $in: [...new Set(ids)] } } }) : Promise.resolve([] as T[]);

export interface IndexKeys {
  attendeeIds?: string[];
  anchors?: string[];
  nameKeys?: string[];
  entities?: string[];
  /** Open reviews of these attendee IDs at `eventId`. */
  reviewAttendees?: string[];
  eventId?: string;
}

/**
 * Loads the identity index slice for some keys: mappings, anchors, name keys, the people they
 * point to (following merges) and, for `eventId`, their memberships and open reviews.
 */
export async function loadIndex(read: ReadView, org: string, keys: IndexKeys): Promise<IdentityIndex> {
  const index = emptyIndex();
  const [maps, anchors, names] = await Promise.all([
    byIds<IdMapDoc>(read, 'id_map', (keys.attendeeIds ?? []).map((a) => idMapId(org, 'attendee', a))),
    byIds<AnchorDoc>(read, 'identity_anchors', (keys.anchors ?? []).map((a) => anchorDocId(org, a))),
    keys.nameKeys?.length ? read.find<NameDoc>('identity_names', { where: { org_id: org, key: { $in: [...new Set(keys.nameKeys)] } } }) : Promise.resolve([]),
  ]);
  for (const m of maps) if (m.entity_id) index.mappings.set(m.partner_id, m.entity_id);
  for (const a of anchors) index.anchors.set(a.anchor, a.entity_id);
  for (const n of names) index.names.set(n.key, new Set([...(index.names.get(n.key) ?? []), n.entity_id]));
  let want = new Set<string>([...index.mappings.values(), ...index.anchors.values(), ...names.map((n) => n.entity_id), ...(keys.entities ?? [])]);
  for (let hop = 0; want.size && hop < 5; hop++) {
    const people = await byIds<PersonDoc>(read, 'people', [...want].map((e) => personId(org, e)));
    want = new Set();
    for (const p of people) {
      index.persons.set(p.entity_id, personView(p));
      if (p.merged_into && !index.persons.has(p.merged_into)) want.add(p.merged_into);
    }
  }
  if (keys.eventId) {
    const members = await byIds<RosterDoc>(read, 'event_attendees', [...index.persons.keys()].map((e) => rosterId(org, keys.eventId!, e)));
    for (const m of members) index.members.add(memberKey(m.event_id, m.entity_id));
    if (keys.reviewAttendees?.length) {
      const open = await read.find<ReviewDoc>('reviews', { where: { org_id: org, event_id: keys.eventId, attendee_id: { $in: [...new Set(keys.reviewAttendees)] }, status: 'open' } });
      for (const r of open) index.openReviews.set(reviewSlot(r.event_id, r.attendee_id), { review_id: r.review_id, event_id: r.event_id, attendee_id: r.attendee_id });
    }
  }
  return index;
}

/** The index keys of import rows. */
export function rowKeys(rows: ImportRow[], eventId: string): IndexKeys {
  const anchors: string[] = [];
  const names: string[] = [];
  for (const r of rows) {
    const a = anchorsOf(r);
    if (a.email) anchors.push(a.email);
    if (a.linkedin) anchors.push(a.linkedin);
    const k = nameKey(r.name, r.company);
    if (k) names.push(nameKeyHash(k));
  }
  const ids = rows.map((r) => r.attendee_id);
  // People whose entity_id an attendee_id spells (entitySpelledBy refuses those rows).
  const entities = ids.filter((a) => UUID.test(a)).map((a) => a.toLowerCase());
  return { attendeeIds: ids, anchors, nameKeys: names, reviewAttendees: ids, eventId, entities };
}
