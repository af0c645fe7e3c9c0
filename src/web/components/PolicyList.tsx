import type { PolicyBandRow } from '../../shared/contracts/cancellation';
import { useT } from '../i18n';
import styles from './PolicyList.module.css';

/** The cancellation policy as a short list of bands (days before check-in: deduction). */
export function PolicyList({
  bands,
  headingLevel = 2,
  id,
}: {
  bands: readonly PolicyBandRow[];
  headingLevel?: 2 | 3;
  id: string;
}) {
  const { policy: t } = useT();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.policy} aria-labelledby={id}>
      <H id={id} className={styles.title}>
        {t.title}
      </H>
      <ul className={styles.list}>
        {bands.map((b) => (
          <li key={b.MinDays}>{t.band(b.MinDays, b.MaxDays, b.DeductionPercent)}</li>
        ))}
      </ul>
      <p className={styles.note}>{t.note}</p>
    </section>
  );
}
