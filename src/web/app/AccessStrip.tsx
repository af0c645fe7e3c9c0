import { useLocalePath, useT } from '../i18n';
import { useDisplayPrefs } from '../lib/displayPrefs';
import { href } from '../lib/paths';
import styles from './AccessStrip.module.css';

/**
 * The strip above the header, as Indian government sites have it: Screen Reader Access, text
 * size (A−, A, A+) and high contrast. Each control is a button with aria-pressed; the choice is
 * kept on this device (lib/displayPrefs.ts). On an island page the island script answers the
 * buttons (their `data-` attributes) until React has the page (src/web/islands.ts, ADR 363).
 */
export function AccessStrip() {
  const t = useT().common.strip;
  const lp = useLocalePath();
  const { textSize, highContrast, smaller, larger, reset, toggleContrast } = useDisplayPrefs();
  return (
    <div className={styles.strip}>
      <div className={styles.inner} role="group" aria-label={t.label}>
        <a href={lp(href('screenReader'))} className={styles.link}>
          {t.screenReader}
        </a>
        <div className={styles.controls}>
          <div className={styles.sizes} role="group" aria-label={t.textSize}>
            <button
              type="button"
              className={styles.button}
              onClick={smaller}
              data-text-size-step="-1"
              aria-label={`${t.smaller} ${t.smallerLabel}`}
              aria-pressed={textSize < 0}
            >
              {t.smaller}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={reset}
              data-text-size-step="0"
              aria-label={`${t.normal} ${t.normalLabel}`}
              aria-pressed={textSize === 0}
            >
              {t.normal}
            </button>
            <button
              type="button"
              className={styles.button}
              onClick={larger}
              data-text-size-step="1"
              aria-label={`${t.larger} ${t.largerLabel}`}
              aria-pressed={textSize > 0}
            >
              {t.larger}
            </button>
          </div>
          <button
            type="button"
            className={`${styles.button} ${styles.contrast}`}
            onClick={toggleContrast}
            data-contrast-toggle=""
            aria-pressed={highContrast}
          >
            <span className={styles.contrastIcon} aria-hidden="true" />
            {t.contrast}
          </button>
        </div>
      </div>
    </div>
  );
}
