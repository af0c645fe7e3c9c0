/**
 * GET /api/site/public-config: settings of the deployment that the web app shows, none secret.
 * Free of zod (checked by hand in the web): the home page's first bundle reads it.
 */
export type PublicConfig = {
  /** the app's page in Apple's App Store, or null when the corporation has none */
  appStoreUrl: string | null;
  /** the app's page in Google Play, or null */
  playStoreUrl: string | null;
  /** the grievance officer under the DPDP Act 2023 (GRIEVANCE_OFFICER_*) */
  grievanceOfficer: { name: string; email: string; phone: string };
  /** the corporation's own contact (CORP_EMAIL, CORP_PHONE, CORP_ADDRESS) */
  contact: { email: string; phone: string; address: string };
};

/** GET /api/site/last-updated: the footer's "Last updated" date, 'YYYY-MM-DD' (IST), or null. */
export type LastUpdated = { date: string | null };
