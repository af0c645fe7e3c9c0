import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import styles from './auth.module.css';

/** A password input with a show/hide toggle (a pressed/unpressed button inside the field). */
export function PasswordField({ id, ...props }: Omit<TextFieldProps, 'type' | 'end'>) {
  const { auth: t } = useT();
  const [shown, setShown] = useState(false);
  const generated = useId();
  const inputId = id ?? `password-${generated}`;
  return (
    <TextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} />
          <span className="visually-hidden">{t.password.show}</span>
        </button>
      }
    />
  );
}
