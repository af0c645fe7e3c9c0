import type { ReactNode } from 'react';
import { useLocalePath, useT } from '../../i18n';
import styles from './auth.module.css';

/**
 * The frame of the account pages, which show no header or footer: a picture panel
 * with the corporation's promise from 1024px up, and the form card with the page's only <h1>.
 */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const lp = useLocalePath();
  const { common, auth: t } = useT();
  return (
    <main id="main" className={styles.page}>
      <div className={styles.aside} aria-hidden="true">
        <div className={styles.asideInner}>
          <p className={styles.asideTitle}>{t.brandTitle}</p>
          <p className={styles.asideText}>{t.brandText}</p>
        </div>
      </div>
      <div className={styles.panel}>
        <a href={lp('/')} className={styles.brand}>
          <img src="/media/logo.svg" alt="" width="40" height="40" />
          <span>
            <span className={styles.brandName}>{common.siteName}</span>
            <span className={styles.brandHome}>{t.home}</span>
          </span>
        </a>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
        </div>
      </div>
    </main>
  );
}
