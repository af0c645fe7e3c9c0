import type { ComponentType, ReactNode } from 'react';

/**
 * A router link (e.g. wouter's `Link`) that components can render instead of a plain <a>,
 * so navigation stays client-side. Components fall back to <a href> when none is given.
 */
export type LinkComponent = ComponentType<{
  href: string;
  className?: string;
  children?: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string | undefined;
}>;
