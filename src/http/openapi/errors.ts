/**
 * The error codes of the API: what each means and what the caller should do. The reference
 * (docs/reference.md) and the OpenAPI document list only the codes some operation can give.
 */

/** Codes every authenticated operation can answer with, by status. */
export const COMMON_ERRORS: Record<number, readonly string[]> = {
  401: ['UNAUTHORIZED', 'ACCOUNT_DISABLED'],
  403: ['SERVICE_ACCOUNT_REQUIRED', 'INSUFFICIENT_SCOPE', 'PARTNER_ORG_REQUIRED'],
  429: ['PARTNER_RATE_LIMIT_EXCEEDED'],
  500: ['INTERNAL_ERROR'],
  503: ['PARTNER_RATE_LIMIT_UNAVAILABLE'],
};

/** Codes of every write: a lost optimistic-concurrency race after retries. */
export const WRITE_ERRORS: Record<number, readonly string[]> = {
  409: ['CONCURRENT_MODIFICATION'],
};

/** Codes of a request body: unparsable JSON, and the 16 MiB limit. */
export const BODY_ERRORS: Record<number, readonly string[]> = {
  400: ['INVALID_JSON'],
  413: ['PAYLOAD_TOO_LARGE'],
};

/** Answers of a path no operation serves (documented once, in the document's description). */
export const ROUTING_ERRORS: Record<number, readonly string[]> = {
  404: ['ROUTE_NOT_FOUND'],
  405: ['METHOD_NOT_ALLOWED'],
};

/** Answers of the HTTP layer itself, before any operation (documented once, in the description). */
export const HTTP_LAYER_ERRORS: Record<number, readonly string[]> = {
  400: ['BAD_REQUEST'],
  408: ['REQUEST_TIMEOUT'],
  431: ['HEADERS_TOO_LARGE'],
};

export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  409: 'Conflict',
  413: 'Payload too large',
  429: 'Too many requests',
  431: 'Request header fields too large',
  500: 'Internal error',
  503: 'Service unavailable',
};

