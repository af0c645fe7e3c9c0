import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { cx } from '../../components/cx';
import styles from './home.module.css';

/** A home page section: an h2 with a short intro, then its content. */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  /** e.g. a link beside the heading on wide screens */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cx(styles.section, tone === 'muted' && styles.muted)}
    >
      <Container spacing="md">
        <div className={styles.sectionHead}>
          <div>
            <h2 id={`${id}-title`} className={styles.sectionTitle}>
              {title}
            </h2>
            {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** A failed section: its message and a retry button. */
export function SectionError({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.sectionError} role="alert">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
