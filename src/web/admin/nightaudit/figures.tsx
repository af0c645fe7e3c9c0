import { FOLIO_METHOD_LABELS } from '../../../shared/contracts/folio';
import type { NightAudit } from '../../../shared/contracts/rooms';
import { rupees } from '../bookings/deskShared';
import styles from './figures.module.css';

/*
 * A closed day's frozen figures in words (ADR 311), shared by the night-audit page and the
 * dashboard. A figure kept only since a later version is null on a day closed before it: "Not
 * recorded", never a made-up zero.
 */

export const NOT_RECORDED = 'Not recorded';

/** Basis points as a percentage: 833 → "8.33%". */
export const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export const countText = (n: number | null) => (n === null ? NOT_RECORDED : String(n));

const METHODS: readonly { key: keyof NonNullable<NightAudit['byMethodPaise']>; label: string }[] = [
  { key: 'online', label: 'Online' },
  { key: 'cash', label: FOLIO_METHOD_LABELS.cash },
  { key: 'card', label: FOLIO_METHOD_LABELS.card },
  { key: 'upi', label: FOLIO_METHOD_LABELS.upi },
  { key: 'company', label: FOLIO_METHOD_LABELS.company },
];

/** The day's money by how it was paid: one line per method that took any, or "None". */
export function ByMethod({ paise }: { paise: NightAudit['byMethodPaise'] }) {
  if (paise === null) return <>{NOT_RECORDED}</>;
  const lines = METHODS.filter((m) => paise[m.key] > 0);
  if (lines.length === 0) return <>None</>;
  return (
    <ul className={styles.methods}>
      {lines.map((m) => (
        <li key={m.key}>
          {m.label} {rupees(paise[m.key])}
        </li>
      ))}
    </ul>
  );
}
