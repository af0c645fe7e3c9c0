import { useSearch } from 'wouter';
import { listPage } from '../../../shared/routes';

/**
 * The current page of a paginated list (?page=N), 1 when absent or invalid: read as the server
 * render reads it (listPage, ADR 387), so the page the server drew is the one the app hydrates.
 */
export const usePageParam = (): number =>
  listPage(new URLSearchParams(useSearch()).get('page')) ?? 1;
