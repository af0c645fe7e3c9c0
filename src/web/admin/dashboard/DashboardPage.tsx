import { AdminPage } from '../AdminPage';
import { useStaff } from '../useStaff';

/** /admin: the day at a glance for the hotels the staff member can reach. */
export function DashboardPage() {
  const me = useStaff();
  return <AdminPage title="Dashboard" intro={`Signed in as ${me.email}.`} />;
}
