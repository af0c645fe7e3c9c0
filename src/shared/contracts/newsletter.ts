/**
 * Newsletter rules, shared by the footer form and the server. Deliberately
 * free of zod: the footer is part of every page's first bundle.
 */
import { NEWSLETTER_MAX_LENGTH } from '../constants';
import type { Language } from '../language';
import { MSG } from '../messages';

/** Characters the input strips as they are typed or pasted. */
export const NEWSLETTER_STRIPPED = /[<>"'`;(){}]/g;

/** A basic email pattern: something@something.tld, no spaces. */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the input keeps of a typed or pasted value: no stripped characters, at most 100 of them. */
export function sanitizeNewsletterInput(value: string): string {
  return value.replace(NEWSLETTER_STRIPPED, '').slice(0, NEWSLETTER_MAX_LENGTH);
}

/** Trimmed and lowercased, as it is sent and stored. */
export function normalizeNewsletterEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The message for an invalid address, or null when it may be sent. The server applies the same
 * rule, and also refuses the stripped characters (a browser that did not strip them).
 */
export function newsletterEmailError(normalized: string): string | null {
  if (normalized.length > NEWSLETTER_MAX_LENGTH) return MSG.newsletterTooLong;
  if (/[<>"'`;(){}]/.test(normalized)) return MSG.newsletterInvalidEmail;
  if (!NEWSLETTER_EMAIL_PATTERN.test(normalized)) return MSG.newsletterInvalidEmail;
  return null;
}

/** The server's reply to a duplicate contains these words (the server says 'already subscribed'); the form then shows its own text. */
export const ALREADY_SUBSCRIBED = 'already subscribed';

export type NewsletterSubscribeBody = {
  email: string;
  /** the language of the page the form is on: the welcome mail's language (ADR 185); 'en' when absent */
  language?: Language;
};
export type NewsletterReply = { success: boolean; message: string };

/** GET /api/newsletter/status (login): is the account's email on the list? */
export type NewsletterStatus = { subscribed: boolean };
