import type { TrackedPage } from './browser';
import { expectSeen } from './seen';

const PASSWORD = process.env.DEMO_STAFF_PASSWORD ?? 'demo-staff-password';

/** The smallest file the back office accepts as a PDF (it checks the `%PDF-` signature). */
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Signs a demo staff member in at /admin and waits for the back office's navigation. */
export async function signInStaff(t: TrackedPage, email: string): Promise<void> {
  const { page } = t;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectSeen(page.getByRole('navigation', { name: 'Back office' }));
}

/**
 * A new back-office account made by the demo admin through the API (e.g. a front-desk clerk or a
 * housekeeper of hotel 1, or a tour operator of the tours `tourIds`); sign it in with
 * signInStaff(t, email).
 */
export async function createStaffAccount(
  t: TrackedPage,
  role: 'front_desk' | 'housekeeping' | 'hotel_manager' | 'tour_operator',
  hotelIds: number[],
  prefix: string = role.replace('_', '-'),
  tourIds: number[] = [],
): Promise<string> {
  const email = `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@jtdc.demo`;
  const req = t.context.request;
  const login = await req.post('/api/staff/login', {
    data: { email: 'admin@jtdc.demo', password: PASSWORD },
  });
  if (login.status() !== 200) throw new Error(`admin sign-in: ${await login.text()}`);
  const made = await req.post('/api/staff/accounts', {
    data: { email, role, hotelIds, tourIds, password: PASSWORD },
  });
  if (made.status() !== 200) throw new Error(`staff account: ${await made.text()}`);
  await req.post('/api/staff/logout');
  return email;
}
