/**
 * URL slugs are unique per org without a database constraint: a slug is claimed by appending
 * to a stream named after it, before the create or update that sets it. A claim may be taken
 * over only when it is provably not in flight: its owner is deleted, or the owner's stream
 * was written after the claim without the slug (a later change, or a rejected update), or the
 * claim is older than ORPHAN_CLAIM_MS (a crash between claim and write). Elapsed time alone
 * never decides a race between live requests.
 */
import { conflict } from '../domain/errors.ts';
import type { EventDomainEvent } from '../domain/event.ts';
import type { SlugClaimed } from '../domain/slug.ts';
import { streams } from '../domain/streams.ts';
import { load } from './execute.ts';
import { nowIso, type Deps } from '../deps.ts';
import { WrongExpectedRevisionError } from '../infra/eventstore/port.ts';
import { eventDecider } from './eventDecider.ts';

/** How long a claim whose owner never wrote after it counts as in flight rather than orphaned. */
export const ORPHAN_CLAIM_MS = 10 * 60_000;

/**
 * Claims `slug` for `eventId`. Returns true when this call appended a new claim (so a caller
 * that then fails should release it), false when the event already held the claim.
 */
export async function claimSlug(deps: Deps, org: string, slug: string, eventId: string, meta: Record<string, unknown>): Promise<boolean> {
  const stream = streams.slug(org, slug);
  for (let attempt = 0; attempt < 5; attempt++) {
    const events = await deps.store.readStream(stream);
    const last = events.at(-1);
    if (last?.type === 'SlugClaimed') {
      const claim = last.data as SlugClaimed;
      if (claim.event_id === eventId) return false;
      const owner = await deps.store.readStream(streams.event(org, claim.event_id));
      const state = owner.reduce((st, e) => eventDecider.evolve(st, e as unknown as EventDomainEvent), eventDecider.initial);
      const holds = state.status === 'active' && state.fields.url_slug?.toLowerCase() === slug.toLowerCase();
      const ownerMovedOn = owner.some((e) => e.position > last.position);
      const age = claim.claimed_at ? deps.clock().getTime() - Date.parse(claim.claimed_at) : Infinity;
      const free = state.status === 'deleted' || (!holds && (ownerMovedOn || age >= ORPHAN_CLAIM_MS));
      if (!free) throw conflict('URL_SLUG_CONFLICT', `url_slug ${slug} is used by another event of this organization`);
    }
    try {
      await deps.store.append(
        stream,
        [{ type: 'SlugClaimed', data: { org_id: org, slug, event_id: eventId, claimed_at: nowIso(deps) }, metadata: meta }],
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      return true;
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }
  throw conflict('URL_SLUG_CONFLICT', `url_slug ${slug} is being claimed concurrently; retry`);
}

export async function releaseSlug(deps: Deps, org: string, slug: string, eventId: string, meta: Record<string, unknown>): Promise<void> {
  const stream = streams.slug(org, slug);
  const last = (await deps.store.readStream(stream)).at(-1);
  if (last?.type !== 'SlugClaimed' || (last.data as SlugClaimed).event_id !== eventId) return;
  // Never release a slug the event carries (e.g. a lost create race whose winner, same event_id, took it).
  const { state } = await load(deps.store, streams.event(org, eventId), eventDecider);
  if (state.status === 'active' && state.fields.url_slug?.toLowerCase() === slug.toLowerCase()) return;
  try {
    await deps.store.append(stream, [{ type: 'SlugReleased', data: { org_id: org, slug, event_id: eventId }, metadata: meta }], {
      expectedRevision: last.revision,
    });
  } catch (e) {
    // Someone claimed it meanwhile: nothing left to release.
    if (!(e instanceof WrongExpectedRevisionError)) throw e;
  }
}
