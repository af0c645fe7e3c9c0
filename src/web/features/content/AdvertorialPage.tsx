import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { Localized, useLocalized } from '../../components/Localized';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { type Dict, useLang, useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { AdvertorialBar } from './AdvertorialBar';
import styles from './advertorials.module.css';
import { useAdvertorial } from './api/getAdvertorial';

const crumbs = (contentText: Dict['content'], last: ReactNode) => ({
  label: contentText.breadcrumb,
  items: [
    { label: contentText.home, href: '/' },
    { label: contentText.advertorials.crumb, href: href('advertorials') },
    { label: last },
  ],
});

/** /advertorial/{id}: one story. Its body is plain text; blank lines separate paragraphs. */
export function AdvertorialPage() {
  const lang = useLang();
  const { content: contentText, msg: MSG } = useT();
  const t = contentText.advertorials;
  const { id = '' } = useParams<{ id: string }>();
  const q = useAdvertorial(id);
  const l = useLocalized();
  const data = q.data;
  usePageMeta(
    data ? l(data.title, data.titleHi).value : t.title,
    data ? l(data.summary, data.summaryHi).value : undefined,
  );

  let content;
  if (q.isPending) {
    content = (
      <>
        <PageHeader title={MSG.loading} breadcrumb={crumbs(contentText, MSG.loading)} />
        <Spinner block />
      </>
    );
  } else if (q.isError) {
    const missing =
      q.error instanceof ApiError && (q.error.status === 404 || q.error.status === 400);
    content = (
      <>
        <PageHeader
          title={missing ? t.notFound : t.loadOneError}
          breadcrumb={crumbs(contentText, t.notFound)}
        />
        <Container spacing="lg">
          <EmptyState
            tone={missing ? 'neutral' : 'error'}
            title={missing ? t.notFoundText : t.loadOneError}
            action={
              missing ? (
                <Button href={href('advertorials')}>{t.back}</Button>
              ) : (
                <Button onClick={() => void q.refetch()}>{contentText.retry}</Button>
              )
            }
          />
        </Container>
      </>
    );
  } else {
    const a = q.data;
    const title = <Localized en={a.title} hi={a.titleHi} />;
    const alt = l(a.imageAlt, null);
    const body = l(a.body, a.bodyHi);
    content = (
      <>
        <PageHeader
          title={title}
          subtitle={<Localized en={a.summary} hi={a.summaryHi} />}
          breadcrumb={crumbs(contentText, title)}
        />
        <Container size="narrow" spacing="lg">
          <article className={styles.article}>
            <p className={styles.date}>
              <time dateTime={a.publishedOn}>{t.published(formatDate(a.publishedOn, lang))}</time>
            </p>
            <img
              className={styles.hero}
              src={a.image}
              alt={alt.value}
              lang={alt.lang}
              width={1200}
              height={800}
            />
            {body.value
              .split(/\n\s*\n/)
              .filter((para) => para.trim() !== '')
              .map((para, i) => (
                <p key={i} className={styles.paragraph} lang={body.lang}>
                  {para}
                </p>
              ))}
            <Button href={href('advertorials')} variant="secondary" iconStart="arrow-left">
              {t.back}
            </Button>
          </article>
        </Container>
      </>
    );
  }
  return (
    <>
      <AdvertorialBar showList />
      <main id="main">{content}</main>
    </>
  );
}
