import { TextField } from '../../components/Field';
import styles from './reports.module.css';

/** The month picker above a monthly return or register (YYYY-MM). */
export function MonthFilter(props: { month: string; onChange: (month: string) => void }) {
  return (
    <div className={styles.filters}>
      <TextField
        label="Month"
        type="month"
        value={props.month}
        required
        onChange={(e) => props.onChange(e.target.value)}
        hint="Year and month, e.g. 2026-11"
      />
    </div>
  );
}
