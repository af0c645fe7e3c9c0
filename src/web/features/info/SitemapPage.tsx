import { useLocalePath, useT } from '../../i18n';
import { SITE_PAGE_GROUPS } from '../../../shared/site-pages';
import { Container } from '../../components/Container';
import { Localized } from '../../components/Localized';
import { PageHeader } from '../../components/PageHeader';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useSitemapLists } from './api/getSitemapLists';
import styles from './info.module.css';

/** /sitemap: every public page in groups, with the hotels and destinations of the database. */
export function SitemapPage() {
  const t = useT().access.sitemap;
  const info = useT().info;
  usePageMeta(t.title, t.summary);
  const lp = useLocalePath();
  const lists = useSitemapLists();
  return (
    <main id="main">
      <PageHeader
        title={t.title}
        subtitle={t.summary}
        size="sm"
        breadcrumb={{
          label: info.breadcrumb,
          items: [{ label: info.home, href: lp('/') }, { label: t.title }],
        }}
      />
      <Container spacing="md" className={styles.groups}>
        {SITE_PAGE_GROUPS.map((g) => (
          <section key={g.key} className={styles.group} aria-labelledby={`sm-${g.key}`}>
            <h2 id={`sm-${g.key}`}>{t.groups[g.key]}</h2>
            <ul>
              {g.pages.map((p) => (
                <li key={p.key}>
                  <a href={lp(p.path)}>{t.pages[p.key]}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.group} aria-labelledby="sm-hotels">
          <h2 id="sm-hotels">{t.hotels}</h2>
          {lists.data ? (
            <ul>
              {lists.data.hotels.map((h) => (
                <li key={h.PropertyID} lang="en">
                  <a href={lp(href('hotel', { hotelID: h.PropertyID }))}>{h.UnitName}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t.loading}</p>
          )}
        </section>
        <section className={styles.group} aria-labelledby="sm-destinations">
          <h2 id="sm-destinations">{t.destinations}</h2>
          {lists.data ? (
            <ul>
              {lists.data.destinations.map((d) => (
                <li key={d.id}>
                  <a href={lp(href('destination', { id: d.id }))}>
                    <Localized en={d.title} hi={d.titleHi} />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t.loading}</p>
          )}
        </section>
      </Container>
    </main>
  );
}
