import type { ReactNode } from 'react';
import { useLocalePath } from '../i18n';
import { cx } from './cx';
import { Icon } from './Icon';
import type { LinkComponent } from './link';
import styles from './Pagination.module.css';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Pages to show: always the first and last, the current one with `siblings` either side,
 * and an ellipsis for each gap of two or more pages.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  // first + last + current + 2*siblings + 2 ellipses
  if (count <= 5 + 2 * siblings) {
    return Array.from({ length: count }, (_, i) => i + 1);
  }
  const start = Math.max(2, current - siblings);
  const end = Math.min(count - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start > 3) items.push('ellipsis-start');
  else for (let p = 2; p < start; p += 1) items.push(p);
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < count - 2) items.push('ellipsis-end');
  else for (let p = end + 1; p < count; p += 1) items.push(p);
  items.push(count);
  return items;
}

interface BaseProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** Accessible name of the <nav>. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page link, e.g. (n) => `Page ${n}`; the number alone when absent. */
  pageLabel?: (page: number) => string;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /** Text beside the controls, e.g. '1 of 1'. */
  summary?: ReactNode;
  className?: string;
}

export type PaginationProps = BaseProps &
  (
    | {
        /** Render buttons that call back. */
        onPageChange: (page: number) => void;
        hrefForPage?: undefined;
        linkComponent?: undefined;
      }
    | {
        /** Render links (crawlable, shareable). */
        hrefForPage: (page: number) => string;
        linkComponent?: LinkComponent;
        onPageChange?: undefined;
      }
  );

export function Pagination(props: PaginationProps) {
  const lp = useLocalePath();
  const {
    page,
    pageCount,
    label,
    previousLabel,
    nextLabel,
    pageLabel,
    siblings = 1,
    summary,
    className,
  } = props;
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);

  function control(
    target: number,
    content: ReactNode,
    opts: {
      ariaLabel?: string | undefined;
      isCurrent?: boolean;
      disabled?: boolean;
      kind?: string;
    },
  ) {
    const cls = cx(styles.item, opts.kind && styles[opts.kind], opts.isCurrent && styles.current);
    if (opts.disabled) {
      return props.hrefForPage ? (
        <a role="link" aria-disabled="true" className={cx(cls, styles.disabled)}>
          {content}
        </a>
      ) : (
        <button type="button" disabled className={cx(cls, styles.disabled)}>
          {content}
        </button>
      );
    }
    const ariaCurrent = opts.isCurrent ? ('page' as const) : undefined;
    if (props.hrefForPage) {
      const href = lp(props.hrefForPage(target));
      const Link = props.linkComponent;
      return Link ? (
        <Link href={href} className={cls} aria-current={ariaCurrent} aria-label={opts.ariaLabel}>
          {content}
        </Link>
      ) : (
        <a href={href} className={cls} aria-current={ariaCurrent} aria-label={opts.ariaLabel}>
          {content}
        </a>
      );
    }
    const onPageChange = props.onPageChange;
    return (
      <button
        type="button"
        className={cls}
        aria-current={ariaCurrent}
        aria-label={opts.ariaLabel}
        onClick={() => {
          if (target !== current) onPageChange?.(target);
        }}
      >
        {content}
      </button>
    );
  }

  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          {control(
            current - 1,
            <>
              <Icon name="chevron-left" />
              <span className={styles.stepText}>{previousLabel}</span>
            </>,
            { disabled: current <= 1, kind: 'step' },
          )}
        </li>
        {paginationRange(current, count, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {control(item, item, {
                ariaLabel: pageLabel?.(item),
                isCurrent: item === current,
              })}
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              <span className={styles.stepText}>{nextLabel}</span>
              <Icon name="chevron-right" />
            </>,
            { disabled: current >= count, kind: 'step' },
          )}
        </li>
      </ul>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
    </nav>
  );
}
