import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { useDevOutbox } from './api/getDevOutbox';
import styles from './dev.module.css';

/** The one-time code in a message ("Your OTP is 1234"), shown large. */
const codeIn = (text: string) => /OTP is (\d{4,8})\b/.exec(text)?.[1] ?? null;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

/**
 * /dev/outbox: every mail and SMS the development transports delivered, newest first, refreshed
 * every 2 seconds, so a person trying the site can read their codes. Off (404) with real transports.
 */
export function DevOutboxPage() {
  const t = useT().auth.dev;
  usePageMeta(t.title, t.meta);
  const outbox = useDevOutbox();
  const off = outbox.error instanceof ApiError && outbox.error.status === 404;
  return (
    <main id="main">
      <PageHeader title={t.title} subtitle={t.subtitle} size="sm">
        <Button
          variant="accent"
          size="sm"
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching && !outbox.isPending}
        >
          {t.refresh}
        </Button>
      </PageHeader>
      <Container size="narrow" spacing="md">
        {outbox.isPending ? (
          <Spinner block />
        ) : off ? (
          <EmptyState icon="info" title={t.off} description={t.offText} />
        ) : outbox.isError ? (
          <EmptyState tone="error" icon="alert" title={t.loadError} />
        ) : outbox.data.length === 0 ? (
          <EmptyState icon="mail" title={t.empty} description={t.emptyText} />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t.messages(outbox.data.length)}
            </p>
            <ol className={styles.list}>
              {outbox.data.map((m) => {
                const code = codeIn(m.text);
                return (
                  <li key={m.id} className={styles.item} data-testid="dev-message">
                    <article aria-labelledby={`msg-${m.id}`}>
                      <header className={styles.head}>
                        <Badge
                          tone={m.channel === 'sms' ? 'info' : 'primary'}
                          icon={m.channel === 'sms' ? 'phone' : 'mail'}
                        >
                          {m.channel === 'sms' ? t.sms : t.email}
                        </Badge>
                        <h2 id={`msg-${m.id}`} className={styles.subject}>
                          {m.subject ?? (m.channel === 'sms' ? t.sms : t.noSubject)}
                        </h2>
                      </header>
                      <dl className={styles.meta}>
                        <div>
                          <dt>{t.to}</dt>
                          <dd>{m.to}</dd>
                        </div>
                        <div>
                          <dt>{t.sentAt}</dt>
                          <dd>
                            <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
                          </dd>
                        </div>
                        {code ? (
                          <div className={styles.codeRow}>
                            <dt>{t.code}</dt>
                            <dd className={styles.code} data-testid="dev-code">
                              {code}
                            </dd>
                          </div>
                        ) : null}
                      </dl>
                      <pre className={styles.text}>{m.text}</pre>
                    </article>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Container>
    </main>
  );
}
