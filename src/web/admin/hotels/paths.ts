import { ADMIN_ROOT } from '../../../shared/routes';

/** An absolute link to a back-office page of this area ('/hotels/1' -> '/admin/hotels/1'). */
export const adminHref = (path: string) => `${ADMIN_ROOT}${path}`;
