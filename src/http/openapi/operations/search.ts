import { CORRELATION_ID } from '../examples.ts';
import type { OperationTable } from '../types.ts';

const body = { query: 'who could fund a battery recycling startup', mode: 'hybrid', type: 'all', limit: 10 };
const item = {
  entity_id: '2f1c6a0e-8d4b-4c55-9a57-5b0f3e7d9c21',
  attendee_id: 'att-1042',
  id_source: 'partner',
  display_name: 'Ingrid Solberg',
  title: 'General Partner',
  company: 'Fjordline Capital',
  events: ['demo-day-2026'],
  score: 0.0325,
  why: { field: 'offers', snippet: 'We write first cheques into climate hardware: batteries, grid storage' },
};

const description = (scope: string) =>
  `Searches ${scope} by names, titles, companies, goals, needs and offers. ` +
  '`mode`: `keyword` (words with prefixes and typo tolerance, BM25; accents are ignored, so "zoe" finds "Zoë" and "strasse" finds "Straße"), `semantic` (meaning: the query is compared with the sentence vectors of the attendees\' derived intent, so only enriched attendees take part) or `hybrid` (both lists fused by reciprocal rank; the default). ' +
  '`type`: `all` (default), `profile` (name, title, company), `needs` or `offers`. ' +
  'A query phrased as a need ("who could fund …", "looking for …", "we need …") is answered by what people offer; "who is hiring …" by what people need. ' +
  '`limit` 1..50, default 10 (other values are normalized); `query` 1..500 characters, not only whitespace; a query with no word in it (only punctuation, symbols, emoji or words such as "the") finds nobody in any mode. ' +
  'Items are best first; `score` is comparable only within one response; `why` names the field that matched best with a snippet. ' +
  'E-mail addresses are never searched nor returned. Results reflect every write answered before the search (imports once their run is terminal). ' +
  '503 `SEARCH_NOT_CONFIGURED` when the sentence encoder cannot be loaded (semantic and hybrid only; keyword keeps working).';

export const searchOperations: OperationTable = {
  'POST /events/{event_id}/search/people': {
    operationId: 'searchEventPeople',
    summary: 'Search the people of an event',
    description: description("the attendees of one event (only what was said at that event)"),
    scope: 'partner:write',
    appends: false,
    tag: 'search',
    success: { 200: 'The ranked people of the event.' },
    errors: { 404: ['EVENT_NOT_FOUND'], 503: ['SEARCH_NOT_CONFIGURED'] },
    example: { request: body, response: { event_id: 'demo-day-2026', query: body.query, mode: 'hybrid', type: 'all', items: [item], correlation_id: CORRELATION_ID } },
  },
  'POST /search/people': {
    operationId: 'searchOrgPeople',
    summary: 'Search the people of the organization',
    description: description('the people of every active event of the organization, each person once with the events they attend') + ' Keys bound to one event get 403 `EVENT_SCOPE_FORBIDDEN`.',
    scope: 'partner:write',
    appends: false,
    tag: 'search',
    success: { 200: 'The ranked people of the organization.' },
    errors: { 403: ['EVENT_SCOPE_FORBIDDEN'], 503: ['SEARCH_NOT_CONFIGURED'] },
    example: { request: body, response: { query: body.query, mode: 'hybrid', type: 'all', items: [{ ...item, events: ['demo-day-2026', 'founders-summit-2026'] }], correlation_id: CORRELATION_ID } },
  },
};
