import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { ProfileUser } from '../../../shared/contracts/auth';
import { useAuth } from '../../lib/auth';
import { applyServerErrors } from './RequestParts';

/**
 * Which of a request form's fields hold the customer's name, mobile and email. Keep it a module
 * constant: a new object each render would fill a field again after the customer emptied it.
 */
export type ContactFields = { name: string; mobile: string; email: string };

/**
 * What the two request forms share: a logged-in customer's name, mobile and email are filled in
 * (and can be changed); a submit that toasts, shows the reference and starts a clean form with
 * the contact details kept; the server's field errors shown under their fields.
 */
export function useRequestForm<V extends FieldValues, T = V>(opts: {
  form: UseFormReturn<V, unknown, T>;
  empty: V;
  contact: ContactFields;
  send: (values: T) => Promise<{ ref: string; message: string }>;
  failMessage: string;
}) {
  const { form, empty, contact, send, failMessage } = opts;
  const { user } = useAuth();
  const [refNo, setRefNo] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    for (const [field, value] of contactValues<V>(contact, user)) {
      if (!form.getValues(field)) form.setValue(field, value as PathValue<V, Path<V>>);
    }
  }, [user, form, contact]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await send(values);
      toast.success(reply.message);
      setRefNo(reply.ref);
      const next: Record<string, string> = { ...empty };
      if (user) for (const [field, value] of contactValues(contact, user)) next[field] = value;
      form.reset(next as V);
    } catch (err) {
      applyServerErrors(err, form.setError, Object.keys(empty));
      toast.error(failMessage);
    }
  });

  return { user, refNo, again: () => setRefNo(null), onSubmit };
}

function contactValues<V>(contact: ContactFields, user: ProfileUser): [Path<V>, string][] {
  return [
    [contact.name as Path<V>, user.Customer_Name],
    [contact.mobile as Path<V>, user.Mobile_Number],
    [contact.email as Path<V>, user.EmailId],
  ];
}
