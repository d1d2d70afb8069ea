/** The shape of one entry of the operation table (src/http/openapi/operations.ts). */

export type Scope = 'partner:read' | 'partner:write';
export type SuccessStatus = 200 | 201 | 202;
/** Statuses a route may add codes to; 401, 429, 500 and the auth 403s are added to every operation. */
export type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 503;

export interface OperationDoc {
  /** Unique, lowerCamelCase; the typed client's and the reference's name for the call. */
  operationId: string;
  /** One line, imperative. */
  summary: string;
  /** What it does, what it returns, what to do next; plain Markdown. */
  description: string;
  /** The method scope the route needs (write also grants read). */
  scope: Scope;
  /**
   * false for a write-scope route that appends nothing (people search): it cannot lose an
   * optimistic-concurrency race, so 409 CONCURRENT_MODIFICATION is not listed for it.
   */
  appends?: false;
  /** Groups the operation in the reference (events, sessions, attendees, runs, ...). */
  tag: string;
  /** What each success status means for this route. */
  success: Partial<Record<SuccessStatus, string>>;
  /**
   * Error codes the handler itself can answer with, by status. The validation codes of the
   * route's params/query/body schemas and the cross-cutting auth, rate-limit and internal
   * codes are added when the document is generated.
   */
  errors: Partial<Record<ErrorStatus, readonly string[]>>;
  /** A request body (when the route takes one) and the success body, as a partner sees them. */
  example: { request?: Record<string, unknown>; response: Record<string, unknown> };
}

/** Keyed by `METHOD /path` with the path in OpenAPI form, relative to the base path. */
export type OperationTable = Record<string, OperationDoc>;
