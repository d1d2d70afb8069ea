/** URL slug reservations (stream `slug-{org}/{hash}`): claims and releases, see commands/slugs.ts. */
import { z } from 'zod';

export const SlugClaimed = z.object({
  org_id: z.string(),
  slug: z.string(),
  event_id: z.string(),
  /** Absent on claims recorded before orphaned claims could be taken over: they count as old. */
  claimed_at: z.string().optional(),
});
export type SlugClaimed = z.infer<typeof SlugClaimed>;

export const SlugReleased = z.object({ org_id: z.string(), slug: z.string(), event_id: z.string() });
export type SlugReleased = z.infer<typeof SlugReleased>;
