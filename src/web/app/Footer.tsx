import { useEffect, useRef, useState } from 'react';
import { NewsletterForm } from '../features/newsletter/NewsletterForm';
import { useLang, useLocalePath, useT } from '../i18n';
import { href, type PathName } from '../lib/paths';
import { useLastUpdated } from '../lib/queries/publicConfig';
import styles from './Footer.module.css';
import { BreakableText } from '../components/BreakableText';

const MAP_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=85.30%2C23.35%2C85.34%2C23.38&layer=mapnik&marker=23.3655%2C85.3222';
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=23.3655&mlon=85.3222#map=16/23.3655/85.3222';

/** The map loads only when scrolled into view; the link works without it. */
function LazyMap() {
  const f = useT().shell.footer;
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        io.disconnect();
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div ref={ref} className={styles.map}>
      {visible ? (
        <iframe title={f.mapTitle} src={MAP_EMBED} loading="lazy" referrerPolicy="no-referrer" />
      ) : null}
      <a href={MAP_LINK} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
        {f.openMap}
      </a>
    </div>
  );
}

/** The policy, help and accessibility pages, linked from every page's footer. */
const POLICY_LINKS = [
  'privacyPolicy',
  'terms',
  'refundPolicy',
  'hyperlinkPolicy',
  'copyrightPolicy',
  'disclaimer',
  'accessibility',
  'screenReader',
  'help',
  'feedback',
  'sitemap',
] as const satisfies readonly PathName[];

/** "23 November 2026" (or "23 नवंबर 2026" on a Hindi page), from an IST date. */
function longDate(date: string, hindi: boolean): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(hindi ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The footer's bottom band: the policy links and the date the content last changed. */
function PolicyBand() {
  const a = useT().access;
  const links = useT().info.links;
  const last = useLastUpdated();
  const lp = useLocalePath();
  const hindi = useLang() === 'hi';
  return (
    <nav className={styles.policies} aria-label={a.footer.policies}>
      <ul className={styles.policyList}>
        {POLICY_LINKS.map((k) => (
          <li key={k}>
            <a href={lp(href(k))}>{links[k]}</a>
          </li>
        ))}
      </ul>
      {last.data?.date ? (
        <p className={styles.updated}>{a.footer.lastUpdated(longDate(last.data.date, hindi))}</p>
      ) : null}
    </nav>
  );
}

export function Footer() {
  const lp = useLocalePath();
  const f = useT().shell.footer;
  const m = useT().shell.menu;
  return (
    <footer className={styles.footer}>
      <div className={styles.newsletter}>
        <div className={styles.inner}>
          <div>
            <h2 className={styles.newsTitle}>{f.newsletterTitle}</h2>
            <p className={styles.newsText}>{f.newsletterText}</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
      <div className={`${styles.inner} ${styles.columns}`}>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {f.services}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={lp(href('availability'))}>{m.bookStay}</a>
            </li>
            <li>
              <a href={lp(href('allHotels'))}>{f.allHotels}</a>
            </li>
            <li>
              <a href={lp(href('advanceBooking'))}>{m.packageBooking}</a>
            </li>
            <li>
              <a href={lp(href('rescheduleBooking'))}>{m.rescheduleBooking}</a>
            </li>
            <li>
              <a href={lp(href('bookingHistory'))}>{m.bookingHistory}</a>
            </li>
            <li>
              <a href={lp(href('notice'))}>{m.notices}</a>
            </li>
            <li>
              <a href={lp(href('tenders'))}>{m.tenders}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-tours">
          <h2 id="footer-tours" className={styles.heading}>
            {f.tourCategories}
          </h2>
          <ul className={styles.list}>
            {f.categories.map((c, i) => (
              <li key={c}>
                <a href={lp(href('tours', {}, { category: i + 1 }))}>{c}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {f.contact}
          </h2>
          <address className={styles.address}>
            {f.address}
            <br />
            <a href={`tel:${f.phone.replace(/\s/g, '')}`}>{f.phone}</a>
            <br />
            <a href={`mailto:${f.email}`}>
              <BreakableText text={f.email} />
            </a>
            <br />
            {f.hours}
          </address>
        </section>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className={styles.heading}>
            {f.findUs}
          </h2>
          <LazyMap />
        </section>
      </div>
      <PolicyBand />
      <p className={styles.copy}>{f.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
