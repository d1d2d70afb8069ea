import type { z } from 'zod';
import type { SessionCreated, SessionDeleted, SessionFields, SessionUpdated } from '../domain/session.ts';
import { docId } from '../domain/streams.ts';
import { update, type Projector } from './projector.ts';
import { foldLatin } from '../search/text.ts';

export interface SessionDoc extends SessionFields {
  id: string;
  org_id: string;
  event_id: string;
  session_id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** UTC ISO instant of the start, or NO_START: keyset paging needs a non-null sort key. */
  start_sort: string;
  /** Lower-cased copies without Latin diacritics for `q` ("uber" finds "Über"): the SQLite store's lower() folds ASCII only. */
  q_title: string;
  q_description: string;
}

/** Sorts after every ISO instant (digits), so sessions without a start come last. */
export const NO_START = '~';

/** An ISO 8601 date-time as a UTC instant string that sorts and compares lexicographically. */
export const utcInstant = (iso: string) => new Date(iso).toISOString();

/** How `q` and the text it searches are compared: lower case, Latin diacritics folded, as people search does. */
export const sessionQueryText = (t: string) => foldLatin(t.toLowerCase());

const derived = (f: Pick<SessionFields, 'title' | 'description' | 'start_timestamp'>) => ({
  start_sort: f.start_timestamp ? utcInstant(f.start_timestamp) : NO_START,
  q_title: sessionQueryText(f.title),
  q_description: sessionQueryText(f.description ?? ''),
});

export const sessionDocId = (org: string, sessionId: string) => docId(org, sessionId);

/** The `sessions` read model: one document per session (IDs are unique per org), soft-deleted kept. */
export const sessionsProjector: Projector = {
  name: 'sessions',
  collections: [{ name: 'sessions', indexes: [['org_id', 'event_id', 'deleted_at', 'start_sort']] }],
  async apply(e, tx) {
    switch (e.type) {
      case 'SessionCreated': {
        const d = e.data as z.infer<typeof SessionCreated>;
        const id = sessionDocId(d.org_id, d.session_id);
        await update<SessionDoc>(tx, 'sessions', id, e, () => ({ ...d, id, updated_at: d.created_at, deleted_at: null, ...derived(d) }));
        return;
      }
      case 'SessionUpdated': {
        const d = e.data as z.infer<typeof SessionUpdated>;
        await update<SessionDoc>(tx, 'sessions', sessionDocId(d.org_id, d.session_id), e, (cur) => {
          if (!cur) return undefined;
          const next = { ...cur, ...d.changes, updated_at: d.updated_at };
          return { ...next, ...derived(next) };
        });
        return;
      }
      case 'SessionDeleted': {
        const d = e.data as z.infer<typeof SessionDeleted>;
        await update<SessionDoc>(tx, 'sessions', sessionDocId(d.org_id, d.session_id), e, (cur) =>
          cur ? { ...cur, deleted_at: d.deleted_at, updated_at: d.deleted_at } : undefined,
        );
        return;
      }
    }
  },
};
