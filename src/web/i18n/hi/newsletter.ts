import type * as en from '../en/newsletter';
import type { Shape } from '../shape';
/** UI text of the footer's newsletter form; the spec's messages come from src/shared/messages.ts. */
export const newsletterText: Shape<typeof en.newsletterText> = {
  formLabel: 'Newsletter sign-up',
  label: 'Email address',
  placeholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  privacy: 'One mail a month. Every mail has an unsubscribe link.',
};
