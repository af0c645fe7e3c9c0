import type { App, AppDeps } from '../../types';

/** The manifest of a departure (staff). */
export async function manifestRoutes(_app: App, _deps: AppDeps): Promise<void> {}