/** Meaning of each code. Keep one line each; the reference prints them as a table. */
export const ERROR_CODES: Record<string, string> = {
  // authentication and scope
  UNAUTHORIZED: 'The bearer header is missing or malformed, or the token is no active key.',
  ACCOUNT_DISABLED: 'The service account of the key is disabled; every key of it is refused.',
  SERVICE_ACCOUNT_REQUIRED: 'The token is not an organization service-account key.',
  INSUFFICIENT_SCOPE: 'The key lacks the method scope (GET needs partner:read or partner:write; other methods need partner:write).',
  PARTNER_ORG_REQUIRED: 'The key is bound to no organization.',
  EVENT_SCOPE_FORBIDDEN: 'A key bound to one event called an org-wide write.',
  // limits and availability
  PARTNER_RATE_LIMIT_EXCEEDED: 'The key spent its request budget for the window; wait the seconds in Retry-After.',
  PARTNER_RATE_LIMIT_UNAVAILABLE: 'The durable rate-limit ledger cannot be read; the request was not processed; retry shortly.',
  PAYLOAD_TOO_LARGE: 'The request body exceeds 16 MiB.',
  CONCURRENT_MODIFICATION: 'A concurrent request changed the same resource and retries did not settle it; read it again and retry.',
  INTERNAL_ERROR: 'An unexpected failure; nothing internal is shown. Retry with exponential backoff and jitter.',
  SEARCH_NOT_CONFIGURED: 'People search is not available on this deployment.',
  // routing and the HTTP layer
  BAD_REQUEST: 'The request is not well-formed HTTP (answered by the HTTP layer, before any operation).',
  REQUEST_TIMEOUT: 'The headers (10 s) or the whole request (60 s) did not arrive in time; the connection is closed.',
  HEADERS_TOO_LARGE: 'The request line and headers exceed 16 KiB.',
  ROUTE_NOT_FOUND: 'No operation is served at this path.',
  METHOD_NOT_ALLOWED: 'The path exists but not for this method; the Allow header lists the methods it takes.',
  // request shape
  INVALID_JSON: 'The body is not valid JSON, not a JSON object, nested deeper than 1,024 levels, or lacks a required field without a code of its own.',
  INVALID_QUERY_PARAMETER: 'A query parameter has the wrong shape (for example given twice).',
  UNSUPPORTED_QUERY_PARAMETER: 'A query parameter this route does not take, or a flag that is not true/false; the body lists supported_parameters.',
  INVALID_CURSOR: 'The cursor is not one this list issued (or belongs to another query).',
  INVALID_PARTNER_ID: 'A partner ID (path or body) fails ^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$.',
  INVALID_PARTNER_KIND: 'A partner kind fails ^[A-Za-z][A-Za-z0-9_-]{0,63}$.',
  INVALID_IDEMPOTENCY_KEY: 'idempotency_key is missing, empty, over 256 characters or not printable ASCII.',
  INVALID_WEBHOOK_URL: 'webhook_url is not an absolute http(s) URL of at most 2048 characters.',
  // events and sessions
  INVALID_TITLE: 'title is missing, empty or over 200 characters.',
  INVALID_DESCRIPTION: 'description is over 4000 characters or not a string.',
  INVALID_START_DATE: 'start_date is not an ISO 8601 date or date-time.',
  INVALID_END_DATE: 'end_date is not an ISO 8601 date or date-time, or is before start_date.',
  INVALID_TIMEZONE: 'timezone is not an IANA time zone or is over 128 characters.',
  INVALID_VISIBILITY: 'visibility is empty or over 32 characters.',
  INVALID_URL_SLUG: 'url_slug is over 128 characters or has characters other than letters, digits, - and _.',
  INVALID_EVENT_UPDATE: 'The update names no field, or a field events do not have.',
  INVALID_CONTEXT: 'A context field is over 4000 characters, or no context field is given.',
  INVALID_START_TIMESTAMP: 'start_timestamp is not an ISO 8601 date-time.',
  INVALID_END_TIMESTAMP: 'end_timestamp is not an ISO 8601 date-time, or is before start_timestamp.',
  INVALID_METADATA: 'metadata is not a JSON object, or exceeds 32 levels, 1,000 keys or 64 KiB.',
  INVALID_SESSION_UPDATE: 'The update names no field, or a field sessions do not have.',
  INVALID_SESSION_QUERY: 'q is empty or over 200 characters.',
  INVALID_STARTS_AFTER: 'starts_after is not an ISO 8601 date-time.',
  INVALID_STARTS_BEFORE: 'starts_before is not an ISO 8601 date-time.',
  PARTNER_ID_CONFLICT: 'The ID is already mapped in the organization; fetch it and continue if it is the same logical object.',
  URL_SLUG_CONFLICT: 'Another event of the organization uses this url_slug.',
  EVENT_NOT_EMPTY: 'The event still has attendees or sessions; preview with dry_run=true, then delete with force=true.',
  EVENT_NOT_FOUND: 'No such event in the organization (or the key is bound to another event).',
  SESSION_NOT_FOUND: 'No such session in the event.',
  PARTNER_ID_NOT_FOUND: 'The partner ID is not mapped in the organization.',
  // attendees
  INVALID_ATTENDEES: 'attendees is missing, empty or over 50,000 rows.',
  INVALID_ATTENDEE: 'An import row is not an object or carries a field rows do not have.',
  DUPLICATE_ATTENDEE_ID: 'The same attendee_id appears twice in one import.',
  INVALID_ATTENDEE_NAME: 'A row name is missing, empty or over 240 characters.',
  INVALID_ATTENDEE_EMAIL: 'A row email is not a string or is over 320 characters.',
  INVALID_ATTENDEE_LINKEDIN_URL: 'A row linkedin_url is not a string or is over 2048 characters.',
  INVALID_ATTENDEE_TITLE: 'A row title is over 512 characters.',
  INVALID_ATTENDEE_COMPANY: 'A row company is over 512 characters.',
  INVALID_ATTENDEE_SIDE: 'side is not founder, investor or null (case-sensitive).',
  INVALID_ATTENDEE_EVENT_GOAL: 'A row event_goal is over 4000 characters.',
  INVALID_ATTENDEE_EVENT_NEEDS: 'A row event_needs is not an array of at most 50 non-empty strings of at most 500 characters.',
  INVALID_ATTENDEE_EVENT_OFFERS: 'A row event_offers is not an array of at most 50 non-empty strings of at most 500 characters.',
  INVALID_ATTENDEE_RAW_DATA: 'A row raw_data is not a JSON object, or exceeds 32 levels, 1,000 keys or 64 KiB.',
  INVALID_ATTENDEE_UPDATE: 'The update carries a field other than side, or no side.',
  INVALID_INCLUDE: 'include names a section the attendee detail does not have.',
  ATTENDEE_NOT_FOUND: 'No such attendee in the event.',
  // runs
  INVALID_RUN_KIND: 'kind is not import, enrichment or match.',
  INVALID_RUN_ID: 'run_id is not a UUID.',
  INVALID_PROGRESS: 'progress is not a JSON object, or exceeds 32 levels, 1,000 keys or 64 KiB.',
  INVALID_SNAPSHOT_METADATA: 'snapshot_metadata is not a JSON object, or exceeds 32 levels, 1,000 keys or 64 KiB.',
  INVALID_VERSION_METADATA: 'version_metadata is not a JSON object, or exceeds 32 levels, 1,000 keys or 64 KiB.',
  INVALID_TOP_N: 'top_n is not an integer from 1 to 50.',
  IDEMPOTENCY_KEY_CONFLICT: 'The idempotency key was used for another event or operation; use a fresh key per logical operation.',
  RUN_NOT_FOUND: 'No such run in the organization (or the key is bound to another event).',
  // matches, readiness, search
  MATCH_RUN_NOT_FOUND: 'No terminal match run (or not the given run_id) for the event.',
  MATCH_NOT_FOUND: 'The pair has no match in the run (or the target is excluded).',
  INVALID_GOAL: 'goal is over 500 characters.',
  TOO_MANY_EXCLUDE_ENTITY_IDS: 'exclude_entity_ids[] has more than 500 values.',
  INVALID_QUERY: 'The search query is missing, empty or too long.',
  INVALID_SEARCH_MODE: 'mode is not one of the search modes.',
  INVALID_SEARCH_TYPE: 'type is not one of the search types.',
  // reviews
  INVALID_REVIEW_ID: 'review_id is not a UUID.',
  INVALID_REVIEW_DECISION: 'decision is not accept, reject or distinct.',
  REVIEW_NOT_FOUND: 'No such review in the organization (or the key is bound to another event).',
  REVIEW_ALREADY_RESOLVED: 'The review is no longer open; relist before retrying.',
  REJECT_LAST_CANDIDATE: 'Rejecting the final candidate is refused; the review stays open: resolve it as distinct.',
  ATTENDEE_ID_CONFLICT: 'The attendee or person was mapped while the review was open; relist.',
  IDENTITY_CONFLICT: 'The held identity data belongs to another person; relist.',
  DISTINCT_IDENTITY_CONFLICT: 'An exact identity appeared before the distinct resolution; relist.',
  REVIEW_SOURCE_MISMATCH: 'The merge source is not the review\'s imported attendee.',
  MERGE_REJECTED: 'The merge is not allowed: the target is no attendee, no remaining candidate of the review, or already the same person.',
};
