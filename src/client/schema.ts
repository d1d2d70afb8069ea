/**
 * Types of the partner API, generated from the served OpenAPI document by openapi-typescript.
 * Do not edit: run `npm run client:generate` after changing a route or the operation table.
 */
export interface paths {
    "/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Describe the calling key
         * @description Who the key is: its organization, scopes, environment and, for a key bound to one event, that `event_id`. Call it first: continue only when `partner:write` is in `scopes`; when `event_id` is present use only that event and skip event creation.
         */
        get: operations["getAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/capabilities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Capabilities of the calling key
         * @description The route families the key may use. Capability flags never widen the event boundary of an event-bound key.
         */
        get: operations["getCapabilities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/id-map/{kind}/{partner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolve a partner ID
         * @description Whether a partner ID of a kind (`event`, `session`, `attendee`) is mapped in the organization. Internal IDs are never shown.
         */
        get: operations["getIdMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The events of the organization, newest first (an event-bound key sees only its event). Page with `limit` and `cursor`.
         */
        get: operations["listEvents"];
        put?: never;
        /**
         * Create an event
         * @description Creates an event under your own `event_id`. On 409 `PARTNER_ID_CONFLICT` the ID is already mapped in the organization: fetch it with `getEvent` and continue when it is the same logical event. Keys bound to one event cannot create events. The context fields (`event_details`, `objectives`, `welcome_instructions`, each at most 4000 characters) may be sent with the create as well as set later with `setEventContext`.
         */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event, the same object as in the list.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        /**
         * Soft-delete an event (or preview with dry_run=true)
         * @description Soft-deletes the event. `dry_run=true` previews the affected counts without changing anything. An event that still has attendees or sessions needs `force=true`, otherwise 409 `EVENT_NOT_EMPTY`; people records are retained.
         */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        /**
         * Update an event
         * @description Changes one or more fields of the event, context fields included. Fields not sent keep their values; `null` clears a nullable field.
         */
        patch: operations["updateEvent"];
        trace?: never;
    };
    "/events/{event_id}/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the event context
         * @description The three context fields matching reads (`event_details`, `objectives`, `welcome_instructions`); each is null until set.
         */
        get: operations["getEventContext"];
        put?: never;
        /**
         * Set the event context used by matching
         * @description Sets one or more context fields (at least one; each at most 4000 characters). Fields not sent keep their values.
         */
        post: operations["setEventContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the sessions of an event
         * @description Sessions in ascending `start_timestamp`. `q` matches title and description (case- and accent-insensitive: "uber" finds "Über"); `starts_after` and `starts_before` are inclusive bounds. Filters apply before paging: keep them when following `next_cursor`.
         */
        get: operations["listSessions"];
        put?: never;
        /**
         * Create a session of an event
         * @description Creates a session under your own `session_id`; 409 `PARTNER_ID_CONFLICT` when that ID is already mapped in the organization.
         */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a session
         * @description One session of the event.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        /**
         * Soft-delete a session (or preview with dry_run=true)
         * @description Soft-deletes the session; reports its participant count but deletes no participant rows. `dry_run=true` previews.
         */
        delete: operations["deleteSession"];
        options?: never;
        head?: never;
        /**
         * Update a session
         * @description Changes title, description, start and end timestamps or metadata (a JSON object). Fields not sent keep their values.
         */
        patch: operations["updateSession"];
        trace?: never;
    };
    "/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List runs
         * @description Runs of the organization, newest first, optionally of one `kind` (an event-bound key sees only its event's runs).
         */
        get: operations["listRuns"];
        put?: never;
        /**
         * Record a partner-tracked run outside any event
         * @description Stores a run record for **your own tracking**: `event_id` is null and the service executes nothing for it. With `kind: "match"` this does **not** run matching: the record is closed as `succeeded` with exactly the `progress`, `snapshot_metadata` and `version_metadata` you sent, and no matches are computed or readable from it. To match an event, use the event's match runs. Keys bound to one event cannot record org-wide runs.
         */
        post: operations["recordRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/runs/{run_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a run (poll until terminal)
         * @description The run and its progress. Poll with exponential backoff from 2 s capped at 30 s until `status` is `succeeded`, `partial` or `failed`. An import that held rows for identity review ends `partial` with `error.code` `PARTIAL_IMPORT`; resolving the reviews does not change that status.
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/attendees:import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Import an attendee roster (asynchronous run)
         * @description Queues an import run of up to 50,000 rows (unique `attendee_id`s) and answers at once; poll `getRun` with exponential backoff (2 s doubling, capped at 30 s) until the run is terminal. Rows that look like an existing person are held for identity review: the run then ends `partial` with `error.code` `PARTIAL_IMPORT` and each held row carries a `review_id` in `progress.errors`. Rows are rejected (counted in `error_count`, code in `progress.errors`) when a mapped attendee brings another person's e-mail or LinkedIn URL (`IDENTITY_CONFLICT`) or a new `attendee_id` spells another person's `entity_id`, which attendee paths also take (`ATTENDEE_ID_CONFLICT`). Every accepted row reapplies `side` (omitting it untags the attendee). Reuse `idempotency_key` only to retry the identical import.
         */
        put: operations["importAttendees"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the roster of an event
         * @description Roster rows with partner IDs first, then people added without a partner mapping (`attendee_id` null, `id_source` `meshi`), ordered by entity ID.
         */
        get: operations["listAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/attendees/{attendee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one attendee with optional include sections
         * @description The roster fields plus the sections named in `include` (comma-separated: `profile`, `event`, `identity`, `brief`, `traits`, `goals`, `readiness`; default `profile,event,identity`). The path takes a partner attendee ID, not an `entity_id`. The e-mail address is never shown (`email_on_file` says whether one is kept). The `event` section returns `goal` as the partner imported it (its own record, as the roster does); the derived sections (`brief`, `traits`, `goals`, `readiness`) show addresses written inside goal text as `[e-mail]`.
         */
        get: operations["getAttendee"];
        put?: never;
        post?: never;
        /**
         * Remove an attendee from an event (or preview with dry_run=true)
         * @description Removes the attendee from the event and its sessions; the person record and ID mapping are retained. A repeat is a no-op with `already_absent: true` (and no `deleted_at`), so retries are safe. `dry_run=true` previews.
         */
        delete: operations["removeAttendee"];
        options?: never;
        head?: never;
        /**
         * Retag an attendee's side
         * @description Sets `side` to `founder`, `investor` or null; no other field is accepted. The path takes a partner attendee ID or a roster `entity_id`. Once any attendee of an event has a side, matching there is strictly cross-side; run a new match run to reflect the change.
         */
        patch: operations["updateAttendeeSide"];
        trace?: never;
    };
    "/events/{event_id}/attendees/{attendee_id}/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Identity decision history of an attendee
         * @description Every identity decision about the attendee (new person, adopted, held for review, candidate rejected, review resolved, merged), newest first.
         */
        get: operations["getAttendeeIdentityHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/review-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the open identity reviews of an event's attendees
         * @description Open identity reviews (possible duplicate people held by an import), newest first. Candidates never show e-mail addresses or internal IDs.
         */
        get: operations["listEventReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the open identity reviews of the organization
         * @description Open identity reviews across the organization, newest first (an event-bound key sees only its event's).
         */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-queue/{review_id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an identity review
         * @description `accept` when the evidence shows the same person (the held row is applied to the existing person); `reject` a clearly different candidate and inspect `remaining_reviews`; `distinct` when no candidate is the imported person (a new person is created). `accept` and `reject` act on the candidate the queue shows; when a concurrent resolution rejected it meanwhile, the answer is 409 `CONCURRENT_MODIFICATION`. The held row is applied as of when it was held: a side or event goal, needs or offers written in the event since (a PATCH, a later import row of the person) stays, and a row without a side does not untag a person who has one; a later row of the held attendee, answered `REVIEW_REQUIRED`, updates the held side and event data. Rejecting the last candidate is refused with 409 `REJECT_LAST_CANDIDATE`: resolve as distinct instead. After any 409 the review stays open: relist the queue before retrying. Resolution does not change the import run's terminal status; re-check the roster and readiness afterwards.
         */
        post: operations["resolveReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/review-queue/{review_id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve an identity review by merging
         * @description Resolves the review by merging the review's imported attendee (the source) into one of its remaining candidates (the target). The source must be the attendee the review holds. After any 409 the review stays open: relist the queue before retrying.
         */
        post: operations["mergeReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/match-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a match run (asynchronous)
         * @description Queues a match run over the event roster as it stands and answers at once; poll `getRun` (2 s doubling, capped at 30 s) until terminal, then read the pinned matches with its `run_id`. Allowed while derived intent is still processing: attendees whose intent is not ready run on their explicit event axes and profile. `top_n` (1..50, default 10) is the number of matches per attendee.
         */
        post: operations["startMatchRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/attendees/{attendee_id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An attendee's matches in a pinned match run
         * @description The attendee's matches, best first (by `rank`: `final_score` descending). `attendee_id` may be a partner attendee ID or a roster `entity_id`. When `run_id` is omitted the latest terminal match run is used; pin `run_id` while paging so pages never contradict each other. `exclude_entity_ids[]` (repeatable, at most 500) drops people before paging. A target who would list the attendee among their own first `top_n` by pair score (`final_score` before this bonus) is listed back: their `final_score` adds 0.15 divided by the square root of the attendee's place in that list (0.15 at first place, 0.075 at fourth; at most 1 in all), so people who would pick each other come first, and a last reason of kind `mutual_pick` says so. `explainability.tier` counts three kinds of evidence for the pair: each side's stated needs get something from the other's offers (a reciprocal fit: the harmonic mean of `score_a_to_b` and `score_b_to_a` is at least 0.7, and a conflict in a qualifier both state, such as sector, keeps a pair under it) for a target among the attendee's first five, the target would list the attendee among their own first five, and the target is among the attendee's first two picks; the last two count only for a pair scoring above the event's mean pair. All three: `exceptional`; two: `strong`; one: `promising`; none: `explore`.
         */
        get: operations["listAttendeeMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All pair matches of a pinned match run
         * @description Every pair match of the run, best first. When `run_id` is omitted the latest terminal match run is used; pin `run_id` while paging so pages never contradict each other. `goal` (text, at most 500 characters) keeps matches whose need and offer share a word with it. Any other parameter (such as `session_id`) is 400 `UNSUPPORTED_QUERY_PARAMETER` with `supported_parameters`.
         */
        get: operations["listEventMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/matches/{principal_partner_id}/{target_partner_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One pair match of a pinned match run
         * @description The match of one ordered pair. Each path ID may be a partner attendee ID or a roster `entity_id`. When `run_id` is omitted the latest terminal match run is used; pin `run_id` while paging so pages never contradict each other. An excluded target is 404 `MATCH_NOT_FOUND`.
         */
        get: operations["getPairMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/match-runs/{run_id}/diff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What changed between two match runs, per attendee
         * @description For every attendee whose list differs, the matches gained (in `run_id`, not in `against`) and lost (in `against`, not in `run_id`). Both runs must be finished, non-failed match runs of the event (else 404 `MATCH_RUN_NOT_FOUND`). Unchanged attendees are left out.
         */
        get: operations["diffMatchRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/enrichment-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue attendee enrichment for an event (asynchronous run)
         * @description Queues an enrichment run: the service walks the event's roster and queues the derivation of each attendee's intent (needs and offers read from `event_goal` and the profile). Poll `getRun` (2 s doubling, capped at 30 s). A terminal run means the attendee-level work was **queued**, not that every derivation finished: check the event readiness afterwards. Attendees held for identity review are counted in `review_required` (row code `REVIEW_REQUIRED`), attendees with nothing to read (no goal, no explicit axis, no title or company; a placeholder such as "tbd" or "-" is no goal, entry or title, nor is "n/a" a company) are row errors `NO_SOURCE_RECORD`; either makes the run `partial` (`PARTIAL_ENRICHMENT`). Attendees whose derived intent is current are `skipped`.
         */
        post: operations["startEnrichmentRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness of an event and its attendees for matching
         * @description Per-attendee readiness in roster order (`limit`, `cursor`), and over the **full roster** whatever the page: `side_coverage` (untagged people at a sided event get no matches), `intent_processing` (pending and failed readings; a freshness signal, not a lock: a match run uses explicit axes and profile for them), `match_readiness` counts and `warnings` `{ code, severity, message, recommended_action }`. `blocking` warnings (`MISSING_COUNTERPART_SIDE`, `TOO_FEW_MATCHABLE`, `EMPTY_ROSTER`) mean stop and fix; advisory ones: `UNTAGGED_AT_SIDED_EVENT`, `SEVERE_SIDE_IMBALANCE` (one side outnumbers the other 5:1 or more), `EVENT_GOAL_GAPS`, `MATCH_READINESS_GAPS`, `ENRICHMENT_NOT_CURRENT`, `INTENT_PROCESSING_PENDING`, `INTENT_PROCESSING_FAILED`. Each item's `match_outlook` says why a ready attendee should expect few or no matches (`SIDE_ONLY`: at a sided event only the side can be read, and matches rest on it: nothing was written, or what was written reads to nothing beyond the side; `NOTHING_READ`: the reading found no need or offer in what was written). An attendee who gives nothing to match on (no goal or explicit axis, no title or company, no side) is not ready and is left out of match runs.
         */
        get: operations["getEventReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/attendees/{attendee_id}/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness of one attendee for matching
         * @description Whether the attendee can be matched now (`match_ready`), on profile intent (`global_match_ready`) or on event intent (`event_match_ready`), what is `missing` (`event_goal`, `event_intent_processing`, `event_intent_failed`, `event_intent_not_requested`, `event_intent_stale`, `profile`, `side`, `identity_review`) and the call that fixes each (`recommended_actions`). `event_goal` is missing when neither an event goal nor an explicit need or offer is written; a placeholder such as "tbd", "n/a", "-" or "to be confirmed" counts as none (a goal that says something next to it counts). `profile` is missing when neither a title nor a company is given; a placeholder title ("tbd", "-") or company ("n/a", "none") counts as none, while a company such as "Independent" counts. The path takes a partner attendee ID or a roster `entity_id`.
         */
        get: operations["getAttendeeReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{event_id}/search/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the people of an event
         * @description Searches the attendees of one event (only what was said at that event) by names, titles, companies, goals, needs and offers. `mode`: `keyword` (words with prefixes and typo tolerance, BM25; accents are ignored, so "zoe" finds "Zoë" and "strasse" finds "Straße"), `semantic` (meaning: the query is compared with the sentence vectors of the attendees' derived intent, so only enriched attendees take part) or `hybrid` (both lists fused by reciprocal rank; the default). `type`: `all` (default), `profile` (name, title, company), `needs` or `offers`. A query phrased as a need ("who could fund …", "looking for …", "we need …") is answered by what people offer; "who is hiring …" by what people need. `limit` 1..50, default 10 (other values are normalized); `query` 1..500 characters, not only whitespace; a query with no word in it (only punctuation, symbols, emoji or words such as "the") finds nobody in any mode. Items are best first; `score` is comparable only within one response; `why` names the field that matched best with a snippet. E-mail addresses are never searched nor returned. Results reflect every write answered before the search (imports once their run is terminal). 503 `SEARCH_NOT_CONFIGURED` when the sentence encoder cannot be loaded (semantic and hybrid only; keyword keeps working).
         */
        post: operations["searchEventPeople"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the people of the organization
         * @description Searches the people of every active event of the organization, each person once with the events they attend by names, titles, companies, goals, needs and offers. `mode`: `keyword` (words with prefixes and typo tolerance, BM25; accents are ignored, so "zoe" finds "Zoë" and "strasse" finds "Straße"), `semantic` (meaning: the query is compared with the sentence vectors of the attendees' derived intent, so only enriched attendees take part) or `hybrid` (both lists fused by reciprocal rank; the default). `type`: `all` (default), `profile` (name, title, company), `needs` or `offers`. A query phrased as a need ("who could fund …", "looking for …", "we need …") is answered by what people offer; "who is hiring …" by what people need. `limit` 1..50, default 10 (other values are normalized); `query` 1..500 characters, not only whitespace; a query with no word in it (only punctuation, symbols, emoji or words such as "the") finds nobody in any mode. Items are best first; `score` is comparable only within one response; `why` names the field that matched best with a snippet. E-mail addresses are never searched nor returned. Results reflect every write answered before the search (imports once their run is terminal). 503 `SEARCH_NOT_CONFIGURED` when the sentence encoder cannot be loaded (semantic and hybrid only; keyword keeps working). Keys bound to one event get 403 `EVENT_SCOPE_FORBIDDEN`.
         */
        post: operations["searchOrgPeople"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: {
        /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
        CorrelationId: string;
    };
    requestBodies: never;
    headers: {
        /** @description The correlation ID of the request: the x-correlation-id sent (1..128 characters) or a new UUID. Also in the body as correlation_id. */
        CorrelationId: string;
        /** @description Seconds to wait before the next request with this key. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, its organization, scopes and capabilities. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "org_id": "acme",
                     *       "principal_type": "service_account",
                     *       "service_account_user_id": "sa-7f3e2c1d",
                     *       "scopes": [
                     *         "partner:read",
                     *         "partner:write"
                     *       ],
                     *       "environment": "staging",
                     *       "capabilities": {
                     *         "events_read": true,
                     *         "attendees_import": true,
                     *         "attendees_delete": true,
                     *         "attendees_side_retag": true,
                     *         "people_search": true,
                     *         "enrichment_runs": true,
                     *         "readiness_read": true
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        org_id: string;
                        /** @enum {string} */
                        principal_type: "service_account";
                        service_account_user_id: string;
                        scopes: ("partner:read" | "partner:write")[];
                        /** @enum {string} */
                        environment: "staging" | "production";
                        /** @description present only for a key bound to one event */
                        event_id?: string;
                        capabilities: {
                            events_read: boolean;
                            attendees_import: boolean;
                            attendees_delete: boolean;
                            attendees_side_retag: boolean;
                            people_search: boolean;
                            /** @description beyond the contract: enrichment runs are served to this key */
                            enrichment_runs: boolean;
                            /** @description beyond the contract: readiness diagnostics are served to this key */
                            readiness_read: boolean;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getCapabilities: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scopes and capability flags of the key. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "org_id": "acme",
                     *       "scopes": [
                     *         "partner:read",
                     *         "partner:write"
                     *       ],
                     *       "environment": "staging",
                     *       "capabilities": {
                     *         "events_read": true,
                     *         "attendees_import": true,
                     *         "attendees_delete": true,
                     *         "attendees_side_retag": true,
                     *         "people_search": true,
                     *         "enrichment_runs": true,
                     *         "readiness_read": true
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        org_id: string;
                        scopes: ("partner:read" | "partner:write")[];
                        /** @enum {string} */
                        environment: "staging" | "production";
                        /** @description present only for a key bound to one event */
                        event_id?: string;
                        capabilities: {
                            events_read: boolean;
                            attendees_import: boolean;
                            attendees_delete: boolean;
                            attendees_side_retag: boolean;
                            people_search: boolean;
                            /** @description beyond the contract: enrichment runs are served to this key */
                            enrichment_runs: boolean;
                            /** @description beyond the contract: readiness diagnostics are served to this key */
                            readiness_read: boolean;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getIdMapping: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerKind */
                kind: string;
                /** @description PartnerId */
                partner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ID is mapped. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "kind": "event",
                     *       "partner_id": "demo-day-2026",
                     *       "mapped": true,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        kind: string;
                        partner_id: string;
                        /** @enum {boolean} */
                        mapped: true;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, INVALID_PARTNER_KIND */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "INVALID_PARTNER_KIND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: PARTNER_ID_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_ID_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_ID_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "event_id": "demo-day-2026",
                     *           "title": "Demo Day 2026",
                     *           "description": "Founders pitch to investors; one-to-one meetings in the afternoon.",
                     *           "event_details": null,
                     *           "objectives": null,
                     *           "welcome_instructions": null,
                     *           "start_date": "2026-05-01",
                     *           "end_date": "2026-05-01",
                     *           "timezone": "Europe/Berlin",
                     *           "visibility": "private",
                     *           "url_slug": "demo-day-2026",
                     *           "created_at": "2026-04-02T09:30:00.000Z",
                     *           "updated_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            event_id: string;
                            title: string;
                            description: string | null;
                            event_details: string | null;
                            objectives: string | null;
                            welcome_instructions: string | null;
                            start_date: string | null;
                            end_date: string | null;
                            timezone: string | null;
                            visibility: string | null;
                            url_slug: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_id": "demo-day-2026",
                 *       "title": "Demo Day 2026",
                 *       "start_date": "2026-05-01",
                 *       "end_date": "2026-05-01",
                 *       "timezone": "Europe/Berlin",
                 *       "url_slug": "demo-day-2026"
                 *     }
                 */
                "application/json": {
                    /** @description PartnerId */
                    event_id: string;
                    title: string;
                    description?: string | null;
                    start_date?: string | null;
                    end_date?: string | null;
                    timezone?: string;
                    visibility?: string;
                    url_slug?: string;
                    event_details?: string | null;
                    objectives?: string | null;
                    welcome_instructions?: string | null;
                };
            };
        };
        responses: {
            /** @description The event as created. */
            201: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "title": "Demo Day 2026",
                     *       "description": "Founders pitch to investors; one-to-one meetings in the afternoon.",
                     *       "event_details": null,
                     *       "objectives": null,
                     *       "welcome_instructions": null,
                     *       "start_date": "2026-05-01",
                     *       "end_date": "2026-05-01",
                     *       "timezone": "Europe/Berlin",
                     *       "visibility": "private",
                     *       "url_slug": "demo-day-2026",
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        title: string;
                        description: string | null;
                        event_details: string | null;
                        objectives: string | null;
                        welcome_instructions: string | null;
                        start_date: string | null;
                        end_date: string | null;
                        timezone: string | null;
                        visibility: string | null;
                        url_slug: string | null;
                        created_at: string;
                        updated_at: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CONTEXT, INVALID_DESCRIPTION, INVALID_END_DATE, INVALID_JSON, INVALID_PARTNER_ID, INVALID_START_DATE, INVALID_TIMEZONE, INVALID_TITLE, INVALID_URL_SLUG, INVALID_VISIBILITY */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CONTEXT",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CONTEXT" | "INVALID_DESCRIPTION" | "INVALID_END_DATE" | "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_START_DATE" | "INVALID_TIMEZONE" | "INVALID_TITLE" | "INVALID_URL_SLUG" | "INVALID_VISIBILITY";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: EVENT_SCOPE_FORBIDDEN, SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_SCOPE_FORBIDDEN",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_SCOPE_FORBIDDEN" | "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: PARTNER_ID_CONFLICT, URL_SLUG_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_ID_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_ID_CONFLICT" | "URL_SLUG_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "title": "Demo Day 2026",
                     *       "description": "Founders pitch to investors; one-to-one meetings in the afternoon.",
                     *       "event_details": null,
                     *       "objectives": null,
                     *       "welcome_instructions": null,
                     *       "start_date": "2026-05-01",
                     *       "end_date": "2026-05-01",
                     *       "timezone": "Europe/Berlin",
                     *       "visibility": "private",
                     *       "url_slug": "demo-day-2026",
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        title: string;
                        description: string | null;
                        event_details: string | null;
                        objectives: string | null;
                        welcome_instructions: string | null;
                        start_date: string | null;
                        end_date: string | null;
                        timezone: string | null;
                        visibility: string | null;
                        url_slug: string | null;
                        created_at: string;
                        updated_at: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: {
                /** @description true or false (also 1 or 0) */
                dry_run?: string | string[];
                /** @description true or false (also 1 or 0) */
                force?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The affected counts, and the deletion time unless this was a preview. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "dry_run": false,
                     *       "deleted": true,
                     *       "requires_force": false,
                     *       "deleted_at": "2026-04-02T09:30:00.000Z",
                     *       "affected": {
                     *         "event_attendees": 0,
                     *         "session_participants": 0,
                     *         "sessions": 0,
                     *         "retained_people": 0
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        dry_run: boolean;
                        deleted: boolean;
                        /** @description true when protected relationships remain, so the real call needs force=true */
                        requires_force: boolean;
                        deleted_at?: string;
                        affected: {
                            event_attendees: number;
                            session_participants: number;
                            sessions: number;
                            retained_people: number;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, UNSUPPORTED_QUERY_PARAMETER */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "UNSUPPORTED_QUERY_PARAMETER";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: EVENT_NOT_EMPTY, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_EMPTY",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_EMPTY" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Demo Day 2026 (spring)"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    description?: string | null;
                    start_date?: string | null;
                    end_date?: string | null;
                    timezone?: string | null;
                    visibility?: string | null;
                    url_slug?: string | null;
                    event_details?: string | null;
                    objectives?: string | null;
                    welcome_instructions?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated event. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "title": "Demo Day 2026 (spring)",
                     *       "description": "Founders pitch to investors; one-to-one meetings in the afternoon.",
                     *       "event_details": null,
                     *       "objectives": null,
                     *       "welcome_instructions": null,
                     *       "start_date": "2026-05-01",
                     *       "end_date": "2026-05-01",
                     *       "timezone": "Europe/Berlin",
                     *       "visibility": "private",
                     *       "url_slug": "demo-day-2026",
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        title: string;
                        description: string | null;
                        event_details: string | null;
                        objectives: string | null;
                        welcome_instructions: string | null;
                        start_date: string | null;
                        end_date: string | null;
                        timezone: string | null;
                        visibility: string | null;
                        url_slug: string | null;
                        created_at: string;
                        updated_at: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CONTEXT, INVALID_DESCRIPTION, INVALID_END_DATE, INVALID_EVENT_UPDATE, INVALID_JSON, INVALID_PARTNER_ID, INVALID_START_DATE, INVALID_TIMEZONE, INVALID_TITLE, INVALID_URL_SLUG, INVALID_VISIBILITY, UNSUPPORTED_QUERY_PARAMETER */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CONTEXT",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CONTEXT" | "INVALID_DESCRIPTION" | "INVALID_END_DATE" | "INVALID_EVENT_UPDATE" | "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_START_DATE" | "INVALID_TIMEZONE" | "INVALID_TITLE" | "INVALID_URL_SLUG" | "INVALID_VISIBILITY" | "UNSUPPORTED_QUERY_PARAMETER";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: URL_SLUG_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "URL_SLUG_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "URL_SLUG_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getEventContext: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event context. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "context": {
                     *         "event_details": "Forty seed-stage founders and twenty investors; meetings of 20 minutes.",
                     *         "objectives": "Connect founders raising a seed round with investors who lead at that stage.",
                     *         "welcome_instructions": "Check in at the front desk from 08:30."
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        context: {
                            event_details: string | null;
                            objectives: string | null;
                            welcome_instructions: string | null;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    setEventContext: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "event_details": "Forty seed-stage founders and twenty investors; meetings of 20 minutes.",
                 *       "objectives": "Connect founders raising a seed round with investors who lead at that stage.",
                 *       "welcome_instructions": "Check in at the front desk from 08:30."
                 *     }
                 */
                "application/json": {
                    event_details?: string | null;
                    objectives?: string | null;
                    welcome_instructions?: string | null;
                };
            };
        };
        responses: {
            /** @description The event context after the change. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "context": {
                     *         "event_details": "Forty seed-stage founders and twenty investors; meetings of 20 minutes.",
                     *         "objectives": "Connect founders raising a seed round with investors who lead at that stage.",
                     *         "welcome_instructions": "Check in at the front desk from 08:30."
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        context: {
                            event_details: string | null;
                            objectives: string | null;
                            welcome_instructions: string | null;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CONTEXT, INVALID_JSON, INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CONTEXT",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CONTEXT" | "INVALID_JSON" | "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "CONCURRENT_MODIFICATION",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
                q?: string;
                /** @description inclusive lower bound on start_timestamp */
                starts_after?: string;
                /** @description inclusive upper bound on start_timestamp */
                starts_before?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sessions. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "session_id": "pitch-block-a",
                     *           "event_id": "demo-day-2026",
                     *           "title": "Pitch block A",
                     *           "description": "Climate and energy founders.",
                     *           "start_timestamp": "2026-05-01T10:00:00+02:00",
                     *           "end_timestamp": "2026-05-01T11:30:00+02:00",
                     *           "metadata": {
                     *             "room": "Hall 2"
                     *           },
                     *           "participant_count": 0,
                     *           "created_at": "2026-04-02T09:30:00.000Z",
                     *           "updated_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            session_id: string;
                            event_id: string;
                            title: string;
                            description: string | null;
                            /** @description ISO 8601 date-time as sent by the partner */
                            start_timestamp: string | null;
                            /** @description ISO 8601 date-time as sent by the partner */
                            end_timestamp: string | null;
                            metadata: {
                                [key: string]: unknown;
                            };
                            /** @description current rows of session_participants for this session */
                            participant_count: number;
                            created_at: string;
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID, INVALID_SESSION_QUERY, INVALID_STARTS_AFTER, INVALID_STARTS_BEFORE */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID" | "INVALID_SESSION_QUERY" | "INVALID_STARTS_AFTER" | "INVALID_STARTS_BEFORE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "session_id": "pitch-block-a",
                 *       "title": "Pitch block A",
                 *       "description": "Climate and energy founders.",
                 *       "start_timestamp": "2026-05-01T10:00:00+02:00",
                 *       "end_timestamp": "2026-05-01T11:30:00+02:00",
                 *       "metadata": {
                 *         "room": "Hall 2"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description PartnerId */
                    session_id: string;
                    title: string;
                    description?: string | null;
                    start_timestamp?: string | null;
                    end_timestamp?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The session as created. */
            201: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "session_id": "pitch-block-a",
                     *       "event_id": "demo-day-2026",
                     *       "title": "Pitch block A",
                     *       "description": "Climate and energy founders.",
                     *       "start_timestamp": "2026-05-01T10:00:00+02:00",
                     *       "end_timestamp": "2026-05-01T11:30:00+02:00",
                     *       "metadata": {
                     *         "room": "Hall 2"
                     *       },
                     *       "participant_count": 0,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        session_id: string;
                        event_id: string;
                        title: string;
                        description: string | null;
                        /** @description ISO 8601 date-time as sent by the partner */
                        start_timestamp: string | null;
                        /** @description ISO 8601 date-time as sent by the partner */
                        end_timestamp: string | null;
                        metadata: {
                            [key: string]: unknown;
                        };
                        /** @description current rows of session_participants for this session */
                        participant_count: number;
                        created_at: string;
                        updated_at: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_DESCRIPTION, INVALID_END_TIMESTAMP, INVALID_JSON, INVALID_METADATA, INVALID_PARTNER_ID, INVALID_START_TIMESTAMP, INVALID_TITLE */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_DESCRIPTION",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_DESCRIPTION" | "INVALID_END_TIMESTAMP" | "INVALID_JSON" | "INVALID_METADATA" | "INVALID_PARTNER_ID" | "INVALID_START_TIMESTAMP" | "INVALID_TITLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: PARTNER_ID_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_ID_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_ID_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "session_id": "pitch-block-a",
                     *       "event_id": "demo-day-2026",
                     *       "title": "Pitch block A",
                     *       "description": "Climate and energy founders.",
                     *       "start_timestamp": "2026-05-01T10:00:00+02:00",
                     *       "end_timestamp": "2026-05-01T11:30:00+02:00",
                     *       "metadata": {
                     *         "room": "Hall 2"
                     *       },
                     *       "participant_count": 0,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        session_id: string;
                        event_id: string;
                        title: string;
                        description: string | null;
                        /** @description ISO 8601 date-time as sent by the partner */
                        start_timestamp: string | null;
                        /** @description ISO 8601 date-time as sent by the partner */
                        end_timestamp: string | null;
                        metadata: {
                            [key: string]: unknown;
                        };
                        /** @description current rows of session_participants for this session */
                        participant_count: number;
                        created_at: string;
                        updated_at: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, UNSUPPORTED_QUERY_PARAMETER */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "UNSUPPORTED_QUERY_PARAMETER";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, SESSION_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "SESSION_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    deleteSession: {
        parameters: {
            query?: {
                /** @description true or false (also 1 or 0) */
                dry_run?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The affected count, and the deletion time unless this was a preview. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "session_id": "pitch-block-a",
                     *       "dry_run": false,
                     *       "deleted": true,
                     *       "deleted_at": "2026-04-02T09:30:00.000Z",
                     *       "affected": {
                     *         "session_participants": 0
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        session_id: string;
                        dry_run: boolean;
                        deleted: boolean;
                        /** @description present only when the session was deleted (not on dry_run) */
                        deleted_at?: string;
                        affected: {
                            /** @description participants of the session; reported, never deleted */
                            session_participants: number;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, UNSUPPORTED_QUERY_PARAMETER */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "UNSUPPORTED_QUERY_PARAMETER";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, SESSION_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "SESSION_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "CONCURRENT_MODIFICATION",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    updateSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                session_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Pitch block A (climate)"
                 *     }
                 */
                "application/json": {
                    title?: string;
                    description?: string | null;
                    start_timestamp?: string | null;
                    end_timestamp?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The updated session. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "session_id": "pitch-block-a",
                     *       "event_id": "demo-day-2026",
                     *       "title": "Pitch block A (climate)",
                     *       "description": "Climate and energy founders.",
                     *       "start_timestamp": "2026-05-01T10:00:00+02:00",
                     *       "end_timestamp": "2026-05-01T11:30:00+02:00",
                     *       "metadata": {
                     *         "room": "Hall 2"
                     *       },
                     *       "participant_count": 0,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        session_id: string;
                        event_id: string;
                        title: string;
                        description: string | null;
                        /** @description ISO 8601 date-time as sent by the partner */
                        start_timestamp: string | null;
                        /** @description ISO 8601 date-time as sent by the partner */
                        end_timestamp: string | null;
                        metadata: {
                            [key: string]: unknown;
                        };
                        /** @description current rows of session_participants for this session */
                        participant_count: number;
                        created_at: string;
                        updated_at: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_DESCRIPTION, INVALID_END_TIMESTAMP, INVALID_JSON, INVALID_METADATA, INVALID_PARTNER_ID, INVALID_SESSION_UPDATE, INVALID_START_TIMESTAMP, INVALID_TITLE, UNSUPPORTED_QUERY_PARAMETER */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_DESCRIPTION",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_DESCRIPTION" | "INVALID_END_TIMESTAMP" | "INVALID_JSON" | "INVALID_METADATA" | "INVALID_PARTNER_ID" | "INVALID_SESSION_UPDATE" | "INVALID_START_TIMESTAMP" | "INVALID_TITLE" | "UNSUPPORTED_QUERY_PARAMETER";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, SESSION_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "SESSION_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "CONCURRENT_MODIFICATION",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listRuns: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
                kind?: "import" | "enrichment" | "match";
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *           "kind": "import",
                     *           "status": "partial",
                     *           "event_id": "demo-day-2026",
                     *           "idempotency_key": "import-demo-day-2026-v1",
                     *           "progress": {
                     *             "total": 2,
                     *             "processed": 2,
                     *             "created": 1,
                     *             "reused": 0,
                     *             "mapped": 1,
                     *             "event_added": 1,
                     *             "already_in_event": 0,
                     *             "review_required": 1,
                     *             "skipped": 0,
                     *             "error_count": 1,
                     *             "warnings": [],
                     *             "errors": [
                     *               {
                     *                 "row": 1,
                     *                 "attendee_id": "att-0002",
                     *                 "code": "REVIEW_REQUIRED",
                     *                 "message": "possible duplicate person held for identity review",
                     *                 "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43"
                     *               }
                     *             ]
                     *           },
                     *           "error": {
                     *             "code": "PARTIAL_IMPORT",
                     *             "message": "1 row held for identity review"
                     *           },
                     *           "snapshot_metadata": {},
                     *           "version_metadata": {},
                     *           "webhook_url": null,
                     *           "created_at": "2026-04-02T09:30:00.000Z",
                     *           "updated_at": "2026-04-02T09:30:00.000Z",
                     *           "started_at": "2026-04-02T09:30:00.000Z",
                     *           "terminal_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            run_id: string;
                            /** @enum {string} */
                            kind: "import" | "enrichment" | "match";
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "partial" | "failed";
                            event_id: string | null;
                            idempotency_key: string;
                            progress: {
                                [key: string]: unknown;
                            };
                            error: {
                                code: string;
                                message: string;
                            } | null;
                            snapshot_metadata: {
                                [key: string]: unknown;
                            };
                            version_metadata: {
                                [key: string]: unknown;
                            };
                            webhook_url: string | null;
                            created_at: string;
                            updated_at: string;
                            started_at: string | null;
                            terminal_at: string | null;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_RUN_KIND */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_RUN_KIND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    recordRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "match",
                 *       "idempotency_key": "crm-sync-2026-04-02",
                 *       "progress": {
                 *         "exported_pairs": 120
                 *       },
                 *       "snapshot_metadata": {
                 *         "source": "partner-crm"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "import" | "enrichment" | "match";
                    idempotency_key: string;
                    progress?: {
                        [key: string]: unknown;
                    };
                    snapshot_metadata?: {
                        [key: string]: unknown;
                    };
                    version_metadata?: {
                        [key: string]: unknown;
                    };
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description The original record (an idempotent replay of the same key). */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "kind": "match",
                     *       "status": "queued",
                     *       "event_id": null,
                     *       "idempotency_key": "crm-sync-2026-04-02",
                     *       "progress": {
                     *         "exported_pairs": 120
                     *       },
                     *       "error": null,
                     *       "snapshot_metadata": {
                     *         "source": "partner-crm"
                     *       },
                     *       "version_metadata": {},
                     *       "webhook_url": null,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "started_at": null,
                     *       "terminal_at": null,
                     *       "idempotent_replay": false,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description The run record (event_id null). It executes nothing: it moves to succeeded with the progress you sent. */
            201: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_IDEMPOTENCY_KEY, INVALID_JSON, INVALID_PROGRESS, INVALID_RUN_KIND, INVALID_SNAPSHOT_METADATA, INVALID_VERSION_METADATA, INVALID_WEBHOOK_URL */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_IDEMPOTENCY_KEY",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_IDEMPOTENCY_KEY" | "INVALID_JSON" | "INVALID_PROGRESS" | "INVALID_RUN_KIND" | "INVALID_SNAPSHOT_METADATA" | "INVALID_VERSION_METADATA" | "INVALID_WEBHOOK_URL";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: EVENT_SCOPE_FORBIDDEN, SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_SCOPE_FORBIDDEN",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_SCOPE_FORBIDDEN" | "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "IDEMPOTENCY_KEY_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "IDEMPOTENCY_KEY_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "kind": "import",
                     *       "status": "partial",
                     *       "event_id": "demo-day-2026",
                     *       "idempotency_key": "import-demo-day-2026-v1",
                     *       "progress": {
                     *         "total": 2,
                     *         "processed": 2,
                     *         "created": 1,
                     *         "reused": 0,
                     *         "mapped": 1,
                     *         "event_added": 1,
                     *         "already_in_event": 0,
                     *         "review_required": 1,
                     *         "skipped": 0,
                     *         "error_count": 1,
                     *         "warnings": [],
                     *         "errors": [
                     *           {
                     *             "row": 1,
                     *             "attendee_id": "att-0002",
                     *             "code": "REVIEW_REQUIRED",
                     *             "message": "possible duplicate person held for identity review",
                     *             "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43"
                     *           }
                     *         ]
                     *       },
                     *       "error": {
                     *         "code": "PARTIAL_IMPORT",
                     *         "message": "1 row held for identity review"
                     *       },
                     *       "snapshot_metadata": {},
                     *       "version_metadata": {},
                     *       "webhook_url": null,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "started_at": "2026-04-02T09:30:00.000Z",
                     *       "terminal_at": "2026-04-02T09:30:00.000Z",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_RUN_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_RUN_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_RUN_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: RUN_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "RUN_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "RUN_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    importAttendees: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "idempotency_key": "import-demo-day-2026-v1",
                 *       "attendees": [
                 *         {
                 *           "attendee_id": "att-0001",
                 *           "name": "Ada Founder",
                 *           "email": "ada@example.com",
                 *           "title": "CEO",
                 *           "company": "Cellcycle",
                 *           "side": "founder",
                 *           "event_goal": "Raising a seed round for a battery-recycling startup; looking for climate investors."
                 *         },
                 *         {
                 *           "attendee_id": "att-0002",
                 *           "name": "Grace Investor",
                 *           "title": "Partner",
                 *           "company": "Northwind Ventures",
                 *           "side": "investor",
                 *           "event_needs": [
                 *             "climate startups at seed"
                 *           ],
                 *           "event_offers": [
                 *             "seed funding"
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    idempotency_key: string;
                    webhook_url?: string | null;
                    attendees: {
                        /** @description PartnerId */
                        attendee_id: string;
                        name: string;
                        email?: string;
                        linkedin_url?: string;
                        title?: string;
                        company?: string;
                        side?: ("founder" | "investor") | null;
                        event_goal?: string;
                        event_needs?: string[];
                        event_offers?: string[];
                        raw_data?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description The original run (an idempotent replay of the same key and rows). */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "kind": "import",
                     *       "status": "queued",
                     *       "event_id": "demo-day-2026",
                     *       "idempotency_key": "import-demo-day-2026-v1",
                     *       "progress": {
                     *         "total": 2,
                     *         "processed": 0,
                     *         "created": 0,
                     *         "reused": 0,
                     *         "mapped": 0,
                     *         "event_added": 0,
                     *         "already_in_event": 0,
                     *         "review_required": 0,
                     *         "skipped": 0,
                     *         "error_count": 0,
                     *         "warnings": [],
                     *         "errors": []
                     *       },
                     *       "error": null,
                     *       "snapshot_metadata": {},
                     *       "version_metadata": {},
                     *       "webhook_url": null,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "started_at": null,
                     *       "terminal_at": null,
                     *       "idempotent_replay": false,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description The import run, queued (first accepted call). */
            202: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_ATTENDEE, INVALID_ATTENDEES, INVALID_ATTENDEE_COMPANY, INVALID_ATTENDEE_EMAIL, INVALID_ATTENDEE_EVENT_GOAL, INVALID_ATTENDEE_EVENT_NEEDS, INVALID_ATTENDEE_EVENT_OFFERS, INVALID_ATTENDEE_LINKEDIN_URL, INVALID_ATTENDEE_NAME, INVALID_ATTENDEE_RAW_DATA, INVALID_ATTENDEE_SIDE, INVALID_ATTENDEE_TITLE, INVALID_IDEMPOTENCY_KEY, INVALID_JSON, INVALID_PARTNER_ID, INVALID_WEBHOOK_URL, DUPLICATE_ATTENDEE_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_ATTENDEE",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_ATTENDEE" | "INVALID_ATTENDEES" | "INVALID_ATTENDEE_COMPANY" | "INVALID_ATTENDEE_EMAIL" | "INVALID_ATTENDEE_EVENT_GOAL" | "INVALID_ATTENDEE_EVENT_NEEDS" | "INVALID_ATTENDEE_EVENT_OFFERS" | "INVALID_ATTENDEE_LINKEDIN_URL" | "INVALID_ATTENDEE_NAME" | "INVALID_ATTENDEE_RAW_DATA" | "INVALID_ATTENDEE_SIDE" | "INVALID_ATTENDEE_TITLE" | "INVALID_IDEMPOTENCY_KEY" | "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_WEBHOOK_URL" | "DUPLICATE_ATTENDEE_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "IDEMPOTENCY_KEY_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "IDEMPOTENCY_KEY_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listAttendees: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of roster items. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "items": [
                     *         {
                     *           "attendee_id": "att-0001",
                     *           "entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *           "id_source": "partner",
                     *           "event_id": "demo-day-2026",
                     *           "display_name": "Ada Founder",
                     *           "title": "CEO",
                     *           "company": "Cellcycle",
                     *           "event": {
                     *             "role_at_event": "founder",
                     *             "side": "founder",
                     *             "visibility": null,
                     *             "goal": "Raising a seed round for a battery-recycling startup; looking for climate investors.",
                     *             "needs": [
                     *               "seed funding"
                     *             ],
                     *             "offers": null,
                     *             "onboarded_at": null,
                     *             "joined_at": "2026-04-02T09:30:00.000Z"
                     *           },
                     *           "identity": {
                     *             "review_required": false,
                     *             "open_review_count": 0
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            attendee_id: string | null;
                            /** Format: uuid */
                            entity_id: string;
                            /** @enum {string} */
                            id_source: "partner" | "meshi";
                            event_id: string;
                            display_name: string;
                            title: string;
                            company: string;
                            event: {
                                /** @description descriptive only */
                                role_at_event: string | null;
                                side: ("founder" | "investor") | null;
                                visibility: string | null;
                                goal: string | null;
                                needs: string[] | null;
                                offers: string[] | null;
                                onboarded_at: string | null;
                                joined_at: string | null;
                            };
                            identity: {
                                review_required: boolean;
                                open_review_count: number;
                            };
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                        event_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getAttendee: {
        parameters: {
            query?: {
                include?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                attendee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attendee with the requested sections. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "attendee_id": "att-0001",
                     *       "entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *       "id_source": "partner",
                     *       "event_id": "demo-day-2026",
                     *       "display_name": "Ada Founder",
                     *       "title": "CEO",
                     *       "company": "Cellcycle",
                     *       "profile": {
                     *         "display_name": "Ada Founder",
                     *         "title": "CEO",
                     *         "company": "Cellcycle",
                     *         "linkedin_url": null,
                     *         "email_on_file": true,
                     *         "raw_data": null
                     *       },
                     *       "event": {
                     *         "role_at_event": "founder",
                     *         "side": "founder",
                     *         "visibility": null,
                     *         "goal": "Raising a seed round for a battery-recycling startup; looking for climate investors.",
                     *         "needs": [
                     *           "seed funding"
                     *         ],
                     *         "offers": null,
                     *         "onboarded_at": null,
                     *         "joined_at": "2026-04-02T09:30:00.000Z",
                     *         "rescore_due": false,
                     *         "side_updated_at": "2026-04-02T09:30:00.000Z"
                     *       },
                     *       "identity": {
                     *         "review_required": false,
                     *         "open_review_count": 0,
                     *         "attendee_ids": [
                     *           "att-0001"
                     *         ],
                     *         "last_decision": {
                     *           "decision": "new_person",
                     *           "reasoning": "no existing person matched",
                     *           "created_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        attendee_id: string | null;
                        entity_id: string;
                        /** @enum {string} */
                        id_source: "partner" | "meshi";
                        event_id: string;
                        display_name: string;
                        title: string;
                        company: string;
                        profile?: {
                            display_name: string;
                            title: string | null;
                            company: string | null;
                            linkedin_url: string | null;
                            /** @description whether an e-mail is on file; the address itself is never returned */
                            email_on_file: boolean;
                            raw_data: {
                                [key: string]: unknown;
                            } | null;
                        };
                        event?: {
                            /** @description descriptive only */
                            role_at_event: string | null;
                            side: ("founder" | "investor") | null;
                            visibility: string | null;
                            goal: string | null;
                            needs: string[] | null;
                            offers: string[] | null;
                            onboarded_at: string | null;
                            joined_at: string | null;
                            rescore_due: boolean;
                            side_updated_at: string | null;
                        };
                        identity?: {
                            review_required: boolean;
                            open_review_count: number;
                            /** @description the partner attendee IDs mapped to this person in the organization; for an event-bound key only those within its event */
                            attendee_ids: string[];
                            last_decision: {
                                decision: string;
                                reasoning: string;
                                created_at: string;
                            } | null;
                        };
                        brief?: {
                            /**
                             * @description processing state of the attendee's intent reading
                             * @enum {string}
                             */
                            status: "not_requested" | "pending" | "derived" | "failed";
                            /** @description the last reading is of the attendee's current inputs and reading version */
                            current: boolean;
                            /** @description a one-paragraph summary of the last reading */
                            text: string | null;
                            reading_version: string | null;
                            updated_at: string | null;
                            /** @description why the last reading failed */
                            error: string | null;
                        };
                        traits?: {
                            items: {
                                /** @enum {string} */
                                name: "sector" | "stage" | "geography" | "role" | "amount" | "lead";
                                value: string;
                                /** @enum {string} */
                                axis: "need" | "offer";
                                /** @enum {string} */
                                source: "goal" | "explicit" | "profile";
                            }[];
                        };
                        goals?: {
                            event_goal: string | null;
                            /** @description explicit event_needs as imported */
                            needs: string[];
                            /** @description explicit event_offers as imported */
                            offers: string[];
                            /** @enum {string} */
                            needs_source: "explicit" | "goal" | "profile" | "none";
                            /** @enum {string} */
                            offers_source: "explicit" | "goal" | "profile" | "none";
                            /** @description the last derived reading, null before the first one */
                            derived: {
                                /**
                                 * @description processing state of the attendee's intent reading
                                 * @enum {string}
                                 */
                                status: "not_requested" | "pending" | "derived" | "failed";
                                current: boolean;
                                needs: {
                                    /** @description what the need or offer is about (capital, talent, customers, advice, ... or other) */
                                    topic: string;
                                    /** @description the span of the goal, explicit entry or profile field it was read from; empty for an item read from the registered side alone (at a sided event the side states the money: a founder seeks it, an investor offers it), which no words of the attendee state */
                                    text: string;
                                    /** @enum {string} */
                                    source: "goal" | "explicit" | "profile";
                                    /** @description implied by another item or inferred; weighs less in scoring */
                                    implied: boolean;
                                    qualifiers: {
                                        sectors: string[];
                                        stages: string[];
                                        geographies: string[];
                                        roles: string[];
                                        amount: {
                                            min: number;
                                            max: number;
                                        } | null;
                                        lead: ("lead" | "follow") | null;
                                    };
                                    /** @description offers: profile facts that back it */
                                    evidence: string[];
                                }[];
                                offers: {
                                    /** @description what the need or offer is about (capital, talent, customers, advice, ... or other) */
                                    topic: string;
                                    /** @description the span of the goal, explicit entry or profile field it was read from; empty for an item read from the registered side alone (at a sided event the side states the money: a founder seeks it, an investor offers it), which no words of the attendee state */
                                    text: string;
                                    /** @enum {string} */
                                    source: "goal" | "explicit" | "profile";
                                    /** @description implied by another item or inferred; weighs less in scoring */
                                    implied: boolean;
                                    qualifiers: {
                                        sectors: string[];
                                        stages: string[];
                                        geographies: string[];
                                        roles: string[];
                                        amount: {
                                            min: number;
                                            max: number;
                                        } | null;
                                        lead: ("lead" | "follow") | null;
                                    };
                                    /** @description offers: profile facts that back it */
                                    evidence: string[];
                                }[];
                                profile_fallback: boolean;
                                reading_version: string;
                            } | null;
                        };
                        readiness?: {
                            match_ready: boolean;
                            /** @description profile intent (title or company) is readable */
                            global_match_ready: boolean;
                            /** @description explicit event axes, or an event goal a match run reads (not while its reading is pending or failed) */
                            event_match_ready: boolean;
                            /** @description event_goal, event_intent_processing, event_intent_failed, event_intent_not_requested, event_intent_stale, profile, side, identity_review */
                            missing: string[];
                            /** @description each names the call that fixes one missing item */
                            recommended_actions: string[];
                            /** @description beyond the contract: for a ready attendee, why few or no matches are to be expected; null when not ready */
                            match_outlook: {
                                /** @enum {string} */
                                expected: "normal" | "few" | "none";
                                reasons: {
                                    /** @enum {string} */
                                    code: "NO_COUNTERPART_SIDE" | "FEW_COUNTERPARTS" | "SIDE_OUTNUMBERED" | "PRIMARY_NEED_NOT_OFFERED" | "PROFILE_FALLBACK_ONLY" | "SIDE_ONLY" | "NOTHING_READ";
                                    message: string;
                                }[];
                            } | null;
                            intent_present: boolean;
                            side: string | null;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, INVALID_INCLUDE */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "INVALID_INCLUDE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    removeAttendee: {
        parameters: {
            query?: {
                /** @description true or false (also 1 or 0) */
                dry_run?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                attendee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was (or, with dry_run, would be) removed. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "attendee_id": "att-0001",
                     *       "entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *       "deleted_at": "2026-04-02T09:30:00.000Z",
                     *       "already_absent": false,
                     *       "retained_person": true,
                     *       "dry_run": false,
                     *       "affected": {
                     *         "event_attendees": 1,
                     *         "session_participants": 0
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        /** @description the partner ID; null for an attendee with no partner mapping */
                        attendee_id: string | null;
                        /** Format: uuid */
                        entity_id: string;
                        /** @description present only when at least one relationship was removed */
                        deleted_at?: string;
                        already_absent: boolean;
                        retained_person: boolean;
                        dry_run: boolean;
                        affected: {
                            event_attendees: number;
                            session_participants: number;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, UNSUPPORTED_QUERY_PARAMETER */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "UNSUPPORTED_QUERY_PARAMETER";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "CONCURRENT_MODIFICATION",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    updateAttendeeSide: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                attendee_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "side": "investor"
                 *     }
                 */
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The attendee and its side after the change. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "attendee_id": "att-0001",
                     *       "entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *       "id_source": "partner",
                     *       "side": "investor",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        attendee_id: string | null;
                        entity_id: string;
                        /** @enum {string} */
                        id_source: "partner" | "meshi";
                        side: ("founder" | "investor") | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_ATTENDEE_UPDATE, INVALID_JSON, INVALID_PARTNER_ID, INVALID_ATTENDEE_SIDE */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_ATTENDEE_UPDATE",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_ATTENDEE_UPDATE" | "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_ATTENDEE_SIDE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "CONCURRENT_MODIFICATION",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getAttendeeIdentityHistory: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                attendee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of identity decisions. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "attendee_id": "att-0002",
                     *       "items": [
                     *         {
                     *           "decision_id": "d-1f2e3d4c",
                     *           "decision": "held_for_review",
                     *           "entity_id": null,
                     *           "attendee_id": "att-0002",
                     *           "event_id": "demo-day-2026",
                     *           "minted": false,
                     *           "matched_on": null,
                     *           "confidence": 0.82,
                     *           "reasoning": "same name and company as an existing person",
                     *           "evaluator": "identity-rules",
                     *           "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43",
                     *           "source": null,
                     *           "created_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        attendee_id: string;
                        items: {
                            decision_id: string;
                            /** @description new_person, adopted_by_anchor, anchors_claimed, held_for_review, candidate_rejected, review_accept, review_distinct, review_merge, merged, operator_add */
                            decision: string;
                            entity_id: string | null;
                            attendee_id: string | null;
                            event_id: string | null;
                            minted: boolean;
                            matched_on: string | null;
                            confidence: number | null;
                            reasoning: string;
                            evaluator: string | null;
                            review_id: string | null;
                            source: {
                                [key: string]: unknown;
                            } | null;
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listEventReviews: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of open reviews. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "items": [
                     *         {
                     *           "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43",
                     *           "kind": "identity",
                     *           "event_id": "demo-day-2026",
                     *           "partner_id": "att-0002",
                     *           "display_name": "Grace Investor",
                     *           "candidate": {
                     *             "display_name": "Grace Investor",
                     *             "title": "Partner",
                     *             "company": "Northwind Ventures",
                     *             "linkedin_url": null
                     *           },
                     *           "source_path": "events/demo-day-2026/attendees:import",
                     *           "candidate_ref": "candidate-1",
                     *           "remaining_candidates": 1,
                     *           "confidence": 0.82,
                     *           "reasoning": "same name and company as an existing person",
                     *           "evaluator": "identity-rules",
                     *           "created_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            review_id: string;
                            /** @enum {string} */
                            kind: "identity";
                            event_id: string;
                            /** @description the attendee ID of the held import row */
                            partner_id: string;
                            display_name: string;
                            /** @description the top remaining candidate; no e-mail, no internal IDs */
                            candidate: {
                                display_name: string;
                                title: string | null;
                                company: string | null;
                                linkedin_url: string | null;
                            } | null;
                            /** @description runs/{run_id}/attendees/{row}: the held row of the import */
                            source_path: string;
                            /** @description the candidate's partner attendee ID (a merge target), or null for an internally added person */
                            candidate_ref: string | null;
                            remaining_candidates: number;
                            confidence: number;
                            reasoning: string;
                            evaluator: string;
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                        event_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of open reviews. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43",
                     *           "kind": "identity",
                     *           "event_id": "demo-day-2026",
                     *           "partner_id": "att-0002",
                     *           "display_name": "Grace Investor",
                     *           "candidate": {
                     *             "display_name": "Grace Investor",
                     *             "title": "Partner",
                     *             "company": "Northwind Ventures",
                     *             "linkedin_url": null
                     *           },
                     *           "source_path": "events/demo-day-2026/attendees:import",
                     *           "candidate_ref": "candidate-1",
                     *           "remaining_candidates": 1,
                     *           "confidence": 0.82,
                     *           "reasoning": "same name and company as an existing person",
                     *           "evaluator": "identity-rules",
                     *           "created_at": "2026-04-02T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            review_id: string;
                            /** @enum {string} */
                            kind: "identity";
                            event_id: string;
                            /** @description the attendee ID of the held import row */
                            partner_id: string;
                            display_name: string;
                            /** @description the top remaining candidate; no e-mail, no internal IDs */
                            candidate: {
                                display_name: string;
                                title: string | null;
                                company: string | null;
                                linkedin_url: string | null;
                            } | null;
                            /** @description runs/{run_id}/attendees/{row}: the held row of the import */
                            source_path: string;
                            /** @description the candidate's partner attendee ID (a merge target), or null for an internally added person */
                            candidate_ref: string | null;
                            remaining_candidates: number;
                            confidence: number;
                            reasoning: string;
                            evaluator: string;
                            created_at: string;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    resolveReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                review_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "decision": "accept",
                 *       "reason": "same LinkedIn profile"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    decision: "accept" | "reject" | "distinct";
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The decision as logged, and the enrichment it requeued. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43",
                     *       "kind": "identity",
                     *       "partner_id": "att-0002",
                     *       "decision": "accept",
                     *       "logged": true,
                     *       "entity_id": "5e8f1a2b-7c3d-4e6f-9a0b-1c2d3e4f5a6b",
                     *       "enrichment_requeued": {
                     *         "enrichment_requested": 1,
                     *         "skipped": 0
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        review_id: string;
                        /** @enum {string} */
                        kind: "identity";
                        partner_id: string;
                        /** @enum {string} */
                        decision: "accept" | "reject" | "distinct";
                        /** @enum {boolean} */
                        logged: true;
                        /** @description entity_id of the person a distinct resolution created */
                        minted?: string;
                        /** @description the person the attendee ID now maps to */
                        entity_id?: string;
                        /** @description candidates still open on this review after a reject */
                        remaining_reviews?: number;
                        enrichment_requeued: {
                            enrichment_requested: number;
                            skipped: number;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_JSON, INVALID_REVIEW_DECISION, INVALID_REVIEW_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_JSON",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_JSON" | "INVALID_REVIEW_DECISION" | "INVALID_REVIEW_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: REVIEW_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "REVIEW_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "REVIEW_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: REJECT_LAST_CANDIDATE, REVIEW_ALREADY_RESOLVED, ATTENDEE_ID_CONFLICT, IDENTITY_CONFLICT, DISTINCT_IDENTITY_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "REJECT_LAST_CANDIDATE",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "REJECT_LAST_CANDIDATE" | "REVIEW_ALREADY_RESOLVED" | "ATTENDEE_ID_CONFLICT" | "IDENTITY_CONFLICT" | "DISTINCT_IDENTITY_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    mergeReview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                review_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source_kind": "attendee",
                 *       "source_partner_id": "att-0002",
                 *       "target_kind": "attendee",
                 *       "target_partner_id": "att-0107",
                 *       "reason": "same person, two registrations"
                 *     }
                 */
                "application/json": {
                    /** @description PartnerKind */
                    source_kind: string;
                    /** @description PartnerId */
                    source_partner_id: string;
                    /** @description PartnerKind */
                    target_kind: string;
                    /** @description PartnerId */
                    target_partner_id: string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The merge and the anchors and computations it rewrote. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "review_id": "c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43",
                     *       "source": {
                     *         "kind": "attendee",
                     *         "partner_id": "att-0002"
                     *       },
                     *       "target": {
                     *         "kind": "attendee",
                     *         "partner_id": "att-0107"
                     *       },
                     *       "merged": true,
                     *       "superseded_anchors": 1,
                     *       "rewritten_anchors": 1,
                     *       "deleted_computations": 0,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        review_id: string;
                        source: {
                            kind: string;
                            partner_id: string;
                        };
                        target: {
                            kind: string;
                            partner_id: string;
                        };
                        /** @enum {boolean} */
                        merged: true;
                        superseded_anchors: number;
                        rewritten_anchors: number;
                        deleted_computations: number;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_JSON, INVALID_PARTNER_ID, INVALID_PARTNER_KIND, INVALID_REVIEW_ID, REVIEW_SOURCE_MISMATCH, MERGE_REJECTED */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_JSON",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_PARTNER_KIND" | "INVALID_REVIEW_ID" | "REVIEW_SOURCE_MISMATCH" | "MERGE_REJECTED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: REVIEW_NOT_FOUND, PARTNER_ID_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "REVIEW_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "REVIEW_NOT_FOUND" | "PARTNER_ID_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: REVIEW_ALREADY_RESOLVED, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "REVIEW_ALREADY_RESOLVED",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "REVIEW_ALREADY_RESOLVED" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    startMatchRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "idempotency_key": "match-demo-day-2026-v1",
                 *       "top_n": 10
                 *     }
                 */
                "application/json": {
                    idempotency_key: string;
                    webhook_url?: string | null;
                    /** @description matches per principal, 1 to 50, default 10 */
                    top_n?: number;
                };
            };
        };
        responses: {
            /** @description The original run (an idempotent replay of the same key). */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "kind": "match",
                     *       "status": "queued",
                     *       "event_id": "demo-day-2026",
                     *       "idempotency_key": "match-demo-day-2026-v1",
                     *       "progress": {
                     *         "attendees_total": 0,
                     *         "principals_total": 0,
                     *         "principals_processed": 0,
                     *         "pairs_emitted": 0,
                     *         "principals_without_match": 0,
                     *         "attendees_on_fallback": 0,
                     *         "intent_sources": {
                     *           "derived": 0,
                     *           "inline": 0,
                     *           "fallback": 0
                     *         }
                     *       },
                     *       "error": null,
                     *       "snapshot_metadata": {},
                     *       "version_metadata": {},
                     *       "webhook_url": null,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "started_at": null,
                     *       "terminal_at": null,
                     *       "idempotent_replay": false,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description The match run, queued (first accepted call). */
            202: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_IDEMPOTENCY_KEY, INVALID_JSON, INVALID_PARTNER_ID, INVALID_TOP_N, INVALID_WEBHOOK_URL */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_IDEMPOTENCY_KEY",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_IDEMPOTENCY_KEY" | "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_TOP_N" | "INVALID_WEBHOOK_URL";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "IDEMPOTENCY_KEY_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "IDEMPOTENCY_KEY_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listAttendeeMatches: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
                /** @description pin a match run; omitted: the latest terminal, non-failed match run of the event */
                run_id?: string;
                /** @description partner attendee IDs or roster entity IDs to leave out (repeatable, at most 500); unknown ones are ignored */
                "exclude_entity_ids[]"?: string | string[];
                /** @description same as exclude_entity_ids[] */
                exclude_entity_ids?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                attendee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the attendee's matches. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "attendee_id": "att-0001",
                     *       "entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *       "id_source": "partner",
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "items": [
                     *         {
                     *           "event_id": "demo-day-2026",
                     *           "match_id": "3f0c6a52-9d1e-5b7a-8c4d-2e6f1a0b9c8d",
                     *           "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *           "principal_attendee_id": "att-0001",
                     *           "target_attendee_id": "att-0002",
                     *           "principal_entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *           "target_entity_id": "5e8f1a2b-7c3d-4e6f-9a0b-1c2d3e4f5a6b",
                     *           "principal_id_source": "partner",
                     *           "target_id_source": "partner",
                     *           "rank": 1,
                     *           "final_score": 0.87,
                     *           "sub_scores": {
                     *             "goal_complementarity": 0.91,
                     *             "goal_needs_to_offers": 0.94,
                     *             "goal_offers_to_needs": 0.88,
                     *             "value_alignment": 0.7,
                     *             "general_similarity": 0.52,
                     *             "score_a_to_b": 0.89,
                     *             "score_b_to_a": 0.85
                     *           },
                     *           "best_goal_match": {
                     *             "score": 0.94,
                     *             "direction": "needsToOffers"
                     *           },
                     *           "driving_goal_pair": {
                     *             "score": 0.94,
                     *             "direction": "needsToOffers"
                     *           },
                     *           "intent_strength": {
                     *             "aToB": 0.9,
                     *             "bToA": 0.8
                     *           },
                     *           "input_hash": "d2cb17f22d55e427df878b24b1c12e78a8681f11e833450b97ae182dcf5a13a8",
                     *           "algorithm_version": "reciprocal-intent+local-embedder",
                     *           "policy_version": "two-sided-fail-closed@1",
                     *           "context_snapshot_id": "ctx_7e025e3065472d97140b3d4c523ab015",
                     *           "freshness": {
                     *             "computed_at": "2026-04-02T09:30:00.000Z"
                     *           },
                     *           "computed_at": "2026-04-02T09:30:00.000Z",
                     *           "explainability": {
                     *             "tier": "exceptional",
                     *             "reasons": [
                     *               {
                     *                 "kind": "aggregate_needs_to_offers",
                     *                 "text": "Ada is raising a seed round; Grace invests at seed in climate startups."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        attendee_id: string | null;
                        entity_id: string;
                        /** @enum {string} */
                        id_source: "partner" | "meshi";
                        run_id: string;
                        items: {
                            event_id: string;
                            /** @description stable within a run */
                            match_id: string;
                            run_id: string;
                            /** @description null when the person has no partner mapping */
                            principal_attendee_id: string | null;
                            target_attendee_id: string | null;
                            principal_entity_id: string;
                            target_entity_id: string;
                            /** @enum {string} */
                            principal_id_source: "partner" | "meshi";
                            /** @enum {string} */
                            target_id_source: "partner" | "meshi";
                            /** @description position in the principal's list (1 = best) */
                            rank: number;
                            final_score: number;
                            sub_scores: {
                                goal_complementarity: number;
                                goal_needs_to_offers: number;
                                goal_offers_to_needs: number;
                                value_alignment: number;
                                general_similarity: number;
                                score_a_to_b: number;
                                score_b_to_a: number;
                            };
                            best_goal_match: {
                                score: number;
                                /** @enum {string} */
                                direction: "needsToOffers" | "offersToNeeds";
                            };
                            driving_goal_pair: {
                                score: number;
                                /** @enum {string} */
                                direction: "needsToOffers" | "offersToNeeds";
                            };
                            intent_strength: {
                                aToB: number;
                                bToA: number;
                            };
                            input_hash: string;
                            algorithm_version: string;
                            policy_version: string;
                            context_snapshot_id: string;
                            freshness: {
                                computed_at: string;
                            };
                            computed_at: string;
                            explainability: {
                                /** @enum {string} */
                                tier: "exceptional" | "strong" | "promising" | "explore";
                                reasons: {
                                    kind: string;
                                    text: string;
                                }[];
                            };
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, TOO_MANY_EXCLUDE_ENTITY_IDS */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "TOO_MANY_EXCLUDE_ENTITY_IDS";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND, MATCH_RUN_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND" | "MATCH_RUN_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    listEventMatches: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
                /** @description pin a match run; omitted: the latest terminal, non-failed match run of the event */
                run_id?: string;
                /** @description free text; keeps matches whose need/offer text shares a word with it */
                goal?: string;
                /** @description partner attendee IDs or roster entity IDs to leave out (repeatable, at most 500); unknown ones are ignored */
                "exclude_entity_ids[]"?: string | string[];
                /** @description same as exclude_entity_ids[] */
                exclude_entity_ids?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of pair matches. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "items": [
                     *         {
                     *           "event_id": "demo-day-2026",
                     *           "match_id": "3f0c6a52-9d1e-5b7a-8c4d-2e6f1a0b9c8d",
                     *           "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *           "principal_attendee_id": "att-0001",
                     *           "target_attendee_id": "att-0002",
                     *           "principal_entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *           "target_entity_id": "5e8f1a2b-7c3d-4e6f-9a0b-1c2d3e4f5a6b",
                     *           "principal_id_source": "partner",
                     *           "target_id_source": "partner",
                     *           "rank": 1,
                     *           "final_score": 0.87,
                     *           "sub_scores": {
                     *             "goal_complementarity": 0.91,
                     *             "goal_needs_to_offers": 0.94,
                     *             "goal_offers_to_needs": 0.88,
                     *             "value_alignment": 0.7,
                     *             "general_similarity": 0.52,
                     *             "score_a_to_b": 0.89,
                     *             "score_b_to_a": 0.85
                     *           },
                     *           "best_goal_match": {
                     *             "score": 0.94,
                     *             "direction": "needsToOffers"
                     *           },
                     *           "driving_goal_pair": {
                     *             "score": 0.94,
                     *             "direction": "needsToOffers"
                     *           },
                     *           "intent_strength": {
                     *             "aToB": 0.9,
                     *             "bToA": 0.8
                     *           },
                     *           "input_hash": "d2cb17f22d55e427df878b24b1c12e78a8681f11e833450b97ae182dcf5a13a8",
                     *           "algorithm_version": "reciprocal-intent+local-embedder",
                     *           "policy_version": "two-sided-fail-closed@1",
                     *           "context_snapshot_id": "ctx_7e025e3065472d97140b3d4c523ab015",
                     *           "freshness": {
                     *             "computed_at": "2026-04-02T09:30:00.000Z"
                     *           },
                     *           "computed_at": "2026-04-02T09:30:00.000Z",
                     *           "explainability": {
                     *             "tier": "exceptional",
                     *             "reasons": [
                     *               {
                     *                 "kind": "aggregate_needs_to_offers",
                     *                 "text": "Ada is raising a seed round; Grace invests at seed in climate startups."
                     *               }
                     *             ]
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        items: {
                            event_id: string;
                            /** @description stable within a run */
                            match_id: string;
                            run_id: string;
                            /** @description null when the person has no partner mapping */
                            principal_attendee_id: string | null;
                            target_attendee_id: string | null;
                            principal_entity_id: string;
                            target_entity_id: string;
                            /** @enum {string} */
                            principal_id_source: "partner" | "meshi";
                            /** @enum {string} */
                            target_id_source: "partner" | "meshi";
                            /** @description position in the principal's list (1 = best) */
                            rank: number;
                            final_score: number;
                            sub_scores: {
                                goal_complementarity: number;
                                goal_needs_to_offers: number;
                                goal_offers_to_needs: number;
                                value_alignment: number;
                                general_similarity: number;
                                score_a_to_b: number;
                                score_b_to_a: number;
                            };
                            best_goal_match: {
                                score: number;
                                /** @enum {string} */
                                direction: "needsToOffers" | "offersToNeeds";
                            };
                            driving_goal_pair: {
                                score: number;
                                /** @enum {string} */
                                direction: "needsToOffers" | "offersToNeeds";
                            };
                            intent_strength: {
                                aToB: number;
                                bToA: number;
                            };
                            input_hash: string;
                            algorithm_version: string;
                            policy_version: string;
                            context_snapshot_id: string;
                            freshness: {
                                computed_at: string;
                            };
                            computed_at: string;
                            explainability: {
                                /** @enum {string} */
                                tier: "exceptional" | "strong" | "promising" | "explore";
                                reasons: {
                                    kind: string;
                                    text: string;
                                }[];
                            };
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                        event_id: string;
                        run_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, TOO_MANY_EXCLUDE_ENTITY_IDS, UNSUPPORTED_QUERY_PARAMETER, INVALID_GOAL */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "TOO_MANY_EXCLUDE_ENTITY_IDS" | "UNSUPPORTED_QUERY_PARAMETER" | "INVALID_GOAL";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                        /** @description With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes. */
                        supported_parameters?: string[];
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, MATCH_RUN_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "MATCH_RUN_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getPairMatch: {
        parameters: {
            query?: {
                /** @description pin a match run; omitted: the latest terminal, non-failed match run of the event */
                run_id?: string;
                /** @description partner attendee IDs or roster entity IDs to leave out (repeatable, at most 500); unknown ones are ignored */
                "exclude_entity_ids[]"?: string | string[];
                /** @description same as exclude_entity_ids[] */
                exclude_entity_ids?: string | string[];
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                principal_partner_id: string;
                /** @description PartnerId */
                target_partner_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pair match. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "match_id": "3f0c6a52-9d1e-5b7a-8c4d-2e6f1a0b9c8d",
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "principal_attendee_id": "att-0001",
                     *       "target_attendee_id": "att-0002",
                     *       "principal_entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *       "target_entity_id": "5e8f1a2b-7c3d-4e6f-9a0b-1c2d3e4f5a6b",
                     *       "principal_id_source": "partner",
                     *       "target_id_source": "partner",
                     *       "rank": 1,
                     *       "final_score": 0.87,
                     *       "sub_scores": {
                     *         "goal_complementarity": 0.91,
                     *         "goal_needs_to_offers": 0.94,
                     *         "goal_offers_to_needs": 0.88,
                     *         "value_alignment": 0.7,
                     *         "general_similarity": 0.52,
                     *         "score_a_to_b": 0.89,
                     *         "score_b_to_a": 0.85
                     *       },
                     *       "best_goal_match": {
                     *         "score": 0.94,
                     *         "direction": "needsToOffers"
                     *       },
                     *       "driving_goal_pair": {
                     *         "score": 0.94,
                     *         "direction": "needsToOffers"
                     *       },
                     *       "intent_strength": {
                     *         "aToB": 0.9,
                     *         "bToA": 0.8
                     *       },
                     *       "input_hash": "d2cb17f22d55e427df878b24b1c12e78a8681f11e833450b97ae182dcf5a13a8",
                     *       "algorithm_version": "reciprocal-intent+local-embedder",
                     *       "policy_version": "two-sided-fail-closed@1",
                     *       "context_snapshot_id": "ctx_7e025e3065472d97140b3d4c523ab015",
                     *       "freshness": {
                     *         "computed_at": "2026-04-02T09:30:00.000Z"
                     *       },
                     *       "computed_at": "2026-04-02T09:30:00.000Z",
                     *       "explainability": {
                     *         "tier": "exceptional",
                     *         "reasons": [
                     *           {
                     *             "kind": "aggregate_needs_to_offers",
                     *             "text": "Ada is raising a seed round; Grace invests at seed in climate startups."
                     *           }
                     *         ]
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        /** @description stable within a run */
                        match_id: string;
                        run_id: string;
                        /** @description null when the person has no partner mapping */
                        principal_attendee_id: string | null;
                        target_attendee_id: string | null;
                        principal_entity_id: string;
                        target_entity_id: string;
                        /** @enum {string} */
                        principal_id_source: "partner" | "meshi";
                        /** @enum {string} */
                        target_id_source: "partner" | "meshi";
                        /** @description position in the principal's list (1 = best) */
                        rank: number;
                        final_score: number;
                        sub_scores: {
                            goal_complementarity: number;
                            goal_needs_to_offers: number;
                            goal_offers_to_needs: number;
                            value_alignment: number;
                            general_similarity: number;
                            score_a_to_b: number;
                            score_b_to_a: number;
                        };
                        best_goal_match: {
                            score: number;
                            /** @enum {string} */
                            direction: "needsToOffers" | "offersToNeeds";
                        };
                        driving_goal_pair: {
                            score: number;
                            /** @enum {string} */
                            direction: "needsToOffers" | "offersToNeeds";
                        };
                        intent_strength: {
                            aToB: number;
                            bToA: number;
                        };
                        input_hash: string;
                        algorithm_version: string;
                        policy_version: string;
                        context_snapshot_id: string;
                        freshness: {
                            computed_at: string;
                        };
                        computed_at: string;
                        explainability: {
                            /** @enum {string} */
                            tier: "exceptional" | "strong" | "promising" | "explore";
                            reasons: {
                                kind: string;
                                text: string;
                            }[];
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID, INVALID_QUERY_PARAMETER, TOO_MANY_EXCLUDE_ENTITY_IDS */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID" | "INVALID_QUERY_PARAMETER" | "TOO_MANY_EXCLUDE_ENTITY_IDS";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND, MATCH_RUN_NOT_FOUND, MATCH_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND" | "MATCH_RUN_NOT_FOUND" | "MATCH_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    diffMatchRuns: {
        parameters: {
            query: {
                /** @description the run to compare with (required) */
                against: string;
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attendees whose matches changed. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "against": "7a3d9e5f-2b4c-4f1a-8e6d-0c9b8a7f6e5d",
                     *       "items": [
                     *         {
                     *           "attendee_id": "att-0001",
                     *           "entity_id": "9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98",
                     *           "id_source": "partner",
                     *           "gained": [
                     *             {
                     *               "target_attendee_id": "att-0002",
                     *               "target_entity_id": "5e8f1a2b-7c3d-4e6f-9a0b-1c2d3e4f5a6b",
                     *               "target_id_source": "partner",
                     *               "rank": 1,
                     *               "final_score": 0.87
                     *             }
                     *           ],
                     *           "lost": []
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        run_id: string;
                        against: string;
                        items: {
                            attendee_id: string | null;
                            entity_id: string;
                            /** @enum {string} */
                            id_source: "partner" | "meshi";
                            /** @description in the run, not in against (rank and score of the run) */
                            gained: {
                                target_attendee_id: string | null;
                                target_entity_id: string;
                                /** @enum {string} */
                                target_id_source: "partner" | "meshi";
                                rank: number;
                                final_score: number;
                            }[];
                            /** @description in against, not in the run (rank and score of against) */
                            lost: {
                                target_attendee_id: string | null;
                                target_entity_id: string;
                                /** @enum {string} */
                                target_id_source: "partner" | "meshi";
                                rank: number;
                                final_score: number;
                            }[];
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID, INVALID_RUN_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID" | "INVALID_RUN_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, MATCH_RUN_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "MATCH_RUN_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    startEnrichmentRun: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "idempotency_key": "enrich-demo-day-2026-v1"
                 *     }
                 */
                "application/json": {
                    idempotency_key: string;
                    webhook_url?: string | null;
                };
            };
        };
        responses: {
            /** @description The original run (an idempotent replay of the same key). */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34",
                     *       "kind": "enrichment",
                     *       "status": "queued",
                     *       "event_id": "demo-day-2026",
                     *       "idempotency_key": "enrichment-demo-day-2026-v1",
                     *       "progress": {
                     *         "total": 0,
                     *         "processed": 0,
                     *         "enrichment_requested": 0,
                     *         "review_required": 0,
                     *         "skipped": 0,
                     *         "error_count": 0,
                     *         "errors": []
                     *       },
                     *       "error": null,
                     *       "snapshot_metadata": {},
                     *       "version_metadata": {},
                     *       "webhook_url": null,
                     *       "created_at": "2026-04-02T09:30:00.000Z",
                     *       "updated_at": "2026-04-02T09:30:00.000Z",
                     *       "started_at": null,
                     *       "terminal_at": null,
                     *       "idempotent_replay": false,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description The enrichment run, queued (first accepted call). */
            202: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        run_id: string;
                        /** @enum {string} */
                        kind: "import" | "enrichment" | "match";
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "partial" | "failed";
                        event_id: string | null;
                        idempotency_key: string;
                        progress: {
                            [key: string]: unknown;
                        };
                        error: {
                            code: string;
                            message: string;
                        } | null;
                        snapshot_metadata: {
                            [key: string]: unknown;
                        };
                        version_metadata: {
                            [key: string]: unknown;
                        };
                        webhook_url: string | null;
                        created_at: string;
                        updated_at: string;
                        started_at: string | null;
                        terminal_at: string | null;
                        /** @description present on responses to a create or a replay */
                        idempotent_replay?: boolean;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_IDEMPOTENCY_KEY, INVALID_JSON, INVALID_PARTNER_ID, INVALID_WEBHOOK_URL */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_IDEMPOTENCY_KEY",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_IDEMPOTENCY_KEY" | "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_WEBHOOK_URL";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Conflict: IDEMPOTENCY_KEY_CONFLICT, CONCURRENT_MODIFICATION */
            409: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "IDEMPOTENCY_KEY_CONFLICT",
                     *       "message": "Conflict: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "IDEMPOTENCY_KEY_CONFLICT" | "CONCURRENT_MODIFICATION";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getEventReadiness: {
        parameters: {
            query?: {
                /** @description Page size 1..100, default 50; other values are normalized */
                limit?: number;
                /** @description Opaque cursor from next_cursor */
                cursor?: string;
            };
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Event readiness. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "items": [
                     *         {
                     *           "event_id": "demo-day-2026",
                     *           "attendee_id": "att-1",
                     *           "entity_id": "3f1c9a52-8d0e-4b7a-9c41-2a6f0d5e7b13",
                     *           "id_source": "partner",
                     *           "readiness": {
                     *             "match_ready": true,
                     *             "global_match_ready": true,
                     *             "event_match_ready": true,
                     *             "missing": [],
                     *             "recommended_actions": [],
                     *             "match_outlook": {
                     *               "expected": "normal",
                     *               "reasons": []
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "event_id": "demo-day-2026",
                     *           "attendee_id": "att-2",
                     *           "entity_id": "7b2d4e61-1a3f-4c8b-8e52-9d0c6f1a2b34",
                     *           "id_source": "partner",
                     *           "readiness": {
                     *             "match_ready": true,
                     *             "global_match_ready": true,
                     *             "event_match_ready": false,
                     *             "missing": [
                     *               "event_intent_processing"
                     *             ],
                     *             "recommended_actions": [
                     *               "wait for the reading to finish (poll GET /events/demo-day-2026/attendees/att-2/readiness); until then a match run uses explicit axes and profile only"
                     *             ],
                     *             "match_outlook": {
                     *               "expected": "few",
                     *               "reasons": [
                     *                 {
                     *                   "code": "PROFILE_FALLBACK_ONLY",
                     *                   "message": "only profile intent (title, company) can be read: matches rest on weaker signals"
                     *                 }
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "side_coverage": {
                     *         "policy_active": true,
                     *         "founder_count": 1,
                     *         "investor_count": 1,
                     *         "untagged_count": 0,
                     *         "untagged_attendee_ids": [],
                     *         "untagged_entity_ids": []
                     *       },
                     *       "intent_processing": {
                     *         "pending_count": 1,
                     *         "pending_entity_ids": [
                     *           "7b2d4e61-1a3f-4c8b-8e52-9d0c6f1a2b34"
                     *         ],
                     *         "failed_count": 0,
                     *         "failed_entity_ids": []
                     *       },
                     *       "match_readiness": {
                     *         "ready_count": 2,
                     *         "not_ready_count": 0
                     *       },
                     *       "warnings": [
                     *         {
                     *           "code": "INTENT_PROCESSING_PENDING",
                     *           "severity": "advisory",
                     *           "message": "1 attendee reading is still running: a match run now uses their explicit axes and profile only",
                     *           "recommended_action": "poll GET /events/demo-day-2026/readiness until intent_processing.pending_count is 0"
                     *         }
                     *       ],
                     *       "next_cursor": null,
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        items: {
                            event_id: string;
                            attendee_id: string | null;
                            entity_id: string;
                            /** @enum {string} */
                            id_source: "partner" | "meshi";
                            readiness: {
                                match_ready: boolean;
                                /** @description profile intent (title or company) is readable */
                                global_match_ready: boolean;
                                /** @description explicit event axes, or an event goal a match run reads (not while its reading is pending or failed) */
                                event_match_ready: boolean;
                                /** @description event_goal, event_intent_processing, event_intent_failed, event_intent_not_requested, event_intent_stale, profile, side, identity_review */
                                missing: string[];
                                /** @description each names the call that fixes one missing item */
                                recommended_actions: string[];
                                /** @description beyond the contract: for a ready attendee, why few or no matches are to be expected; null when not ready */
                                match_outlook: {
                                    /** @enum {string} */
                                    expected: "normal" | "few" | "none";
                                    reasons: {
                                        /** @enum {string} */
                                        code: "NO_COUNTERPART_SIDE" | "FEW_COUNTERPARTS" | "SIDE_OUTNUMBERED" | "PRIMARY_NEED_NOT_OFFERED" | "PROFILE_FALLBACK_ONLY" | "SIDE_ONLY" | "NOTHING_READ";
                                        message: string;
                                    }[];
                                } | null;
                            };
                        }[];
                        side_coverage: {
                            policy_active: boolean;
                            founder_count: number;
                            investor_count: number;
                            untagged_count: number;
                            untagged_attendee_ids: string[];
                            untagged_entity_ids: string[];
                        };
                        intent_processing: {
                            pending_count: number;
                            pending_entity_ids: string[];
                            failed_count: number;
                            failed_entity_ids: string[];
                        };
                        match_readiness: {
                            ready_count: number;
                            not_ready_count: number;
                        };
                        warnings: {
                            code: string;
                            /**
                             * @description blocking means stop and fix before matching
                             * @enum {string}
                             */
                            severity: "blocking" | "advisory";
                            message: string;
                            recommended_action: string;
                        }[];
                        next_cursor: string | null;
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_CURSOR, INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_CURSOR",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_CURSOR" | "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    getAttendeeReadiness: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
                /** @description PartnerId */
                attendee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Attendee readiness. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "attendee_id": "att-1",
                     *       "entity_id": "3f1c9a52-8d0e-4b7a-9c41-2a6f0d5e7b13",
                     *       "readiness": {
                     *         "match_ready": true,
                     *         "global_match_ready": true,
                     *         "event_match_ready": true,
                     *         "missing": [],
                     *         "recommended_actions": [],
                     *         "match_outlook": {
                     *           "expected": "normal",
                     *           "reasons": []
                     *         }
                     *       },
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        event_id: string;
                        attendee_id: string | null;
                        entity_id: string;
                        readiness: {
                            match_ready: boolean;
                            /** @description profile intent (title or company) is readable */
                            global_match_ready: boolean;
                            /** @description explicit event axes, or an event goal a match run reads (not while its reading is pending or failed) */
                            event_match_ready: boolean;
                            /** @description event_goal, event_intent_processing, event_intent_failed, event_intent_not_requested, event_intent_stale, profile, side, identity_review */
                            missing: string[];
                            /** @description each names the call that fixes one missing item */
                            recommended_actions: string[];
                            /** @description beyond the contract: for a ready attendee, why few or no matches are to be expected; null when not ready */
                            match_outlook: {
                                /** @enum {string} */
                                expected: "normal" | "few" | "none";
                                reasons: {
                                    /** @enum {string} */
                                    code: "NO_COUNTERPART_SIDE" | "FEW_COUNTERPARTS" | "SIDE_OUTNUMBERED" | "PRIMARY_NEED_NOT_OFFERED" | "PROFILE_FALLBACK_ONLY" | "SIDE_ONLY" | "NOTHING_READ";
                                    message: string;
                                }[];
                            } | null;
                        };
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_PARTNER_ID */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_PARTNER_ID",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_PARTNER_ID";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND, ATTENDEE_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND" | "ATTENDEE_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_UNAVAILABLE",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    searchEventPeople: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path: {
                /** @description PartnerId */
                event_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "who could fund a battery recycling startup",
                 *       "mode": "hybrid",
                 *       "type": "all",
                 *       "limit": 10
                 *     }
                 */
                "application/json": {
                    /** @description What to look for, 1 to 500 characters (not only whitespace): words, a name, a company, or a need in plain language ("who could fund a battery recycling startup") */
                    query: string;
                    /** @description keyword (words, prefixes and typos), semantic (meaning, from the attendees' derived intent) or hybrid (both, fused by rank; default) */
                    mode?: ("keyword" | "semantic" | "hybrid") | null;
                    /** @description What is searched: all (default), profile (name, title, company), needs, or offers */
                    type?: ("all" | "profile" | "needs" | "offers") | null;
                    /** @description How many people, 1..50, default 10; other values are normalized */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The ranked people of the event. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "event_id": "demo-day-2026",
                     *       "query": "who could fund a battery recycling startup",
                     *       "mode": "hybrid",
                     *       "type": "all",
                     *       "items": [
                     *         {
                     *           "entity_id": "2f1c6a0e-8d4b-4c55-9a57-5b0f3e7d9c21",
                     *           "attendee_id": "att-1042",
                     *           "id_source": "partner",
                     *           "display_name": "Ingrid Solberg",
                     *           "title": "General Partner",
                     *           "company": "Fjordline Capital",
                     *           "events": [
                     *             "demo-day-2026"
                     *           ],
                     *           "score": 0.0325,
                     *           "why": {
                     *             "field": "offers",
                     *             "snippet": "We write first cheques into climate hardware: batteries, grid storage"
                     *           }
                     *         }
                     *       ],
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        query: string;
                        /** @enum {string} */
                        mode: "keyword" | "semantic" | "hybrid";
                        /** @enum {string} */
                        type: "all" | "profile" | "needs" | "offers";
                        /** @description Best first */
                        items: {
                            /** @description Roster handle of the person */
                            entity_id: string;
                            /** @description Partner ID of the person at the best-matching event; null without a partner mapping */
                            attendee_id: string | null;
                            /** @enum {string} */
                            id_source: "partner" | "meshi";
                            display_name: string;
                            title: string | null;
                            company: string | null;
                            /** @description Events of the caller's scope the person attends (only the path event for an event search) */
                            events: string[];
                            /** @description Ranking score, comparable only within one response: BM25 for keyword, cosine for semantic, fused reciprocal rank for hybrid */
                            score: number;
                            /** @description The field that matched best and a snippet of it */
                            why: {
                                /** @enum {string} */
                                field: "display_name" | "title" | "company" | "goal" | "needs" | "offers" | "profile";
                                /** @description At most ~120 characters of that field around what matched */
                                snippet: string;
                            };
                        }[];
                        correlation_id: string;
                        event_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_JSON, INVALID_PARTNER_ID, INVALID_QUERY, INVALID_SEARCH_MODE, INVALID_SEARCH_TYPE */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_JSON",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_JSON" | "INVALID_PARTNER_ID" | "INVALID_QUERY" | "INVALID_SEARCH_MODE" | "INVALID_SEARCH_TYPE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SERVICE_ACCOUNT_REQUIRED",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Not found: EVENT_NOT_FOUND */
            404: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_NOT_FOUND",
                     *       "message": "Not found: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_NOT_FOUND";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: SEARCH_NOT_CONFIGURED, PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SEARCH_NOT_CONFIGURED",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SEARCH_NOT_CONFIGURED" | "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
    searchOrgPeople: {
        parameters: {
            query?: never;
            header?: {
                /** @description Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer. */
                "x-correlation-id"?: components["parameters"]["CorrelationId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "who could fund a battery recycling startup",
                 *       "mode": "hybrid",
                 *       "type": "all",
                 *       "limit": 10
                 *     }
                 */
                "application/json": {
                    /** @description What to look for, 1 to 500 characters (not only whitespace): words, a name, a company, or a need in plain language ("who could fund a battery recycling startup") */
                    query: string;
                    /** @description keyword (words, prefixes and typos), semantic (meaning, from the attendees' derived intent) or hybrid (both, fused by rank; default) */
                    mode?: ("keyword" | "semantic" | "hybrid") | null;
                    /** @description What is searched: all (default), profile (name, title, company), needs, or offers */
                    type?: ("all" | "profile" | "needs" | "offers") | null;
                    /** @description How many people, 1..50, default 10; other values are normalized */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The ranked people of the organization. */
            200: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "query": "who could fund a battery recycling startup",
                     *       "mode": "hybrid",
                     *       "type": "all",
                     *       "items": [
                     *         {
                     *           "entity_id": "2f1c6a0e-8d4b-4c55-9a57-5b0f3e7d9c21",
                     *           "attendee_id": "att-1042",
                     *           "id_source": "partner",
                     *           "display_name": "Ingrid Solberg",
                     *           "title": "General Partner",
                     *           "company": "Fjordline Capital",
                     *           "events": [
                     *             "demo-day-2026",
                     *             "founders-summit-2026"
                     *           ],
                     *           "score": 0.0325,
                     *           "why": {
                     *             "field": "offers",
                     *             "snippet": "We write first cheques into climate hardware: batteries, grid storage"
                     *           }
                     *         }
                     *       ],
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        query: string;
                        /** @enum {string} */
                        mode: "keyword" | "semantic" | "hybrid";
                        /** @enum {string} */
                        type: "all" | "profile" | "needs" | "offers";
                        /** @description Best first */
                        items: {
                            /** @description Roster handle of the person */
                            entity_id: string;
                            /** @description Partner ID of the person at the best-matching event; null without a partner mapping */
                            attendee_id: string | null;
                            /** @enum {string} */
                            id_source: "partner" | "meshi";
                            display_name: string;
                            title: string | null;
                            company: string | null;
                            /** @description Events of the caller's scope the person attends (only the path event for an event search) */
                            events: string[];
                            /** @description Ranking score, comparable only within one response: BM25 for keyword, cosine for semantic, fused reciprocal rank for hybrid */
                            score: number;
                            /** @description The field that matched best and a snippet of it */
                            why: {
                                /** @enum {string} */
                                field: "display_name" | "title" | "company" | "goal" | "needs" | "offers" | "profile";
                                /** @description At most ~120 characters of that field around what matched */
                                snippet: string;
                            };
                        }[];
                        correlation_id: string;
                    };
                };
            };
            /** @description Bad request: INVALID_JSON, INVALID_QUERY, INVALID_SEARCH_MODE, INVALID_SEARCH_TYPE */
            400: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INVALID_JSON",
                     *       "message": "Bad request: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INVALID_JSON" | "INVALID_QUERY" | "INVALID_SEARCH_MODE" | "INVALID_SEARCH_TYPE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Unauthorized: UNAUTHORIZED, ACCOUNT_DISABLED */
            401: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "UNAUTHORIZED",
                     *       "message": "Unauthorized: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "UNAUTHORIZED" | "ACCOUNT_DISABLED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Forbidden: EVENT_SCOPE_FORBIDDEN, SERVICE_ACCOUNT_REQUIRED, INSUFFICIENT_SCOPE, PARTNER_ORG_REQUIRED */
            403: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "EVENT_SCOPE_FORBIDDEN",
                     *       "message": "Forbidden: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "EVENT_SCOPE_FORBIDDEN" | "SERVICE_ACCOUNT_REQUIRED" | "INSUFFICIENT_SCOPE" | "PARTNER_ORG_REQUIRED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Payload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "message": "Payload too large: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PAYLOAD_TOO_LARGE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Too many requests: PARTNER_RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "PARTNER_RATE_LIMIT_EXCEEDED",
                     *       "message": "Too many requests: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "PARTNER_RATE_LIMIT_EXCEEDED";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Internal error: INTERNAL_ERROR */
            500: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "INTERNAL_ERROR",
                     *       "message": "Internal error: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "INTERNAL_ERROR";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
            /** @description Service unavailable: SEARCH_NOT_CONFIGURED, PARTNER_RATE_LIMIT_UNAVAILABLE */
            503: {
                headers: {
                    "x-correlation-id": components["headers"]["CorrelationId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "SEARCH_NOT_CONFIGURED",
                     *       "message": "Service unavailable: see code",
                     *       "correlation_id": "3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10"
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description Stable machine-readable code; branch on it.
                         * @enum {string}
                         */
                        code: "SEARCH_NOT_CONFIGURED" | "PARTNER_RATE_LIMIT_UNAVAILABLE";
                        /** @description Human-readable; not for control flow. */
                        message: string;
                        correlation_id: string;
                    };
                };
            };
        };
    };
}
