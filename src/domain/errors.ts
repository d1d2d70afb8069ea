/**
 * Domain and API errors are values with a stable `code` and the HTTP status they mean.
 * One plugin (src/http/plugins/errors.ts) renders them as the spec's envelope.
 */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  /** Extra top-level envelope fields; only `supported_parameters` is allowed by the spec. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(statusCode: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(400, code, message, extra);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const unavailable = (code: string, message: string) => new AppError(503, code, message);

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
