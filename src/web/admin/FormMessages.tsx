import ui from './ui.module.css';

/** A back-office form's outcome: its error (an alert) and its success (a status), when there is one. */
export function FormMessages({ error, notice }: { error: string | null; notice: string | null }) {
  return (
    <>
      {error ? (
        <p className={ui.error} role="alert">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p className={ui.success} role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}
