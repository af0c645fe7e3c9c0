import { useLocalePath, useT } from '../../i18n';
import { policyBands } from '../../../shared/cancellation-policy';
import { Container } from '../../components/Container';
import { PageHeader } from '../../components/PageHeader';
import { PolicyList } from '../../components/PolicyList';
import type { InfoBlock, InfoLinkKey, InfoPageKey, InfoText } from '../../i18n/en/info';
import { usePageMeta } from '../../lib/meta';
import { href, type PathName } from '../../lib/paths';
import { usePublicConfig } from '../../lib/queries/publicConfig';
import styles from './info.module.css';
import { BreakableText } from '../../components/BreakableText';

const bands = policyBands().map((b) => ({
  MinDays: b.minDays,
  MaxDays: b.maxDays,
  DeductionPercent: b.deductionPercent,
}));

/**
 * The page texts with their literal kinds (`contact: 'grievance'`, page keys): both language files
 * are typed as InfoText; the dictionary's generic shape widens those literals to string.
 */
const useInfo = () => useT().info as InfoText;

/** Where each page linked from a `pages` block lives. */
const LINK_PATH: Record<InfoLinkKey, PathName> = {
  privacyPolicy: 'privacyPolicy',
  terms: 'terms',
  refundPolicy: 'refundPolicy',
  hyperlinkPolicy: 'hyperlinkPolicy',
  copyrightPolicy: 'copyrightPolicy',
  disclaimer: 'disclaimer',
  accessibility: 'accessibility',
  screenReader: 'screenReader',
  help: 'help',
  feedback: 'feedback',
  sitemap: 'sitemap',
  bookingHistory: 'bookingHistory',
  rescheduleBooking: 'rescheduleBooking',
  allHotels: 'allHotels',
};

/** The grievance officer's or the corporation's contact, from the server's configuration. */
function Contact({ who }: { who: 'grievance' | 'corporation' }) {
  const t = useInfo().contact;
  const config = usePublicConfig();
  const c = config.data;
  if (!c) return <p className={styles.muted}>{t.loading}</p>;
  const rows: [string, React.ReactNode][] =
    who === 'grievance'
      ? [
          [t.name, c.grievanceOfficer.name],
          [
            t.email,
            <a href={`mailto:${c.grievanceOfficer.email}`}>
              <BreakableText text={c.grievanceOfficer.email} />
            </a>,
          ],
          [
            t.phone,
            <a href={`tel:${c.grievanceOfficer.phone.replace(/\s/g, '')}`}>
              {c.grievanceOfficer.phone}
            </a>,
          ],
          [t.address, c.contact.address],
        ]
      : [
          [
            t.email,
            <a href={`mailto:${c.contact.email}`}>
              <BreakableText text={c.contact.email} />
            </a>,
          ],
          [t.phone, <a href={`tel:${c.contact.phone.replace(/\s/g, '')}`}>{c.contact.phone}</a>],
          [t.address, c.contact.address],
        ];
  return (
    <div className={styles.contact}>
      <p className={styles.contactTitle}>
        {who === 'grievance' ? t.grievanceTitle : t.corporationTitle}
      </p>
      <dl className={styles.contactList}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.contactRow}>
            <dt>{label}</dt>
            {/* the configured names and addresses are English */}
            <dd lang="en">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Block({ block, id }: { block: InfoBlock; id: string }) {
  const t = useInfo();
  const lp = useLocalePath();
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul className={styles.list}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ('steps' in block)
    return (
      <ol className={styles.list}>
        {block.steps.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    );
  if ('contact' in block) return <Contact who={block.contact} />;
  if ('policy' in block) return <PolicyList bands={bands} id={`${id}-policy`} headingLevel={3} />;
  if ('pages' in block)
    return (
      <ul className={styles.links}>
        {block.pages.map((key) => (
          <li key={key}>
            <a href={lp(href(LINK_PATH[key]))}>{t.links[key]}</a>
          </li>
        ))}
      </ul>
    );
  const { caption, head, rows } = block.table;
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={cell} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cell}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A policy, help or accessibility page from its texts (i18n/en/info.ts, i18n/hi/info.ts): the
 * title band, a table of contents, and its sections.
 */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const t = useInfo();
  const p = t.pages[page];
  const lp = useLocalePath();
  usePageMeta(p.title, p.summary);
  return (
    <main id="main">
      <PageHeader
        title={p.title}
        subtitle={p.summary}
        size="sm"
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: lp('/') }, { label: p.title }],
        }}
      />
      <Container size="narrow" spacing="md" className={styles.body}>
        <p className={styles.muted}>{t.effective}</p>
        {p.sections.length > 2 ? (
          <nav className={styles.toc} aria-labelledby={`${page}-toc`}>
            <h2 id={`${page}-toc`} className={styles.tocTitle}>
              {t.onThisPage}
            </h2>
            <ul>
              {p.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} data-native="">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {p.sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className={styles.section}>
            <h2 id={`${s.id}-h`}>{s.heading}</h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} id={s.id} />
            ))}
          </section>
        ))}
      </Container>
    </main>
  );
}

export const PrivacyPolicyPage = () => <InfoPage page="privacyPolicy" />;
export const TermsPage = () => <InfoPage page="terms" />;
export const RefundPolicyPage = () => <InfoPage page="refundPolicy" />;
export const HyperlinkPolicyPage = () => <InfoPage page="hyperlinkPolicy" />;
export const CopyrightPolicyPage = () => <InfoPage page="copyrightPolicy" />;
export const DisclaimerPage = () => <InfoPage page="disclaimer" />;
export const AccessibilityPage = () => <InfoPage page="accessibility" />;
export const ScreenReaderPage = () => <InfoPage page="screenReader" />;
export const HelpPage = () => <InfoPage page="help" />;
