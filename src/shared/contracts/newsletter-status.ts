import { z } from 'zod';

/**
 * GET /api/newsletter/status (login): whether the account's email is on the list. Kept apart from
 * newsletter.ts, which stays free of zod because the footer is in every page's first bundle.
 */
export const newsletterStatusReply = z.object({
  success: z.literal(true),
  data: z.object({ subscribed: z.boolean() }),
});
