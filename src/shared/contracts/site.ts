/**
 * GET /api/site/public-config: settings of the deployment that the web app shows, none secret.
 * Free of zod (checked by hand in the web): the home page's first bundle reads it.
 */
export type PublicConfig = {
  /** the app's page in Apple's App Store, or null when the corporation has none */
  appStoreUrl: string | null;
  /** the app's page in Google Play, or null */
  playStoreUrl: string | null;
};
