import { useLocation } from 'wouter';
import { accessText as accessEn, type AccessText } from './en/access';
import { infoText as infoEn, type InfoText } from './en/info';
import { accessText as accessHi } from './hi/access';
import { infoText as infoHi } from './hi/info';

/** Whether the page is a Hindi one (its path starts with /hi). */
function useIsHindi(): boolean {
  const [location] = useLocation();
  return /^\/hi(\/|$)/i.test(location);
}

/** The texts of the accessibility strip, footer additions, Feedback and Sitemap pages. */
export function useAccessText(): AccessText {
  return useIsHindi() ? accessHi : accessEn;
}

/** The texts of the policy, help and accessibility pages. */
export function useInfoText(): InfoText {
  return useIsHindi() ? infoHi : infoEn;
}
