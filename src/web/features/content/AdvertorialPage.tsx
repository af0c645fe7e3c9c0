import { useParams } from 'wouter';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { type Dict, useLang, useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { AdvertorialBar } from './AdvertorialBar';
import styles from './advertorials.module.css';
import { useAdvertorial } from './api/getAdvertorial';

const crumbs = (contentText: Dict['content'], last: string) => ({
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
  usePageMeta(q.data?.title ?? t.title, q.data?.summary);

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
    content = (
      <>
        <PageHeader
          title={a.title}
          subtitle={a.summary}
          breadcrumb={crumbs(contentText, a.title)}
        />
        <Container size="narrow" spacing="lg">
          <article className={styles.article}>
            <p className={styles.date}>
              <time dateTime={a.publishedOn}>{t.published(formatDate(a.publishedOn, lang))}</time>
            </p>
            <img className={styles.hero} src={a.image} alt={a.imageAlt} width={1200} height={800} />
            {a.body
              .split(/\n\s*\n/)
              .filter((para) => para.trim() !== '')
              .map((para, i) => (
                <p key={i} className={styles.paragraph}>
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
