import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../shared/contracts/site';
import { api, type Parser } from '../../../lib/api';

const url = (v: unknown): string | null =>
  typeof v === 'string' && /^https:\/\//.test(v) ? v : null;

/** Checked by hand: the home page's first bundle carries no zod. */
const reply: Parser<PublicConfig> = {
  parse(data) {
    const d = (data as { data?: Record<string, unknown> } | null)?.data ?? {};
    return { appStoreUrl: url(d.appStoreUrl), playStoreUrl: url(d.playStoreUrl) };
  },
};

export const getPublicConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api('/api/site/public-config', reply, { signal });

/** GET /api/site/public-config: the store links of the corporation's app, when it has one. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public', 'site-config'],
    queryFn: getPublicConfig,
    staleTime: 30 * 60_000,
  });
}
