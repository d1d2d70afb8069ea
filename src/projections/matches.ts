/**
 * Match snapshots, built only from a match run's result events (never recomputed):
 * - `match_runs`: one document per pinned run (status, metadata), created by the input seal and
 *   closed by RunFinished; reads serve only terminal, non-failed runs.
 * - `match_lists`: one document per attendee of the run's roster (eligible or not) with its
 *   whole list, each match's JSON pre-rendered; the per-attendee and pair reads are one
 *   document read and splice that text.
 * - `match_keys`: a key document per directional match, `{ id: run_id/k, p, t }` (`k` the
 *   event-list sort key, `p`/`t` principal and target entity IDs). The id is the event-list
 *   order itself, so a range of the primary key pages the event list and no secondary index has
 *   to be maintained per insert. (Older stores may still hold `match_pairs`; a `projections
 *   rebuild` writes the keys.)
 * - `match_chunks`: the chunks applied, so a replayed chunk is skipped as a whole (its documents
 *   and its marker are written in one read-store transaction).
 * Nothing changes a run's documents after its terminal event: result chunks precede it in the
 * log by construction (the matcher finishes the run after its last chunk).
 */
import type { MatchInputSnapshotted, MatchResultsChunk } from '../domain/match.ts';
import { pairKey } from '../domain/match.ts';
import type { Projector } from './projector.ts';
import { rosterId, type RosterDoc } from './roster.ts';
import { update } from './projector.ts';
import { listedMatch, type ListedMatch } from './match-json.ts';

export interface MatchRunDoc {
  id: string;
  run_id: string;
  org_id: string;
  event_id: string;
  status: 'running' | 'succeeded' | 'partial' | 'failed';
  top_n: number;
  attendees: number;
  snapshotted_at: string;
  terminal_at: string | null;
  input_hash: string | null;
  algorithm_version: string | null;
  policy_version: string | null;
  context_snapshot_id: string | null;
  policy: 'two_sided' | 'open' | null;
}

export interface MatchListDoc {
  id: string;
  run_id: string;
  org_id: string;
  event_id: string;
  entity_id: string;
  attendee_id: string | null;
  id_source: 'partner' | 'meshi';
  eligible: boolean;
  seq: number;
  computed_at: string;
  /** Best first, each with its Match object pre-rendered (match-json.ts). */
  matches: ListedMatch[];
}

export interface MatchKeyDoc {
  /** `run_id/k`, k the event-list order: final_score descending, then roster order, then rank (unique). */
  id: string;
  /** Principal and target entity IDs. */
  p: string;
  t: string;
}

export const listId = (runId: string, entityId: string) => `${runId}/${entityId}`;
export const keyId = (runId: string, k: string) => `${runId}/${k}`;
/** The key documents of a run after sort key `after` (all when empty): run IDs hold no '/', and '0' follows '/'. */
export const keysOf = (runId: string, after = '') => ({ id: { $gt: keyId(runId, after), $lt: `${runId}0` } });
/** The sort key of a key document. */
export const sortKey = (runId: string, doc: MatchKeyDoc) => doc.id.slice(runId.length + 1);

const META_FIELDS = ['input_hash', 'context_snapshot_id', 'policy'] as const;

export const matchesProjector: Projector = {
  name: 'matches',
  collections: [
    { name: 'match_runs', indexes: [['org_id', 'event_id', 'status', 'terminal_at']] },
    { name: 'match_lists', indexes: [['run_id', 'entity_id']] },
    { name: 'match_keys' },
    { name: 'match_chunks' },
  ],
  async apply(e, tx) {
    switch (e.type) {
      case 'MatchInputSnapshotted': {
        const d = e.data as MatchInputSnapshotted;
        await update<MatchRunDoc>(tx, 'match_runs', d.run_id, e, (cur) =>
          cur ?? {
            id: d.run_id,
            run_id: d.run_id,
            org_id: d.org_id,
            event_id: d.event_id,
            status: 'running',
            top_n: d.top_n,
            attendees: d.attendees,
            snapshotted_at: d.snapshotted_at,
            terminal_at: null,
            input_hash: null,
            algorithm_version: null,
            policy_version: null,
            context_snapshot_id: null,
            policy: null,
          },
        );
        return;
      }
      case 'RunFinished': {
        const d = e.data as { run_id: string; status: MatchRunDoc['status']; terminal_at: string; snapshot_metadata?: Record<string, unknown>; version_metadata?: Record<string, unknown> };
        await update<MatchRunDoc>(tx, 'match_runs', d.run_id, e, (cur) => {
          if (!cur || cur.status !== 'running') return undefined;
          const snap = d.snapshot_metadata ?? {};
          const ver = d.version_metadata ?? {};
          const str = (v: unknown) => (typeof v === 'string' ? v : null);
          const next: MatchRunDoc = { ...cur, status: d.status, terminal_at: d.terminal_at };
          for (const f of META_FIELDS) (next as unknown as Record<string, unknown>)[f] = str(snap[f]);
          next.algorithm_version = str(ver.algorithm_version);
          next.policy_version = str(ver.policy_version);
          return next;
        });
        return;
      }
      case 'MatchResultsChunk': {
        const d = e.data as MatchResultsChunk;
        const marker = `${d.run_id}/${d.chunk}`;
        if (await tx.get('match_chunks', marker)) return;
        const run = await tx.get<MatchRunDoc>('match_runs', d.run_id);
        if (run && run.status !== 'running') return; // a terminal snapshot never changes
        const lists: MatchListDoc[] = [];
        const keys: MatchKeyDoc[] = [];
        for (const p of d.principals) {
          lists.push({
            id: listId(d.run_id, p.entity_id),
            run_id: d.run_id,
            org_id: d.org_id,
            event_id: d.event_id,
            entity_id: p.entity_id,
            attendee_id: p.attendee_id,
            id_source: p.id_source,
            eligible: p.eligible,
            seq: p.seq,
            computed_at: d.computed_at,
            matches: p.matches.map((m) => listedMatch(d.event_id, d.run_id, p, d.computed_at, m)),
          });
          for (const m of p.matches) keys.push({ id: keyId(d.run_id, pairKey(m.final_score, p.seq, m.rank)), p: p.entity_id, t: m.target_entity_id });
        }
        // A chunk's documents in one batch each; keys in index order touch fewer pages.
        await tx.putMany('match_lists', lists);
        keys.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        await tx.putMany('match_keys', keys);
        // The run scored these attendees with the sides it pinned: a side change made before
        // the pin has had its rescore (the roster's rescore_due clears); a later one has not.
        if (run) {
          for (const p of d.principals) {
            await update<RosterDoc>(tx, 'event_attendees', rosterId(d.org_id, d.event_id, p.entity_id), e, (cur) =>
              cur?.rescore_due && (cur.side_updated_at ?? '') <= run.snapshotted_at ? { ...cur, rescore_due: false } : undefined,
            );
          }
        }
        await tx.put('match_chunks', { id: marker, run_id: d.run_id, position: e.position });
        return;
      }
      default:
        return;
    }
  },
};
