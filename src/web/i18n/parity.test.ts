import { describe, expect, it } from 'vitest';
import { en } from './en';
import { hi } from './hi';

/** Every key path of a dictionary ('common.nav.hotels', 'hotels.rooms()', 'common.footer.categories.0'). */
function keyPaths(value: unknown, at = ''): string[] {
  if (typeof value === 'function') return [`${at}()`];
  if (value === null || typeof value !== 'object') return [at];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, at ? `${at}.${k}` : k));
}

/** Keys of `a` that `b` lacks. */
function lacking(a: unknown, b: unknown): string[] {
  const have = new Set(keyPaths(b));
  return keyPaths(a).filter((k) => !have.has(k));
}

describe('the Hindi dictionary', () => {
  it('has every key the English one has', () => {
    expect(lacking(en, hi)).toEqual([]);
  });

  it('has no key the English one lacks', () => {
    expect(lacking(hi, en)).toEqual([]);
  });

  it('finds a missing or an extra key (the check itself works)', () => {
    const { home: _dropped, ...missing } = hi;
    expect(lacking(en, missing)).toContain('home.hero.title');
    expect(lacking({ ...hi, extra: { x: 'y' } }, en)).toEqual(['extra.x']);
  });

  it('gives every function the same number of parameters', () => {
    const arity = (d: unknown, at = ''): string[] =>
      typeof d === 'function'
        ? [`${at}/${d.length}`]
        : d && typeof d === 'object'
          ? Object.entries(d).flatMap(([k, v]) => arity(v, `${at}.${k}`))
          : [];
    expect(arity(hi)).toEqual(arity(en));
  });
});
