import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import {
  myReviewReply,
  REVIEW_LIMITS,
  reviewableStayReply,
  type MyReview,
} from '../../../shared/contracts/reviews';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { TextareaField } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { Stars } from '../../components/Stars';
import { useLang, useLocalePath, useT } from '../../i18n';
import { api, ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import styles from './reviews.module.css';

const stayKey = (id: string) => ['review-stay', id] as const;

/**
 * /review-stay/{bookingId}: the guest rates a completed stay (1 to 5 stars) and may write a
 * review, once; afterwards the page shows the review, its status and the hotel's reply (ADR 320).
 */
export function ReviewStayPage() {
  const t = useT().requests.reviewStay;
  const lang = useLang();
  const lp = useLocalePath();
  const { bookingId = '' } = useParams<{ bookingId: string }>();
  usePageMeta(t.title, t.meta);
  const stay = useQuery({
    queryKey: stayKey(bookingId),
    queryFn: async () =>
      (await api(`/api/reviews/booking/${encodeURIComponent(bookingId)}`, reviewableStayReply))
        .data,
  });
  const back = <Button href={lp(href('bookingHistory'))}>{t.backToHistory}</Button>;

  let body;
  if (stay.isPending) body = <Spinner block />;
  else if (stay.isError) {
    const missing = stay.error instanceof ApiError && [400, 404].includes(stay.error.status);
    body = <EmptyState tone="error" title={missing ? t.notFound : t.loadError} action={back} />;
  } else {
    const s = stay.data;
    body = (
      <>
        <p className={styles.stay}>
          <strong>
            {t.stayAt(s.hotelName, formatDate(s.checkIn, lang), formatDate(s.checkOut, lang))}
          </strong>
          <br />
          {t.bookingRef(s.bookingRef)}
        </p>
        {s.review ? (
          <ReviewShown review={s.review} />
        ) : s.canReview ? (
          <ReviewForm bookingId={s.bookingId} />
        ) : (
          <p role="status">{t.notYet}</p>
        )}
        <p className={styles.links}>
          {back}{' '}
          <Button variant="secondary" href={lp(href('hotel', { hotelID: s.hotelId }))}>
            {t.seeHotel}
          </Button>
        </p>
      </>
    );
  }
  return (
    <main id="main">
      <PageHeader title={t.title} size="sm" />
      <Container spacing="lg" size="narrow">
        {body}
      </Container>
    </main>
  );
}

function ReviewShown({ review }: { review: MyReview }) {
  const t = useT().requests.reviewStay;
  return (
    <section aria-labelledby="your-review" className={styles.shown}>
      <h2 id="your-review">{t.yourReview}</h2>
      <p>
        <Stars value={review.rating} label={t.ratedOutOf5(review.rating)} />
      </p>
      {review.text ? <p className={styles.text}>{review.text}</p> : null}
      <p>
        <strong>{t.statusLabel}:</strong> {t.status[review.status]}
      </p>
      {review.reply ? (
        <p className={styles.reply}>
          <strong>{t.hotelReply}</strong> {review.reply}
        </p>
      ) : null}
    </section>
  );
}

function ReviewForm({ bookingId }: { bookingId: number }) {
  const t = useT().requests.reviewStay;
  const qc = useQueryClient();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const send = useMutation({
    mutationFn: async () =>
      api('/api/reviews', myReviewReply, {
        method: 'POST',
        body: { bookingId, rating, text: text.trim() },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: stayKey(String(bookingId)) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (rating < 1 || rating > 5) next.rating = t.ratingRequired;
    if (text.trim().length > REVIEW_LIMITS.text) next.text = t.tooLong(REVIEW_LIMITS.text);
    setErrors(next);
    if (Object.keys(next).length > 0) {
      document.getElementById(next.rating ? 'rating-1' : 'review-text')?.focus();
      return;
    }
    send.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      <fieldset
        className={styles.ratingSet}
        aria-describedby={errors.rating ? 'rating-hint rating-error' : 'rating-hint'}
      >
        <legend>
          {t.ratingLegend} <span aria-hidden="true">*</span>
        </legend>
        <p id="rating-hint" className={styles.hint}>
          {t.ratingHint}
        </p>
        <div className={styles.starChoices}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.starChoice}>
              <input
                type="radio"
                name="rating"
                id={`rating-${n}`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <span>{t.starLabel(n)}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="rating-error" role="alert" className={styles.error}>
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        id="review-text"
        label={t.textLabel}
        hint={t.textHint(REVIEW_LIMITS.text)}
        error={errors.text}
        value={text}
        rows={5}
        onChange={(e) => setText(e.target.value)}
      />
      {send.isError ? (
        <p role="alert" className={styles.error}>
          {send.error.message}
        </p>
      ) : null}
      <Button type="submit" variant="accent" loading={send.isPending}>
        {t.submit}
      </Button>
    </form>
  );
}
