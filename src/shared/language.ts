import { z } from 'zod';

/** The languages of the site and of a customer's mail, SMS and invoice (ADR 120). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageField = z.enum(LANGUAGES, { error: 'Choose English (en) or Hindi (hi).' });
