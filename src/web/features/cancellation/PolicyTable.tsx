import type { BookingPolicyReply } from '../../../shared/contracts/cancellation';
import { Badge } from '../../components/Badge';
import { useT } from '../../i18n';
import styles from './cancellation.module.css';

type Props = { policy: BookingPolicyReply };

/** The deduction bands; the band that applies to this booking now is marked. */
export function PolicyTable({ policy }: Props) {
  const { cancellation: t } = useT();
  const days = policy.applicable.DaysBeforeCheckIn;
  const applies = (min: number, max: number | null) => days >= min && (max === null || days <= max);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.policyCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.policyDays}</th>
            <th scope="col">{t.policyDeduction}</th>
          </tr>
        </thead>
        <tbody>
          {policy.data.map((band) => {
            const current = applies(band.MinDays, band.MaxDays) || (band.MinDays === 0 && days < 0);
            return (
              <tr key={band.MinDays} className={current ? styles.current : undefined}>
                <th scope="row" data-label={t.policyDays}>
                  {t.policyBand(band.MinDays, band.MaxDays)}
                  {current ? (
                    <>
                      {' '}
                      <Badge tone="info" size="sm">
                        {t.policyApplies}
                      </Badge>
                    </>
                  ) : null}
                </th>
                <td data-label={t.policyDeduction}>
                  {band.DeductionPercent === null
                    ? t.policyNotAllowed
                    : t.policyPercent(band.DeductionPercent)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
