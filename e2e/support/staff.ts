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
