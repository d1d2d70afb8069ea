/**
 * POST /events/:event_id/search/people and POST /search/people: people search over one event or
 * the whole organisation (decisions in docs/decisions.md, "People search").
 */
import { z } from 'zod';
import { unavailable } from '../domain/errors.ts';
import { errorEnvelope, partnerId } from '../http/schemas.ts';
import { activeEvent, orgOf, refuseEventBound } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { coded } from '../http/validation.ts';
import { SEARCH_MODES, SEARCH_TYPES, type SearchMode, type SearchType } from '../search/peopleIndex.ts';
import { searchServiceOf, type SearchService } from '../search/service.ts';

export const QUERY_MAX = 500;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 50;

const query = coded(
  'INVALID_QUERY',
  z
    .string()
    .max(QUERY_MAX)
    .refine((s) => s.trim().length > 0, 'must not be empty or only whitespace')
    .describe(`What to look for, 1 to ${QUERY_MAX} characters (not only whitespace): words, a name, a company, or a need in plain language ("who could fund a battery recycling startup")`),
);

/** Like page sizes, a search limit is never an error: other values are normalized. */
const limit = z
  .preprocess((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n)) return LIMIT_DEFAULT;
    return Math.min(LIMIT_MAX, Math.max(1, Math.trunc(n)));
  }, z.number().int().min(1).max(LIMIT_MAX))
  .optional()
  .default(LIMIT_DEFAULT)
  .describe(`How many people, 1..${LIMIT_MAX}, default ${LIMIT_DEFAULT}; other values are normalized`);

const body = z.object({
  query,
  mode: coded('INVALID_SEARCH_MODE', z.enum(SEARCH_MODES).nullish())
    .transform((m) => m ?? 'hybrid')
    .describe('keyword (words, prefixes and typos), semantic (meaning, from the attendees\' derived intent) or hybrid (both, fused by rank; default)'),
  type: coded('INVALID_SEARCH_TYPE', z.enum(SEARCH_TYPES).nullish())
    .transform((t) => t ?? 'all')
    .describe('What is searched: all (default), profile (name, title, company), needs, or offers'),
  limit,
});

const item = z.object({
  entity_id: z.string().describe('Roster handle of the person'),
  attendee_id: z.string().nullable().describe('Partner ID of the person at the best-matching event; null without a partner mapping'),
  id_source: z.enum(['partner', 'meshi']),
  display_name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  events: z.array(z.string()).describe('Events of the caller\'s scope the person attends (only the path event for an event search)'),
  score: z.number().describe('Ranking score, comparable only within one response: BM25 for keyword, cosine for semantic, fused reciprocal rank for hybrid'),
  why: z
    .object({
      field: z.enum(['display_name', 'title', 'company', 'goal', 'needs', 'offers', 'profile']),
      snippet: z.string().describe('At most ~120 characters of that field around what matched'),
    })
    .describe('The field that matched best and a snippet of it'),
});

const orgResponse = z.object({
  query: z.string(),
  mode: z.enum(SEARCH_MODES),
  type: z.enum(SEARCH_TYPES),
  items: z.array(item).describe('Best first'),
  correlation_id: z.string(),
});
const eventResponse = orgResponse.extend({ event_id: z.string() });

export interface SearchPeopleInput {
  org: string;
  /** null: the whole organisation. */
  eventId: string | null;
  query: string;
  mode: SearchMode;
  type: SearchType;
  limit: number;
}

export type SearchItem = z.infer<typeof item>;

/** The use case: ranked people of the caller's scope. 503 SEARCH_NOT_CONFIGURED when the query cannot be encoded. */
export async function searchPeople(service: SearchService, input: SearchPeopleInput): Promise<SearchItem[]> {
  let queryVector: Float32Array | null = null;
  if (input.mode !== 'keyword') {
    try {
      const encoder = await service.encoder();
      queryVector = (await encoder.encode([input.query]))[0] ?? null;
    } catch {
      throw unavailable('SEARCH_NOT_CONFIGURED', `${input.mode} search is unavailable: the sentence encoder cannot be loaded; keyword search still works`);
    }
  }
  const index = await service.indexFor(input.org);
  const hits = index.search({ query: input.query, mode: input.mode, type: input.type, limit: input.limit, eventId: input.eventId, queryVector });
  return hits.map((h) => {
    const m = index.entry(h.best)!;
    return {
      entity_id: m.entity_id,
      attendee_id: m.attendee_id,
      id_source: m.attendee_id ? 'partner' : 'meshi',
      display_name: m.display_name,
      title: m.title,
      company: m.company,
      events: input.eventId ? [input.eventId] : index.eventsOf(m.entity_id),
      score: Math.round(h.score * 10000) / 10000,
      why: h.why,
    };
  });
}

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 503: errorEnvelope };

export const searchPeopleRoutes: RouteModule = (app, deps) => {
  const service = searchServiceOf(deps);
  app.post(
    '/events/:event_id/search/people',
    {
      schema: {
        summary: 'Search the people of an event',
        description: 'Keyword, semantic or hybrid search over the attendees of one event: names, titles, companies, goals, needs and offers. E-mail addresses are never searched nor returned. A query phrased as a need ("who could fund …") is answered by what people offer.',
        tags: ['search'],
        params: z.object({ event_id: partnerId() }),
        body,
        response: { 200: eventResponse, ...errors, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const b = req.body;
      const items = await searchPeople(service, { org: ev.org_id, eventId: event_id, query: b.query, mode: b.mode, type: b.type, limit: b.limit });
      return { event_id, query: b.query, mode: b.mode, type: b.type, items, correlation_id: req.id };
    },
  );
  app.post(
    '/search/people',
    {
      // An event-bound key is refused before its body is looked at.
      onRequest: refuseEventBound,
      schema: {
        summary: 'Search the people of the organisation',
        description: 'The same search over every active event of the organisation; each person once, with the events they attend. Keys bound to one event get 403 EVENT_SCOPE_FORBIDDEN.',
        tags: ['search'],
        body,
        response: { 200: orgResponse, ...errors },
      },
    },
    async (req) => {
      const b = req.body;
      const items = await searchPeople(service, { org: orgOf(req), eventId: null, query: b.query, mode: b.mode, type: b.type, limit: b.limit });
      return { query: b.query, mode: b.mode, type: b.type, items, correlation_id: req.id };
    },
  );
};
