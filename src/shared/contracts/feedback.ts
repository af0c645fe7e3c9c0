import { z } from 'zod';
import { EMAIL_PATTERN, mobileSchema } from './auth';

/**
 * POST /api/feedback: the Feedback page's form, shared by the form (react-hook-form) and the
 * server. Messages are English; the web shows its own Hindi texts for the same rules.
 */
export const FEEDBACK_LIMITS = { name: 100, email: 254, subject: 150, message: 3000 } as const;

export const FEEDBACK_CATEGORIES = [
  'suggestion',
  'complaint',
  'query',
  'accessibility',
  'other',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_MSG = {
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email address.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  messageRequired: 'Please write your message.',
  messageTooShort: 'Please write at least 10 characters.',
  categoryInvalid: 'Please choose a type of feedback from the list.',
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  badCharacters: (label: string) => `${label} contains characters that are not allowed.`,
  received: (ref: string) => `Thank you for your feedback. Ref: ${ref}`,
} as const;

/** Text without control characters (tabs and line breaks are fine). */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, FEEDBACK_MSG.tooLong(label, max))
    .regex(NO_CONTROL_CHARS, FEEDBACK_MSG.badCharacters(label));

export const feedbackBody = z.object({
  name: text('Name', FEEDBACK_LIMITS.name).min(1, FEEDBACK_MSG.nameRequired),
  email: z
    .string({ error: FEEDBACK_MSG.emailInvalid })
    .trim()
    .toLowerCase()
    .max(FEEDBACK_LIMITS.email, FEEDBACK_MSG.emailInvalid)
    .regex(EMAIL_PATTERN, FEEDBACK_MSG.emailInvalid),
  /** optional; typed with spaces or +91 it is normalised to 10 digits */
  mobile: z
    .union([z.literal(''), mobileSchema(FEEDBACK_MSG.mobileInvalid)])
    .optional()
    .transform((v) => v || undefined),
  category: z
    .enum(FEEDBACK_CATEGORIES, { error: FEEDBACK_MSG.categoryInvalid })
    .default('suggestion'),
  subject: text('Subject', FEEDBACK_LIMITS.subject)
    .optional()
    .transform((v) => v || undefined),
  message: text('Message', FEEDBACK_LIMITS.message)
    .min(1, FEEDBACK_MSG.messageRequired)
    .min(10, FEEDBACK_MSG.messageTooShort),
  /** the page the visitor wrote from (e.g. '/hi/hotel/3'), for context */
  page: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^\s]*$/, 'The page must be a path on this site.')
    .optional(),
});
export type FeedbackInput = z.input<typeof feedbackBody>;
export type FeedbackParsed = z.output<typeof feedbackBody>;

export const feedbackReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ ref: z.string() }),
});
