import { useEffect, useState } from 'react';
import { STAFF_IDLE_WARNING_MINUTES } from '../../shared/contracts/staff';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { lastActivityAt, onActivity } from './api';
import { useStaff, useStaffSession } from './useStaff';

const MINUTE = 60_000;

function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

/**
 * The idle warning (ADR 134): the server ends a staff session after `idleMinutes` without a
 * request; two minutes before, this dialog offers "Stay signed in" (a request, which keeps the
 * session) or "Sign out". When the time is up the back office shows the login page.
 */
export function IdleWarning() {
  const me = useStaff();
  const { refresh, expire, signOut } = useStaffSession();
  const idleMs = me.idleMinutes * MINUTE;
  const warnMs = idleMs - STAFF_IDLE_WARNING_MINUTES * MINUTE;
  const [last, setLast] = useState(lastActivityAt);
  const [now, setNow] = useState(() => Date.now());
  const open = now - last >= warnMs;

  useEffect(() => onActivity(() => setLast(lastActivityAt())), []);

  // wake up when the warning is due, then every second while it shows
  useEffect(() => {
    const wait = open ? 1000 : Math.max(1000, last + warnMs - Date.now());
    const t = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(t);
  }, [open, last, now, warnMs]);

  useEffect(() => {
    if (now - last >= idleMs) void expire();
  }, [now, last, idleMs, expire]);

  const stay = () => {
    void refresh().then(() => setNow(Date.now()));
  };

  return (
    <Modal
      open={open}
      onClose={stay}
      role="alertdialog"
      size="sm"
      title="Are you still there?"
      closeLabel="Stay signed in"
      closeOnBackdrop={false}
      description={`For security you will be signed out in ${formatLeft(last + idleMs - now)} without activity.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
          <Button onClick={stay}>Stay signed in</Button>
        </>
      }
    />
  );
}
