import { isPaidStatus } from '../../../shared/booking-status';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { useLocation, useParams } from 'wouter';
import { CANCEL_REDIRECT_MS } from '../../../shared/constants';
import type { CancelPreview, CancellationRoom } from '../../../shared/contracts/cancellation';
import { formatDate } from '../../../shared/dates';
import { Badge, type BadgeTone } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { SelectField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { useLang, useLocalePath, useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useCancelAll } from './api/cancelAll';
import { useCancelRoom } from './api/cancelRoom';
import { cancellationBookingKey, useCancellationBooking } from './api/getCancellationBooking';
import { cancellationDetailsKey, useCancellationDetails } from './api/getCancellationDetails';
import { useCancellationPolicy, type CancellationType } from './api/getCancellationPolicy';
import { useCancelPreview } from './api/getCancelPreview';
import { useRoomCharge, type RoomCancelBody } from './api/getRoomCharge';
import { ConfirmFullDialog, ConfirmRoomDialog, type RoomCharge } from './ConfirmDialogs';
import { markPartialStarted, readPartialStarted } from './partialFlag';
import { PolicyTable } from './PolicyTable';
import { RefundsTable } from './RefundsTable';
import { RoomsTable } from './RoomsTable';
import styles from './cancellation.module.css';

const CANCELLABLE = new Set(['confirmed', 'partially_cancelled']);
const STATUS_TONE: Record<string, BadgeTone> = {
  confirmed: 'success',
  partially_cancelled: 'warning',
  cancelled: 'danger',
};

/** The spec's error text, plus the server's reason when it gave a different one. */
function errorToast(specText: string, err: unknown) {
  const detail =
    err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : '';
  toast.error(
    detail && detail !== specText ? (
      <span>
        {specText}
        <span className={styles.toastDetail}>{detail}</span>
      </span>
    ) : (
      specText
    ),
  );
}

export function CancelBookingPage() {
  const lp = useLocalePath();
  const { cancellation: t, msg: MSG } = useT();
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  usePageMeta(t.pageTitle, t.metaDescription);
  const booking = useCancellationBooking(bookingId);

  if (booking.isPending) {
    return (
      <main id="main">
        <PageHeader title={t.pageTitle} size="sm" />
        <Spinner block label={MSG.loading} />
      </main>
    );
  }
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && [400, 404].includes(booking.error.status);
    return (
      <main id="main">
        <PageHeader title={missing ? t.notFound : t.pageTitle} size="sm" />
        <Container spacing="lg">
          <EmptyState
            tone="error"
            icon="alert"
            title={missing ? t.notFoundText : t.loadError}
            action={
              missing ? (
                <Button href={lp(href('bookingHistory'))}>{t.backToHistory}</Button>
              ) : (
                <Button onClick={() => void booking.refetch()}>{t.retry}</Button>
              )
            }
          />
        </Container>
      </main>
    );
  }
  return <Cancellation bookingId={bookingId} data={booking.data} />;
}

type Data = NonNullable<ReturnType<typeof useCancellationBooking>['data']>;

