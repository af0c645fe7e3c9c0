import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useMessage } from '../i18n';
import { cx } from './cx';
import { Icon } from './Icon';
import styles from './Field.module.css';

/** Props Field hands to its control so label, hint and error are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  className: string;
}

export interface FieldOwnProps {
  label: ReactNode;
  /** Control id; generated when absent. */
  id?: string;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; sets aria-invalid, is linked with aria-describedby and announced (role=alert). */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required (validation stays with the form). */
  required?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Class of the outer wrapper. */
  className?: string;
}

export interface FieldProps extends FieldOwnProps {
  /** Render the control, spreading the given props onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

function joinIds(...ids: Array<string | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined.length > 0 ? joined : undefined;
}

/** Label + control + hint + error. Use the typed wrappers below for the common controls. */
export function Field({
  label,
  id,
  hint,
  error,
  required = false,
  hideLabel = false,
  className,
  children,
}: FieldProps) {
  const tr = useMessage();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const invalid = errorId !== undefined;

  return (
    <div className={cx(styles.field, invalid && styles.invalid, className)}>
      <label htmlFor={controlId} className={cx(styles.label, hideLabel && 'visually-hidden')}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hintId ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': invalid || undefined,
        'aria-describedby': joinIds(errorId, hintId),
        'aria-required': required || undefined,
        className: styles.control ?? '',
      })}
      {errorId ? (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="alert" className={styles.errorIcon} />
          <span>{typeof error === 'string' ? tr(error) : error}</span>
        </p>
      ) : null}
    </div>
  );
}

function mergeControl(
  control: FieldControlProps,
  own: { className?: string | undefined; 'aria-describedby'?: string | undefined },
): FieldControlProps {
  return {
    ...control,
    className: cx(control.className, own.className),
    'aria-describedby': joinIds(control['aria-describedby'], own['aria-describedby']),
  };
}

export type TextFieldProps = FieldOwnProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'> & {
    /** Class of the <input>. */
    inputClassName?: string;
    /** Element shown inside the input's end edge, e.g. a show/hide password toggle button. */
    end?: ReactNode;
  };

/** A text-like <input> (text, email, tel, password, date, number...) with label and messages. */
export function TextField({
  label,
  id,
  hint,
  error,
  required,
  hideLabel,
  className,
  inputClassName,
  end,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => {
        const input = (
          <input
            {...inputProps}
            {...mergeControl(control, {
              className: cx(inputClassName, hasContent(end) && styles.withEnd),
              'aria-describedby': inputProps['aria-describedby'],
            })}
          />
        );
        return hasContent(end) ? (
          <div className={styles.adorned}>
            {input}
            <div className={styles.end}>{end}</div>
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}

export type SelectFieldProps = FieldOwnProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className'> & {
    selectClassName?: string;
  };

/** A <select> with label and messages; pass <option> elements as children. */
export function SelectField({
  label,
  id,
  hint,
  error,
  required,
  hideLabel,
  className,
  selectClassName,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <div className={styles.selectWrap}>
          <select
            {...selectProps}
            {...mergeControl(control, {
              className: cx(styles.select, selectClassName),
              'aria-describedby': selectProps['aria-describedby'],
            })}
          >
            {children}
          </select>
          <Icon name="chevron-down" className={styles.selectIcon} />
        </div>
      )}
    </Field>
  );
}

export type TextareaFieldProps = FieldOwnProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'> & {
    textareaClassName?: string;
  };

/** A <textarea> with label and messages. */
export function TextareaField({
  label,
  id,
  hint,
  error,
  required,
  hideLabel,
  className,
  textareaClassName,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <textarea
          rows={rows}
          {...textareaProps}
          {...mergeControl(control, {
            className: cx(styles.textarea, textareaClassName),
            'aria-describedby': textareaProps['aria-describedby'],
          })}
        />
      )}
    </Field>
  );
}

export type CheckboxFieldProps = Omit<FieldOwnProps, 'hideLabel'> &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'type'>;

/** A checkbox with its label to the right, plus hint and error. */
export function CheckboxField({
  label,
  id,
  hint,
  error,
  required = false,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const tr = useMessage();
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  return (
    <div className={cx(styles.checkField, errorId && styles.invalid, className)}>
      <div className={styles.checkRow}>
        <input
          {...inputProps}
          type="checkbox"
          id={controlId}
          className={styles.checkbox}
          aria-invalid={errorId ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={joinIds(errorId, hintId, inputProps['aria-describedby'])}
        />
        <label htmlFor={controlId} className={styles.checkLabel}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
      </div>
      {hintId ? (
        <p id={hintId} className={cx(styles.hint, styles.checkMessage)}>
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className={cx(styles.error, styles.checkMessage)} role="alert">
          <Icon name="alert" className={styles.errorIcon} />
          <span>{typeof error === 'string' ? tr(error) : error}</span>
        </p>
      ) : null}
    </div>
  );
}
