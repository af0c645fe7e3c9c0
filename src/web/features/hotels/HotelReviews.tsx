import { useQuery } from '@tanstack/react-query';
import { hotelReviewsReply } from '../../../shared/contracts/reviews';
import { formatMonth } from '../../../shared/month';
import { Stars } from '../../components/Stars';
import { useLang, useT } from '../../i18n';
import { api } from '../../lib/api';
import styles from './hotels.module.css';

export const getHotelReviews = (id: number) =>
  api(`/api/hotel/${id}/reviews`, hotelReviewsReply).then((r) => r.data);

/**
 * The hotel's published reviews (ADR 320): the average of their ratings and each review with the
 * month of the stay and the hotel's reply. A hotel without a review shows that, never a rating.
 */
export function HotelReviews({ hotelId }: { hotelId: number }) {
  const { hotels: t } = useT();
  const lang = useLang();
  const q = useQuery({
    queryKey: ['public', 'hotel-reviews', hotelId],
    queryFn: () => getHotelReviews(hotelId),
  });
  const d = q.data;
  return (
    <section aria-labelledby="reviews-title" className={styles.reviews}>
      <h2 id="reviews-title">{t.reviewsTitle}</h2>
      {!d ? null : d.average === null ? (
        <p>{t.noReviews}</p>
      ) : (
        <>
          <p className={styles.reviewAverage}>
            <Stars value={d.average} label={t.ratedOutOf5(d.average)} />{' '}
            <span aria-hidden="true" className={styles.reviewScore}>
              {d.average.toFixed(1)}
            </span>{' '}
            <span>{t.reviewCount(d.count)}</span>
          </p>
          <ul className={styles.reviewList}>
            {d.reviews.map((r) => (
              <li key={r.id}>
                <article aria-label={t.reviewOf(formatMonth(r.stayMonth, lang))}>
                  <p className={styles.reviewMeta}>
                    <Stars value={r.rating} label={t.ratedOutOf5(r.rating)} />{' '}
                    <span>{t.stayedIn(formatMonth(r.stayMonth, lang))}</span>
                  </p>
                  {r.text ? <p>{r.text}</p> : null}
                  {r.reply ? (
                    <p className={styles.reviewReply}>
                      <strong>{t.hotelReply}</strong> {r.reply}
                    </p>
                  ) : null}
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
