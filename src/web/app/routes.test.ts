import { describe, expect, it } from 'vitest';
import { isAdminPath, isAppPath } from '../../shared/routes';
import { routes } from './routes';

describe('the route table the server answers 200 for', () => {
  it('holds every route the web router serves', () => {
    for (const r of routes) {
      const sample = r.path.replace(/:[^/]+/g, '7');
      expect(isAppPath(sample), r.path).toBe(true);
      // the back office is English only (no /hi/admin)
      if (!isAdminPath(sample)) expect(isAppPath(`/hi${sample}`), `/hi${r.path}`).toBe(true);
    }
  });
});
