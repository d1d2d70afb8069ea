/**
 * URL slugs are unique per org without a database constraint: a slug is claimed by appending
 * to a stream named after it. A claim whose owner no longer carries the slug (released, or
 * left behind by a crash between claim and update) may be taken over.
 */
import { conflict } from '../domain/errors.ts';
import { streams } from '../domain/streams.ts';
import type { Deps } from '../deps.ts';
import { WrongExpectedRevisionError } from '../infra/eventstore/port.ts';
import { load } from './execute.ts';
import { eventDecider } from './eventDecider.ts';

export async function claimSlug(deps: Deps, org: string, slug: string, eventId: string, meta: Record<string, unknown>): Promise<void> {
  const stream = streams.slug(org, slug);
  for (let attempt = 0; attempt < 5; attempt++) {
    const events = await deps.store.readStream(stream);
    const last = events.at(-1);
    if (last?.type === 'SlugClaimed') {
      const owner = (last.data as { event_id: string }).event_id;
      if (owner === eventId) return;
      const { state } = await load(deps.store, streams.event(org, owner), eventDecider);
      const holds = state.status === 'active' && state.fields.url_slug?.toLowerCase() === slug.toLowerCase();
      if (holds) throw conflict('URL_SLUG_CONFLICT', `url_slug ${slug} is used by another event of this organization`);
    }
    try {
      await deps.store.append(stream, [{ type: 'SlugClaimed', data: { org_id: org, slug, event_id: eventId }, metadata: meta }], {
        expectedRevision: last ? last.revision : 'no_stream',
      });
      return;
    } catch (e) {
      if (!(e instanceof WrongExpectedRevisionError)) throw e;
    }
  }
  throw conflict('URL_SLUG_CONFLICT', `url_slug ${slug} is being claimed concurrently; retry`);
}

export async function releaseSlug(deps: Deps, org: string, slug: string, eventId: string, meta: Record<string, unknown>): Promise<void> {
  const stream = streams.slug(org, slug);
  const last = (await deps.store.readStream(stream)).at(-1);
  if (last?.type !== 'SlugClaimed' || (last.data as { event_id: string }).event_id !== eventId) return;
  try {
    await deps.store.append(stream, [{ type: 'SlugReleased', data: { org_id: org, slug, event_id: eventId }, metadata: meta }], {
      expectedRevision: last.revision,
    });
  } catch (e) {
    // Someone claimed it meanwhile: nothing left to release.
    if (!(e instanceof WrongExpectedRevisionError)) throw e;
  }
}
