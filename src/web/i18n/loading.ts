import { MSG } from '../../shared/messages';

/**
 * 'Loading...' in each language, without the dictionary: a spinner shows while the Hindi
 * dictionary itself loads (a Suspense fallback must not suspend).
 */
export const LOADING_TEXT = { en: MSG.loading, hi: 'लोड हो रहा है...' } as const;
