import {
  CONSENT_KINDS,
  CONSENT_TEXT_VERSION,
  type ConsentKind,
} from '../../../shared/contracts/account';
import type { DbOrTx } from '../../db/client';
import * as repo from './consents.repo';

export type ConsentSource = 'signup' | 'booking' | 'newsletter' | 'account';

/**
 * Records a consent with its time and the version of the text it was given to (ADR 122). Call with
 * the transaction of the action that carries it (the sign-up, the booking, the subscription).
 */
export function recordConsent(
  tx: DbOrTx,
  c: {
    kind: ConsentKind;
    source: ConsentSource;
    now: Date;
    customerId?: number | null;
    email?: string | null;
  },
): Promise<void> {
  return repo.insertConsent(tx, {
    customerId: c.customerId ?? null,
    email: c.email ?? null,
    kind: c.kind,
    textVersion: CONSENT_TEXT_VERSION[c.kind],
    source: c.source,
    givenAt: c.now,
  });
}

/** Withdraws the live consents of these kinds (the newsletter and marketing ones from a mail). */
export const withdrawConsents = (
  tx: DbOrTx,
  who: { customerId?: number | null; email?: string | null },
  kinds: readonly ConsentKind[],
  now: Date,
) => repo.withdraw(tx, who, kinds, now);

/** The customer's consent record for the data export. */
export async function consentsForExport(db: DbOrTx, who: { customerId: number; email: string }) {
  return (await repo.consentsOf(db, who)).map((c) => ({
    kind: c.kind,
    textVersion: c.textVersion,
    source: c.source,
    givenAt: c.givenAt.toISOString(),
    withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
  }));
}

/**
 * At account deletion: every live consent withdrawn and the address dropped from the rows; the
 * record of what was agreed and when stays, tied to the anonymised account.
 */
export async function forgetCustomer(
  tx: DbOrTx,
  who: { customerId: number; email: string },
  now: Date,
): Promise<void> {
  await repo.withdraw(tx, who, CONSENT_KINDS, now);
  await repo.forgetEmail(tx, who.customerId, who.email);
}
