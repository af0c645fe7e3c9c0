import {
  ALREADY_SUBSCRIBED,
  type NewsletterStatus,
  type NewsletterReply,
  type NewsletterSubscribeBody,
} from '../../../shared/contracts/newsletter';
import type { Language } from '../../../shared/language';
import { MSG } from '../../../shared/messages';
import { api, ApiError, type Parser } from '../../lib/api';

/** Checked by hand, not with zod: the footer is in every page's first bundle. */
const replyParser: Parser<NewsletterReply> = {
  parse(data) {
    const d = data as Partial<NewsletterReply> | null;
    return {
      success: d?.success === true,
      message: typeof d?.message === 'string' ? d.message : '',
    };
  },
};

export type SubscribeOutcome = { ok: boolean; message: string };

/**
 * POST /api/newsletter/subscribe with an address already trimmed, lowercased and checked. The
 * outcome carries the message the form shows.
 */
export async function subscribe(email: string, language: Language): Promise<SubscribeOutcome> {
  const body: NewsletterSubscribeBody = { email, language };
  try {
    await api('/api/newsletter/subscribe', replyParser, { body }, MSG.newsletterFailed);
    return { ok: true, message: MSG.newsletterSuccess };
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.message.toLowerCase().includes(ALREADY_SUBSCRIBED))
        return { ok: false, message: MSG.newsletterAlready };
      // The server's own words for a refused address or too many tries; anything else is generic.
      if (err.status === 400 || err.status === 429) return { ok: false, message: err.message };
    }
    return { ok: false, message: MSG.newsletterFailed };
  }
}

const statusParser: Parser<NewsletterStatus> = {
  parse(data) {
    const d = (data as { data?: { subscribed?: unknown } } | null)?.data;
    if (typeof d?.subscribed !== 'boolean') throw new Error('Unexpected newsletter status reply');
    return { subscribed: d.subscribed };
  },
};

/** GET /api/newsletter/status (login): is the logged-in customer's email on the list? */
export const getNewsletterStatus = () => api('/api/newsletter/status', statusParser);
