import { useQuery } from '@tanstack/react-query';
import type { LastUpdated, PublicConfig } from '../../../shared/contracts/site';
import { api, type Parser } from '../api';

const url = (v: unknown): string | null =>
  typeof v === 'string' && /^https:\/\//.test(v) ? v : null;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/** Checked by hand: the home page's first bundle carries no zod. */
const reply: Parser<PublicConfig> = {
  parse(data) {
    const d = obj(obj(data).data);
    const g = obj(d.grievanceOfficer);
    const c = obj(d.contact);
    return {
      appStoreUrl: url(d.appStoreUrl),
      playStoreUrl: url(d.playStoreUrl),
      grievanceOfficer: { name: str(g.name), email: str(g.email), phone: str(g.phone) },
      contact: { email: str(c.email), phone: str(c.phone), address: str(c.address) },
    };
  },
};

const getPublicConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/site/public-config', reply, { signal });

/** GET /api/site/public-config: store links, the grievance officer and the corporation's contact. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public', 'site-config'],
    queryFn: getPublicConfig,
    staleTime: 30 * 60_000,
  });
}

const lastUpdatedReply: Parser<LastUpdated> = {
  parse(data) {
    const date = obj(obj(data).data).date;
    return { date: typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null };
  },
};

/** GET /api/site/last-updated: the footer's "Last updated" date. */
export function useLastUpdated() {
  return useQuery({
    queryKey: ['public', 'last-updated'],
    queryFn: ({ signal }) => api('/api/site/last-updated', lastUpdatedReply, { signal }),
    staleTime: 30 * 60_000,
  });
}
