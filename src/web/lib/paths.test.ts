import { describe, expect, it } from 'vitest';
import { safeNext } from './paths';

describe('safeNext: the page to return to is a path on this site after normalising, or nothing', () => {
  it.each([
    '/.//evil.example/',
    '/..//x',
    '/%2e//x',
    '/%2E%2E//x',
    '/./\\x',
    '/a/..//evil.example',
    '/.\\/evil.example',
  ])('refuses %s, which the URL parser turns into a path to another host', (next) => {
    expect(safeNext(next)).toBeNull();
  });

  it('refuses an auth page reached through dot segments', () => {
    expect(safeNext('/x/../login')).toBeNull();
    expect(safeNext('/./signup')).toBeNull();
  });

  it('keeps an ordinary path, normalised, with its query and fragment', () => {
    expect(safeNext('/hotel/3?x=1#rooms')).toBe('/hotel/3?x=1#rooms');
    expect(safeNext('/a/./b/../c')).toBe('/a/c');
    expect(safeNext('/')).toBe('/');
  });
});
