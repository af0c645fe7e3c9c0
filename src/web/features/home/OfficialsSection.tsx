import { useT } from '../../i18n';
import { useOfficials } from './api/getOfficials';
import { Section } from './Section';
import styles from './home.module.css';

/** Head of Department: six officials with photo, title and department. */
export function OfficialsSection() {
  const t = useT().homeSections.officials;
  const q = useOfficials();
  const officials = q.data ?? [];
  return (
    <Section id="home-officials" title={t.title} intro={t.intro}>
      <ul className={styles.officials} role="list" aria-busy={q.isPending || undefined}>
        {q.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i} className={styles.officialSkeleton} aria-hidden="true" />
            ))
          : officials.map((o) => (
              <li key={o.id} className={styles.official}>
                <img
                  src={o.photo}
                  alt=""
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                  className={styles.officialPhoto}
                />
                <h3 className={styles.officialName}>{o.name}</h3>
                <p className={styles.officialTitle}>{o.title}</p>
                <p className={styles.officialDept}>{o.department}</p>
              </li>
            ))}
      </ul>
    </Section>
  );
}
