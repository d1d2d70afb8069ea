/**
 * Start-up failures a person can act on: which setting is wrong and what to change, in one
 * line, instead of a stack trace. Used by the server and the operator CLI.
 */

/** A failure to open one dependency, named by the environment variable that configures it. */
export class StartupError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A URL without its user and password, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/?#]*@/, '//***@');
}

const errCode = (e: unknown): string | undefined => (e as { code?: unknown })?.code as string | undefined;
const firstLine = (e: unknown) => String((e as Error)?.message ?? e).split('\n')[0]!.slice(0, 200);

/** Runs `open` and turns any failure into a StartupError naming `variable`. */
export async function opening<T>(variable: string, what: string, open: () => Promise<T> | T): Promise<T> {
  try {
    return await open();
  } catch (e) {
    if (e instanceof StartupError) throw e;
    throw new StartupError(variable, `${what}: ${firstLine(e)}; check ${variable}`);
  }
}

/** Rejects after `ms` with `message` unless `p` settles first. */
export function within<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(message)), ms);
      timer.unref();
    }),
  ]);
}

/**
 * The one-line explanation of a start-up failure, or undefined when it is not one we know
 * (then the caller prints the error's first line).
 */
export function startupProblem(e: unknown, listen?: { host: string; port: number }): string | undefined {
  if (e instanceof StartupError) return e.message;
  const code = errCode(e);
  if (listen && code === 'EADDRINUSE') return `port ${listen.port} on ${listen.host} is already in use: stop the other process or set PORT to a free port`;
  if (listen && (code === 'EACCES' || code === 'EPERM')) return `not allowed to listen on ${listen.host}:${listen.port}: set PORT to 1024 or above (or HOST to an address of this machine)`;
  if (listen && code === 'EADDRNOTAVAIL') return `HOST ${listen.host} is not an address of this machine: set HOST (for example 127.0.0.1 or 0.0.0.0)`;
  return undefined;
}

/** A start-up failure: one line naming the problem and the variable to change (a stack only for an unknown one), exit 1. */
export function dieAtStartup(e: unknown, listen?: { host: string; port: number }): never {
  const problem = startupProblem(e, listen);
  process.stderr.write(`matchmaking: cannot start: ${problem ?? String((e as Error)?.message ?? e).split('\n')[0]}\n`);
  if (!problem) process.stderr.write(`${(e as Error)?.stack ?? ''}\n`);
  process.exit(1);
}
