import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { useT } from '../../i18n';
import styles from './booking.module.css';

type Props = {
  /** the code applied, in capitals; null: none */
  applied: string | null;
  /** rupees off the rooms, as the server priced it; null while it is being priced */
  discount: number | null;
  /** why the server refused the code, or null */
  error: string | null;
  checking: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
};

const inr = (rupees: number) =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The booking page's promo code (ADR 365): the guest types a code and applies it; the server
 * prices the stay with it and the price panel shows its figures. Not a form of its own (it sits
 * beside the guest form): Enter in the field applies the code.
 */
export function PromoCodeField(p: Props) {
  const { booking: t } = useT();
  const [text, setText] = useState(p.applied ?? '');
  const apply = () => {
    const code = text.trim();
    if (code) p.onApply(code);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  // a refused code stays in the field to be corrected, or removed to pay without one
  const locked = p.applied !== null && p.error === null;
  const ok = locked && p.discount !== null;
  const remove = (
    <Button
      type="button"
      variant="secondary"
      disabled={p.disabled}
      onClick={() => {
        setText('');
        p.onRemove();
      }}
    >
      {t.promoRemove}
    </Button>
  );
  return (
    <section className={styles.panel} aria-labelledby="promo-title">
      <h2 id="promo-title">{t.promoTitle}</h2>
      <div className={styles.promoRow}>
        <TextField
          label={t.promoLabel}
          hideLabel
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={p.disabled || locked}
          error={p.error ?? undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
        />
        {locked ? null : (
          <Button
            type="button"
            variant="secondary"
            disabled={p.disabled || text.trim() === ''}
            onClick={apply}
          >
            {t.promoApply}
          </Button>
        )}
        {p.applied !== null ? remove : null}
      </div>
      <p className={styles.small} role="status">
        {p.checking ? t.promoChecking : ok ? t.promoApplied(p.applied!, inr(p.discount!)) : ''}
      </p>
    </section>
  );
}
