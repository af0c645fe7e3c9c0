import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  REVIEW_LIMITS,
  staffReviewReply,
  staffReviewsReply,
  type StaffReview,
} from '../../../shared/contracts/reviews';
import { formatMonth } from '../../../shared/month';
import type { ReviewStatus } from '../../../shared/statuses';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { useStaff } from '../useStaff';
import { errorText, shortDate } from '../bookings/deskShared';
import styles from '../bookings/desk.module.css';

const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Waiting for moderation',
  published: 'Published',
  hidden: 'Hidden',
};
const FILTERS: ReviewStatus[] = ['pending', 'published', 'hidden'];

type Dialog = { review: StaffReview; kind: 'hide' | 'reply' };

/**
 * /admin/reviews: guests' reviews of completed stays (ADR 320). Moderators publish them on the
 * hotel page or hide them with a reason; the hotel's manager (or an admin) may reply.
 */
export function ReviewsPage() {
  const me = useStaff();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [notice, setNotice] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'reviews', status],
    queryFn: async () =>
      (await adminApi(`/api/staff/reviews?status=${status}`, staffReviewsReply)).data,
  });
  const publish = useMutation({
    mutationFn: async (r: StaffReview) =>
      adminApi(`/api/staff/reviews/${r.id}/publish`, staffReviewReply, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'reviews'] });
      setNotice(`Review of booking ${res.data.bookingRef}: ${res.message ?? 'published'}`);
    },
  });
  const canReply = me.role === 'admin' || me.role === 'hotel_manager';
  return (
    <AdminPage
      title="Reviews"
      intro="Guests rate a stay after check-out. A review shows on the hotel page once it is published."
    >
      <fieldset className={styles.fieldset}>
        <legend>Show</legend>
        {FILTERS.map((s) => (
          <label key={s} className={styles.radio}>
            <input
              type="radio"
              name="review-status"
              value={s}
              checked={status === s}
              onChange={() => setStatus(s)}
            />{' '}
            {STATUS_LABEL[s]}
          </label>
        ))}
      </fieldset>
      <p role="status" aria-live="polite" className={styles.note}>
        {notice}
      </p>
      {q.isPending ? <Spinner block /> : null}
      {q.isError || publish.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error ?? publish.error)}
        </p>
      ) : null}
      {q.data && q.data.length === 0 ? <p>No reviews here.</p> : null}
      {q.data?.map((r) => (
        <article
          key={r.id}
          className={styles.card}
          aria-label={`Review of booking ${r.bookingRef}`}
        >
          <h2>
            {r.hotelName}: {r.rating} of 5
          </h2>
          <p>
            Booking {r.bookingRef}, stayed {formatMonth(r.stayMonth)}, written{' '}
            {shortDate(r.createdAt.slice(0, 10))}. {STATUS_LABEL[r.status]}.
          </p>
          {r.text ? <p className={styles.note}>{r.text}</p> : <p>(A rating without text.)</p>}
          {r.hiddenReason ? <p>Hidden because: {r.hiddenReason}</p> : null}
          {r.reply ? <p className={styles.note}>Hotel&apos;s reply: {r.reply}</p> : null}
          <div className={styles.actions}>
            {r.status !== 'published' ? (
              <Button size="sm" loading={publish.isPending} onClick={() => publish.mutate(r)}>
                Publish
              </Button>
            ) : null}
            {r.status !== 'hidden' ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() => setDialog({ review: r, kind: 'hide' })}
              >
                Hide
              </Button>
            ) : null}
            {canReply ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDialog({ review: r, kind: 'reply' })}
              >
                {r.reply ? 'Edit reply' : 'Reply'}
              </Button>
            ) : null}
          </div>
        </article>
      ))}
      {dialog ? (
        <TextDialog
          dialog={dialog}
          onClose={() => setDialog(null)}
          onDone={(msg) => {
            setDialog(null);
            setNotice(msg);
          }}
        />
      ) : null}
    </AdminPage>
  );
}

function TextDialog({
  dialog,
  onClose,
  onDone,
}: {
  dialog: Dialog;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { review, kind } = dialog;
  const qc = useQueryClient();
  const id = useId();
  const [value, setValue] = useState(kind === 'reply' ? (review.reply ?? '') : '');
  const [formError, setFormError] = useState('');
  const m = useMutation({
    mutationFn: async () =>
      adminApi(`/api/staff/reviews/${review.id}/${kind}`, staffReviewReply, {
        method: 'POST',
        body: kind === 'hide' ? { reason: value.trim() } : { reply: value.trim() },
      }),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: [ADMIN_KEY, 'reviews'] });
      onDone(`Review of booking ${res.data.bookingRef}: ${res.message ?? ''}`);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim())
      return setFormError(kind === 'hide' ? 'Write why the review is hidden.' : 'Write the reply.');
    setFormError('');
    m.mutate();
  };
  const label = kind === 'hide' ? 'Reason for hiding' : "The hotel's reply";
  return (
    <Modal
      open
      onClose={onClose}
      title={
        kind === 'hide'
          ? `Hide the review of ${review.bookingRef}`
          : `Reply to ${review.bookingRef}`
      }
      closeLabel="Close"
      description={
        kind === 'hide'
          ? 'The guest sees the review as hidden in their account; the reason stays in the back office.'
          : 'The reply shows under the review on the hotel page once it is published, and in the guest’s account.'
      }
    >
      <form className={styles.formGrid} onSubmit={submit} noValidate>
        <div>
          <label htmlFor={id}>{label}</label>
          <textarea
            id={id}
            className={styles.textarea}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={kind === 'hide' ? REVIEW_LIMITS.reason : REVIEW_LIMITS.reply}
            required
          />
        </div>
        {formError || m.isError ? (
          <p className={styles.error} role="alert">
            {formError || errorText(m.error)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="submit"
            loading={m.isPending}
            variant={kind === 'hide' ? 'danger' : 'primary'}
          >
            {kind === 'hide' ? 'Hide' : 'Save reply'}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </form>
    </Modal>
  );
}
