/**
 * A promise rejected with no handler ends a Node process by default, taking every request in
 * flight with it. The server logs it instead and keeps serving (ADR 213): the fault is one
 * request's, and the log names it so it can be fixed at its cause.
 */
export function logUnhandledRejections(
  log: (reason: unknown) => void,
  proc: NodeJS.EventEmitter = process,
): () => void {
  const listener = (reason: unknown) => {
    try {
      log(reason);
    } catch {
      // a logger that throws must not turn a logged fault into a crash
    }
  };
  proc.on('unhandledRejection', listener);
  return () => {
    proc.off('unhandledRejection', listener);
  };
}
