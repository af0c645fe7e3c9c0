import { AdminPage } from '../AdminPage';
import { useStaff } from '../useStaff';
import { TotpSetup } from './TotpSetup';

/** /admin/security: the staff member's own two-factor sign-in. */
export function SecurityPage() {
  const me = useStaff();
  return (
    <AdminPage
      title="Two-factor sign-in"
      intro="A code from an authenticator app on your phone, asked at every sign-in after your password."
    >
      {me.totpEnabled ? (
        <p>
          Two-factor sign-in is on for your account. If you lose your phone, ask an administrator to
          reset it; you then set it up again here.
        </p>
      ) : (
        <TotpSetup />
      )}
    </AdminPage>
  );
}
