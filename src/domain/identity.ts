/**
 * Identity resolution (org-wide): which person an import row is. Pure rules over an
 * in-memory index that the caller loads for the rows at hand; deciding a row updates the
 * index so later rows of the same batch see it.
 */
import { z } from 'zod';
import { anchorsOf, nameKey, nameKeyHash, type ImportRow } from './person.ts';
import { UUID } from './partnerIds.ts';

export const EVALUATOR = 'rules/name-company@1';

/** What the index knows of a person (no e-mail address, only its hashed anchor). */
export interface PersonView {
  entity_id: string;
  display_name: string;
  title: string | null;
  company: string | null;
  linkedin_url: string | null;
  email_anchor: string | null;
  anchors: string[];
  attendee_ids: string[];
  name_key: string | null;
  merged_into: string | null;
}

export interface OpenReview {
  review_id: string;
  event_id: string;
  attendee_id: string;
}

/** The slice of org identity state needed to decide some rows. */
export interface IdentityIndex {
  /** attendee_id → entity_id (absent: unmapped). */
  mappings: Map<string, string>;
  /** anchor key → entity_id. */
  anchors: Map<string, string>;
  /** hashed name key → entity_ids. */
  names: Map<string, Set<string>>;
  persons: Map<string, PersonView>;
  /** `${event_id}/${entity_id}` of current event memberships. */
  members: Set<string>;
  /** `${event_id}/${attendee_id}` → the open review holding that row. */
  openReviews: Map<string, OpenReview>;
}

export const emptyIndex = (): IdentityIndex => ({
  mappings: new Map(),
  anchors: new Map(),
  names: new Map(),
  persons: new Map(),
  members: new Set(),
  openReviews: new Map(),
});

export const memberKey = (eventId: string, entityId: string) => `${eventId}/${entityId}`;
export const reviewSlot = (eventId: string, attendeeId: string) => `${eventId}/${attendeeId}`;

/** Follows merges to the surviving person. */
export function live(index: IdentityIndex, entityId: string): string {
  let id = entityId;
  for (let i = 0; i < 20; i++) {
    const next = index.persons.get(id)?.merged_into;
    if (!next) return id;
    id = next;
  }
  return id;
}

/** A person an identity review proposes (stored in IdentityReviewOpened). */
export const Candidate = z.object({
  entity_id: z.string(),
  display_name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  /** First partner attendee ID of the person, or null for an internally added one. */
  attendee_id: z.string().nullable(),
  matched_on: z.enum(['name_company', 'conflicting_anchors']),
  confidence: z.number(),
});
export type Candidate = z.infer<typeof Candidate>;

export type Resolution =
  | { kind: 'mapped'; entity_id: string; claims: string[]; conflict: null }
  | { kind: 'mapped'; entity_id: string; claims: string[]; conflict: string }
  | { kind: 'adopt'; entity_id: string; matched_on: 'email' | 'linkedin_url'; anchor: string; claims: string[] }
  | { kind: 'hold'; candidates: Candidate[]; confidence: number; reasoning: string }
  | { kind: 'new'; claims: string[]; name_key: string | null };

const candidateOf = (p: PersonView, matched_on: Candidate['matched_on'], confidence: number): Candidate => ({
  entity_id: p.entity_id,
  display_name: p.display_name,
  title: p.title,
  company: p.company,
  linkedin_url: p.linkedin_url,
  attendee_id: p.attendee_ids[0] ?? null,
  matched_on,
  confidence,
});

/** The anchor keys of a row that nobody owns yet (claimed by the person the row becomes). */
function freeClaims(index: IdentityIndex, keys: Array<string | null>, entityId: string | null): string[] {
  return keys.filter((k): k is string => k !== null && (index.anchors.get(k) === undefined || index.anchors.get(k) === entityId) && !(entityId && index.persons.get(entityId)?.anchors.includes(k)));
}

/**
 * The live person whose `entity_id` an unmapped attendee_id spells (in any case), if any.
 * Attendee paths take a partner ID or an `entity_id`, the partner ID first, so mapping that
 * string to anyone else would hide the person on every path.
 */
export function entitySpelledBy(index: IdentityIndex, attendeeId: string): string | null {
  if (index.mappings.has(attendeeId) || !UUID.test(attendeeId)) return null;
  const p = index.persons.get(attendeeId.toLowerCase());
  return p && !p.merged_into ? p.entity_id : null;
}

/**
 * The rules, in order: a mapped attendee_id is that person; an exact anchor (normalized
 * e-mail, normalized LinkedIn URL) owned by another person adopts that person; the same
 * normalized name at the same company (with a different or missing e-mail) is a probable
 * duplicate held for review; otherwise a new person.
 */
export function resolveIdentity(index: IdentityIndex, row: ImportRow): Resolution {
  const a = anchorsOf(row);
  const mapped = index.mappings.get(row.attendee_id);
  if (mapped) {
    const entity = live(index, mapped);
    const owners = [a.email, a.linkedin].map((k) => (k ? index.anchors.get(k) : undefined)).filter((o): o is string => !!o && live(index, o) !== entity);
    if (owners.length) return { kind: 'mapped', entity_id: entity, claims: [], conflict: 'the row\'s e-mail or LinkedIn URL belongs to another person' };
    return { kind: 'mapped', entity_id: entity, claims: freeClaims(index, [a.email, a.linkedin], entity), conflict: null };
  }
  const byEmail = a.email ? index.anchors.get(a.email) : undefined;
  const byLinkedin = a.linkedin ? index.anchors.get(a.linkedin) : undefined;
  if (byEmail && byLinkedin && live(index, byEmail) !== live(index, byLinkedin)) {
    const cands = [byEmail, byLinkedin].map((id) => index.persons.get(live(index, id))).filter((p): p is PersonView => !!p);
    return {
      kind: 'hold',
      candidates: cands.map((p) => candidateOf(p, 'conflicting_anchors', 0.5)),
      confidence: 0.5,
      reasoning: 'the e-mail and the LinkedIn URL of the row belong to two different people',
    };
  }
  const owner = byEmail ?? byLinkedin;
  if (owner) {
    const entity = live(index, owner);
    return {
      kind: 'adopt',
      entity_id: entity,
      matched_on: byEmail ? 'email' : 'linkedin_url',
      anchor: (byEmail ? a.email : a.linkedin)!,
      claims: freeClaims(index, [a.email, a.linkedin], entity),
    };
  }
  const key = nameKey(row.name, row.company);
  const hashed = key ? nameKeyHash(key) : null;
  const same = hashed ? [...(index.names.get(hashed) ?? [])].map((id) => index.persons.get(live(index, id))).filter((p): p is PersonView => !!p && p.name_key === hashed) : [];
  const distinct = [...new Map(same.map((p) => [p.entity_id, p])).values()];
  if (distinct.length) {
    const rowHasEmail = a.email !== null;
    const cands = distinct.map((p) => candidateOf(p, 'name_company', rowHasEmail && p.email_anchor ? 0.6 : 0.75));
    cands.sort((x, y) => y.confidence - x.confidence || x.entity_id.localeCompare(y.entity_id));
    const emailNote = !rowHasEmail ? 'the row has no e-mail' : 'the e-mail differs or the existing person has none';
    return {
      kind: 'hold',
      candidates: cands,
      confidence: cands[0]!.confidence,
      reasoning: `same normalized name at the same company as ${cands.length} existing ${cands.length === 1 ? 'person' : 'people'}; ${emailNote}`,
    };
  }
  return { kind: 'new', claims: [a.email, a.linkedin].filter((k): k is string => k !== null), name_key: hashed };
}
