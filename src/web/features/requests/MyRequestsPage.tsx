import { useQuery } from '@tanstack/react-query';
import { myRequestsReply } from '../../../shared/contracts/requests';
import { formatDate, formatDateTimeIst } from '../../../shared/dates';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useLang, useLocalePath, useT } from '../../i18n';
import { api } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import styles from './requests.module.css';

const TONE: Record<string, BadgeTone> = {
  new: 'info',
  in_progress: 'warning',
  accepted: 'success',
  declined: 'danger',
};

/**
 * /my-requests (ADR 321): the guest's special requests (typed with a booking), package, tour and
 * reschedule requests, each with its status and the staff's reply.
 */
export function MyRequestsPage() {
  const t = useT().requests.guestRequests;
  const lang = useLang();
  const lp = useLocalePath();
  usePageMeta(t.title, t.meta);
  const q = useQuery({
    queryKey: ['my-requests'],
    queryFn: async () => (await api('/api/requests/mine', myRequestsReply)).data,
  });
  const back = (
    <Button href={lp(href('bookingHistory'))} variant="secondary">
      {t.backToHistory}
    </Button>
  );
  return (
    <main id="main">
      <PageHeader title={t.title} subtitle={t.intro} size="sm" />
      <Container spacing="lg">
        {q.isPending ? <Spinner block /> : null}
        {q.isError ? <EmptyState tone="error" title={t.loadError} action={back} /> : null}
        {q.data && q.data.length === 0 ? <EmptyState title={t.empty} action={back} /> : null}
        {q.data && q.data.length > 0 ? (
          <>
            <ul className={styles.mine}>
              {q.data.map((r) => (
                <li key={`${r.kind}-${r.ref}`}>
                  <article aria-labelledby={`req-${r.kind}-${r.ref}`}>
                    <h2 id={`req-${r.kind}-${r.ref}`}>
                      {t.kind[r.kind]}: {r.hotelName ?? r.tourName ?? ''}
                    </h2>
                    <dl>
                      <div>
                        <dt>{t.ref}</dt>
                        <dd>{r.ref}</dd>
                      </div>
                      {r.fromDate ? (
                        <div>
                          <dt>{t.stay}</dt>
                          <dd>
                            {formatDate(r.fromDate, lang)}
                            {r.toDate ? ` – ${formatDate(r.toDate, lang)}` : ''}
                          </dd>
                        </div>
                      ) : null}
                      <div>
                        <dt>{t.status}</dt>
                        <dd>
                          <Badge tone={TONE[r.status] ?? 'neutral'}>{t.statusText[r.status]}</Badge>
                        </dd>
                      </div>
                      {r.details ? (
                        <div>
                          <dt>{t.details}</dt>
                          <dd className={styles.mineText}>{r.details}</dd>
                        </div>
                      ) : null}
                      <div>
                        <dt>{t.reply}</dt>
                        <dd className={styles.mineText}>{r.reply ?? t.noReply}</dd>
                      </div>
                    </dl>
                    <p className={styles.mineWhen}>{formatDateTimeIst(r.createdAt, lang)}</p>
                  </article>
                </li>
              ))}
            </ul>
            <p>{back}</p>
          </>
        ) : null}
      </Container>
    </main>
  );
}
