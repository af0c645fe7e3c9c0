import type { Official } from '../../../shared/contracts/content';
import { Container } from '../../components/Container';
import { PageHeader } from '../../components/PageHeader';
import { cx } from '../../components/cx';
import { type Dict, useLocalePath, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useOrgOfficials } from './api/getOrgOfficials';
import styles from './org.module.css';

function Person({ official }: { official: Official }) {
  return (
    <p className={styles.person}>
      <img src={official.photo} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <span>{official.name}</span>
    </p>
  );
}

function Node({
  node,
  officials,
  depth,
}: {
  node: Dict['orgChart'];
  officials: Official[];
  depth: number;
}) {
  const person = node.official ? officials.find((o) => o.title === node.official) : undefined;
  const children = node.children ?? [];
  const leavesOnly = children.length > 1 && children.every((c) => !c.children?.length);
  return (
    <li className={styles.item}>
      <div className={cx(styles.box, depth === 0 && styles.root)}>
        <h3 className={styles.boxTitle}>{node.title}</h3>
        <p className={styles.boxText}>{node.text}</p>
        {person ? <Person official={person} /> : null}
      </div>
      {children.length > 0 ? (
        <ul className={cx(styles.branch, leavesOnly && styles.leaves)} role="list">
          {children.map((c) => (
            <Node key={c.title} node={c} officials={officials} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** /organizational-structure: the chart as a nested list, indented on a phone. */
export function OrgStructurePage() {
  const lp = useLocalePath();
  const { orgChart: ORG_CHART, org: t, msg: MSG } = useT();
  usePageMeta(t.metaTitle, t.metaDescription);
  const q = useOrgOfficials();
  return (
    <main id="main">
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        breadcrumb={{
          label: t.breadcrumb,
          items: [
            { label: t.home, href: '/' },
            { label: t.about, href: href('about') },
            { label: t.title },
          ],
        }}
      />
      <Container as="section" spacing="md" aria-labelledby="org-chart">
        <h2 id="org-chart" className={styles.h2}>
          {t.chartTitle}
        </h2>
        <p className={styles.intro}>{t.chartIntro}</p>
        {q.isPending ? (
          <p className="visually-hidden" role="status">
            {MSG.loading}
          </p>
        ) : null}
        <ul className={styles.tree} role="list">
          <Node node={ORG_CHART} officials={q.data ?? []} depth={0} />
        </ul>
      </Container>
      <section className={styles.band} aria-labelledby="org-governance">
        <Container spacing="md">
          <h2 id="org-governance" className={styles.h2}>
            {t.governanceTitle}
          </h2>
          <ul className={styles.governance}>
            {t.governance.map((g) => (
              <li key={g.slice(0, 24)}>{g}</li>
            ))}
          </ul>
          <p className={styles.links}>
            <a href={lp(href('notice'))}>{t.noticesLink}</a>
            <a href={lp(href('tenders'))}>{t.tendersLink}</a>
          </p>
        </Container>
      </section>
    </main>
  );
}