function Cancellation({ bookingId, data }: { bookingId: string; data: Data }) {
  const lang = useLang();
  const lp = useLocalePath();
  const { cancellation: t, msg: MSG } = useT();
  const { user } = useAuth();
  const qc = useQueryClient();
  const [, navigate] = useLocation();
  const details = useCancellationDetails(bookingId);

  // a started partial cancellation is remembered per booking; the booking's status says so too
  const [partialFlag, setPartialFlag] = useState(() => readPartialStarted(bookingId));
  const partialStarted = partialFlag || data.Status === 'partially_cancelled';
  const [chosen, setChosen] = useState<CancellationType | ''>('');
  const showFull = !partialStarted;
  const showPartial = partialStarted || data.TotalRoom > 1;
  const type: CancellationType | '' = partialStarted
    ? 'partial'
    : chosen || (data.TotalRoom === 1 ? 'full' : '');

  const policy = useCancellationPolicy(bookingId, type);
  useEffect(() => {
    if (policy.isError) errorToast(MSG.cancelPolicyError, policy.error);
  }, [policy.isError, policy.error, MSG]);

  const [finished, setFinished] = useState(false);
  const cancelledIds = useMemo(() => {
    const ids = new Set<number>(details.data ?? []);
    for (const r of data.rooms) if (r.Status === 'cancelled') ids.add(r.RoomBookingID);
    return ids;
  }, [details.data, data.rooms]);
  const remaining = data.rooms.filter((r) => !cancelledIds.has(r.RoomBookingID));

  useEffect(() => {
    if (!finished) return undefined;
    const timer = setTimeout(() => navigate(href('bookingHistory')), CANCEL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [finished, navigate]);

  const preview = useCancelPreview(bookingId);
  const cancelAll = useCancelAll(bookingId);
  const roomCharge = useRoomCharge(bookingId);
  const cancelRoom = useCancelRoom(bookingId);
  const [fullPreview, setFullPreview] = useState<CancelPreview | null>(null);
  const [charge, setCharge] = useState<(RoomCharge & { body: RoomCancelBody }) | null>(null);
  const [chargeFor, setChargeFor] = useState<number | null>(null);
  // the button that opened a dialog is replaced once its room is cancelled: keep the keyboard here
  const roomsHeading = useRef<HTMLHeadingElement>(null);

  const refresh = async () => {
    await Promise.all([
      qc.invalidateQueries({ queryKey: cancellationDetailsKey(bookingId) }),
      qc.invalidateQueries({ queryKey: cancellationBookingKey(bookingId) }),
      // booking history and receipts read this booking too: make them load it afresh
      qc.invalidateQueries({
        predicate: (q) => !['auth', 'public', 'cancellation'].includes(String(q.queryKey[0])),
      }),
    ]);
  };

  const cancellable = CANCELLABLE.has(data.Status) && !finished && remaining.length > 0;
  const tooLate = data.applicable.DeductionPercent === null;
  const canAct = cancellable && !tooLate;

  const onTypeChange = (e: ChangeEvent<HTMLSelectElement>) => {
    const v = e.target.value;
    setChosen(v === 'full' || v === 'partial' ? v : '');
  };

  const startFull = () => {
    preview.mutate(undefined, {
      onSuccess: (p) => setFullPreview(p),
      onError: (err) => errorToast(MSG.cancelInfoError, err),
    });
  };

  const confirmFull = () => {
    cancelAll.mutate(undefined, {
      onSuccess: async () => {
        setFullPreview(null);
        setFinished(true);
        toast.success(MSG.cancelAllSuccess);
        await refresh();
        roomsHeading.current?.focus();
      },
      onError: (err) => {
        setFullPreview(null);
        errorToast(MSG.cancelBookingError, err);
      },
    });
  };

  const startRoom = (room: CancellationRoom, index: number) => {
    const body = {
      Price: room.Price,
      RoomConfig: room.RoomTypeName,
      UserID: user?.customerId,
      ROOMID: room.RoomBookingID,
    };
    if (!body.Price || !body.RoomConfig || !body.UserID) {
      toast.error(MSG.cancelMissingData);
      return;
    }
    const full: RoomCancelBody = { ...body, UserID: body.UserID };
    setChargeFor(room.RoomBookingID);
    roomCharge.mutate(full, {
      onSuccess: (row) => setCharge({ ...row, room, index, body: full }),
      onError: (err) => errorToast(MSG.cancelChargeError, err),
      onSettled: () => setChargeFor(null),
    });
  };

  const confirmRoom = () => {
    if (!charge) return;
    cancelRoom.mutate(charge.body, {
      onSuccess: async (result) => {
        setCharge(null);
        markPartialStarted(bookingId);
        setPartialFlag(true);
        toast.success(MSG.cancelRoomSuccess);
        if (result.Status === 'cancelled') setFinished(true);
        await refresh();
        roomsHeading.current?.focus();
      },
      onError: (err) => {
        setCharge(null);
        errorToast(MSG.cancelConfirmError, err);
      },
    });
  };

  const statusText = t.statusText[data.Status] ?? data.Status;

  return (
    <main id="main">
      <PageHeader
        title={t.pageTitle}
        subtitle={t.subtitle(data.BookingRefNo, data.UnitName)}
        size="sm"
        breadcrumb={{
          label: t.breadcrumb,
          items: [
            { label: t.home, href: href('home') },
            { label: t.bookingHistory, href: href('bookingHistory') },
            { label: t.pageTitle },
          ],
        }}
      />
      <Container spacing="lg" className={styles.page}>
        <dl className={styles.summary}>
          <div>
            <dt>{t.stay}</dt>
            <dd>
              {t.stayDates(
                formatDate(data.CheckIn, lang),
                formatDate(data.CheckOut, lang),
                data.NoOfDay,
              )}
            </dd>
          </div>
          <div>
            <dt>{t.rooms}</dt>
            <dd>{t.roomsCount(data.TotalRoom)}</dd>
          </div>
          <div>
            <dt>{t.daysToCheckIn}</dt>
            <dd>{t.days(data.applicable.DaysBeforeCheckIn)}</dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd>
              <Badge tone={STATUS_TONE[data.Status] ?? 'neutral'}>
                {finished ? t.statusText.cancelled : statusText}
              </Badge>
            </dd>
          </div>
        </dl>

        {finished || remaining.length === 0 ? (
          <div className={styles.notice} role="status">
            <Icon name="check" />
            <div>
              <p>{t.noRoomsLeft}</p>
              {finished ? (
                <p>
                  {t.returning} <a href={lp(href('bookingHistory'))}>{t.goNow}</a>
                </p>
              ) : null}
            </div>
          </div>
        ) : !CANCELLABLE.has(data.Status) ? (
          <p className={styles.notice} role="status">
            <Icon name="info" /> {t.notCancellable}
          </p>
        ) : tooLate ? (
          <p className={styles.notice} role="status">
            <Icon name="info" /> {MSG.cancelTooLate}
          </p>
        ) : null}

        {canAct ? (
          <div className={styles.section}>
            <SelectField
              label={t.typeLabel}
              value={type}
              onChange={onTypeChange}
              hint={partialStarted ? t.typeHintPartialStarted : t.typeHintChoose}
              className={styles.typeField}
            >
              <option value="" disabled>
                {t.typePlaceholder}
              </option>
              {showFull ? <option value="full">{t.typeFull}</option> : null}
              {showPartial ? <option value="partial">{t.typePartial}</option> : null}
            </SelectField>
          </div>
        ) : null}

        {type !== '' && canAct ? (
          <section aria-labelledby="policy-title" className={styles.section}>
            <h2 id="policy-title">{t.policyTitle}</h2>
            {policy.isPending ? (
              <Spinner showLabel />
            ) : policy.data ? (
              <>
                <PolicyTable policy={policy.data} />
                <p className={styles.muted}>{t.policyNote}</p>
              </>
            ) : null}
          </section>
        ) : null}

        <section aria-labelledby="rooms-title" className={styles.section}>
          <h2 id="rooms-title" ref={roomsHeading} tabIndex={-1}>
            {t.roomsTitle}
          </h2>
          <RoomsTable
            rooms={data.rooms}
            unpaidLabel={isPaidStatus(data.Status) ? undefined : statusText}
            cancelledIds={finished ? new Set(data.rooms.map((r) => r.RoomBookingID)) : cancelledIds}
            onCancel={canAct && type === 'partial' ? startRoom : undefined}
            busyRoomId={chargeFor}
            disabled={cancelRoom.isPending}
          />
          {canAct && type === 'full' ? (
            <div className={styles.fullAction}>
              <div>
                <h3>{t.fullTitle}</h3>
                <p className={styles.muted}>{t.fullText(remaining.length)}</p>
              </div>
              <Button variant="danger" onClick={startFull} loading={preview.isPending}>
                {t.fullButton}
              </Button>
            </div>
          ) : null}
        </section>

        {data.refunds.length > 0 ? (
          <section aria-labelledby="refunds-title" className={styles.section}>
            <h2 id="refunds-title">{t.refundsTitle}</h2>
            <RefundsTable refunds={data.refunds} rooms={data.rooms} />
          </section>
        ) : null}

        <p>
          <Button variant="ghost" href={lp(href('bookingHistory'))} iconStart="arrow-left">
            {t.backToHistory}
          </Button>
        </p>
      </Container>

      <ConfirmFullDialog
        preview={fullPreview}
        busy={cancelAll.isPending}
        onConfirm={confirmFull}
        onClose={() => setFullPreview(null)}
      />
      <ConfirmRoomDialog
        charge={charge}
        busy={cancelRoom.isPending}
        onConfirm={confirmRoom}
        onClose={() => setCharge(null)}
      />
    </main>
  );
}
