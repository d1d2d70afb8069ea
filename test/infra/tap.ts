import type t from 'tap';

/** The type of a tap subtest, as handed to a contract suite. */
export type Tap = Parameters<Parameters<typeof t.test>[0]>[0];

/** A short random suffix so runs against a shared server never collide. */
export const uniq = (): string => Math.random().toString(36).slice(2, 10);

/** Polls `check` until it holds; for conditions reached asynchronously (no wall-clock asserts). */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, tries = 500, everyMs = 10): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`gave up waiting for: ${what}`);
}
