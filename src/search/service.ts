/**
 * The people-search index as a projection held in memory, one PeopleIndex per organisation.
 * It is built from the read models when an organisation is first searched (or when the server
 * starts: `warm`), and kept current by following the log: every event after the position it
 * reflects names the people (and events) it touched, and those are re-read from the read
 * models. A search first catches up to the position the read models have reached, so a write
 * the caller saw answered is in its results (read-your-writes, like every other read).
 * Nothing here is a source of truth: a `projections rebuild` (or a restart) starts it over.
 */
import { MATCH_RESULT_EVENTS } from '../domain/match.ts';
import type { Logger } from 'pino';
import type { EventStore, Position, StoredEvent } from '../infra/eventstore/port.ts';
import type { ReadView } from '../infra/readstore/port.ts';
import type { ProjectionRunner } from '../projections/runner.ts';
import { sentenceEncoder, type SentenceEncoder } from '../matching/index.ts';
import { PeopleIndex } from './peopleIndex.ts';
import { activeEventsOf, allMembers, membersOfPeople } from './sources.ts';

export interface SearchDeps {
  store: EventStore;
  read: ReadView;
  projections: Pick<ProjectionRunner, 'position' | 'generation'>;
  log?: Logger;
}

const PAGE = 1000;
const REFRESH_BATCH = 500;

interface Touched {
  entities: Set<string>;
  deletedEvents: Set<string>;
}

/** The org, people and deleted events an event touches (pure). */
export function touchedBy(e: Pick<StoredEvent, 'type' | 'data'>): { org: string; entities: string[]; deletedEvent: string | null } | null {
  // Match run input and results name nobody's profile; skipping them by type leaves their data unparsed.
  if (MATCH_RESULT_EVENTS.has(e.type)) return null;
  const d = e.data as Record<string, unknown> | null;
  if (!d || typeof d !== 'object' || typeof d.org_id !== 'string') return null;
  const entities = ['entity_id', 'source_entity_id', 'target_entity_id'].map((k) => d[k]).filter((v): v is string => typeof v === 'string');
  const deletedEvent = e.type === 'EventDeleted' && typeof d.event_id === 'string' ? d.event_id : null;
  if (!entities.length && !deletedEvent) return null;
  return { org: d.org_id, entities, deletedEvent };
}

export class SearchService {
  private orgs = new Map<string, PeopleIndex>();
  private followed: Position;
  private generation: number;
  private queue: Promise<unknown> = Promise.resolve();
  /** Build times of the indexes, for diagnostics and the benchmark. */
  readonly builds = new Map<string, { people: number; memberships: number; ms: number }>();

  private encoderSource: () => Promise<SentenceEncoder> = sentenceEncoder;

  constructor(private readonly deps: SearchDeps) {
    this.followed = deps.projections.position;
    this.generation = deps.projections.generation;
  }

  /** The sentence encoder of the query (the shared offline one unless replaced). */
  encoder(): Promise<SentenceEncoder> {
    return this.encoderSource();
  }

  /** Replaces the encoder (tests: an encoder that cannot load). */
  useEncoder(source: () => Promise<SentenceEncoder>): void {
    this.encoderSource = source;
  }

  /** Resolves when no build or catch-up is running. */
  async idle(): Promise<void> {
    await this.queue;
  }

  /** Sentence vectors held over all organisations. */
  vectorCount(): number {
    let n = 0;
    for (const i of this.orgs.values()) n += i.vectorCount;
    return n;
  }

  /** Catches up with the log (the background follower calls it between searches). */
  sync(): Promise<void> {
    return this.serial(() => this.follow());
  }

  /** One at a time: builds and catch-ups must not interleave. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The organisation's index, current up to the position the read models have reached. */
  indexFor(org: string): Promise<PeopleIndex> {
    return this.serial(async () => {
      await this.follow();
      return this.orgs.get(org) ?? (await this.build(org));
    });
  }

  /**
   * Builds the indexes of every organisation that has events (server start-up), one
   * organisation per turn, so a search queued meanwhile waits for one build, not for all.
   */
  async warm(): Promise<void> {
    const events = await this.serial(async () => {
      await this.follow();
      return this.deps.read.find<{ id: string; org_id: string }>('events', {});
    });
    for (const org of new Set(events.map((e) => e.org_id))) {
      await this.serial(async () => {
        await this.follow();
        if (!this.orgs.has(org)) await this.build(org);
      });
    }
  }

  private async build(org: string): Promise<PeopleIndex> {
    const started = performance.now();
    const index = new PeopleIndex();
    for await (const page of allMembers(this.deps.read, org)) for (const m of page) index.insert(m);
    this.orgs.set(org, index);
    const ms = Math.round(performance.now() - started);
    this.builds.set(org, { people: index.people, memberships: index.memberships, ms });
    this.deps.log?.info({ org_id: org, people: index.people, memberships: index.memberships, ms }, 'people-search index built');
    return index;
  }

  /** Applies the log from the position the indexes reflect up to the read models' position. */
  private async follow(): Promise<void> {
    if (this.deps.projections.generation !== this.generation) {
      // The read models were rebuilt: start over from them.
      this.orgs.clear();
      this.generation = this.deps.projections.generation;
      this.followed = this.deps.projections.position;
      return;
    }
    const target = this.deps.projections.position;
    while (this.followed < target) {
      const page = await this.deps.store.readAll({ after: this.followed, maxCount: PAGE });
      if (!page.length) break;
      const touched = new Map<string, Touched>();
      let reached = this.followed;
      for (const e of page) {
        if (e.position > target) break;
        reached = e.position;
        const t = touchedBy(e);
        if (!t || !this.orgs.has(t.org)) continue;
        const acc = touched.get(t.org) ?? touched.set(t.org, { entities: new Set(), deletedEvents: new Set() }).get(t.org)!;
        for (const id of t.entities) acc.entities.add(id);
        if (t.deletedEvent) acc.deletedEvents.add(t.deletedEvent);
      }
      for (const [org, t] of touched) await this.refresh(org, t);
      if (reached === this.followed) break;
      this.followed = reached;
    }
  }

  private async refresh(org: string, t: Touched): Promise<void> {
    const index = this.orgs.get(org)!;
    if (t.deletedEvents.size) {
      const active = await activeEventsOf(this.deps.read, org, [...t.deletedEvents]);
      for (const ev of t.deletedEvents) if (!active.has(ev)) index.dropEvent(ev);
    }
    const ids = [...t.entities];
    for (let i = 0; i < ids.length; i += REFRESH_BATCH) {
      const batch = ids.slice(i, i + REFRESH_BATCH);
      const members = await membersOfPeople(this.deps.read, org, batch);
      const byEntity = new Map<string, typeof members>();
      for (const m of members) (byEntity.get(m.entity_id) ?? byEntity.set(m.entity_id, []).get(m.entity_id)!).push(m);
      for (const id of batch) index.setPerson(id, byEntity.get(id) ?? []);
    }
  }
}

const services = new WeakMap<object, SearchService>();

/** One service per runtime (the route modules are registered once per base path). */
export function searchServiceOf(deps: SearchDeps): SearchService {
  let s = services.get(deps);
  if (!s) services.set(deps, (s = new SearchService(deps)));
  return s;
}
