/**
 * Whether a partial cancellation of a booking has started is remembered locally,
 * per booking (localStorage). Safe to import on a server: window is read only when called.
 */
const key = (bookingId: string) => `jtdc.cancellation.partialStarted.${bookingId}`;

export function readPartialStarted(bookingId: string): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(key(bookingId)) === '1';
  } catch {
    return false;
  }
}

export function markPartialStarted(bookingId: string): void {
  try {
    window.localStorage.setItem(key(bookingId), '1');
  } catch {
    // storage unavailable (private mode): the booking's own status still says partial has started
  }
}
