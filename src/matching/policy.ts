import type { AttendeeInput } from './types.ts';

export const POLICY_VERSION = 'two-sided-fail-closed@1';

/**
 * Two-sided policy from the spec: once anyone at the event carries a side, matching is
 * strictly cross-side and untagged attendees are neither principals nor targets (fail-closed).
 * Nobody tagged: open networking, every distinct pair is eligible.
 */
export function isSided(sides: ArrayLike<number>): boolean {
  for (let i = 0; i < sides.length; i++) if (sides[i] !== 0) return true;
  return false;
}

/** Side codes: 0 untagged, 1 founder, 2 investor. */
export function canBePrincipal(sided: boolean, side: number): boolean {
  return !sided || side !== 0;
}

export function eligiblePair(sided: boolean, sideA: number, sideB: number, a: number, b: number): boolean {
  if (a === b) return false;
  if (!sided) return true;
  return sideA !== 0 && sideB !== 0 && sideA !== sideB;
}

export function sideCode(a: AttendeeInput): number {
  return a.side === 'founder' ? 1 : a.side === 'investor' ? 2 : 0;
}
