import type { Parser } from '../../../lib/api';

/**
 * Hand-written reply checks for the home page: zod stays out of the home route's JavaScript
 * (about 15 KB gzip), which a cheap phone on a slow network should not have to load.
 */
export type Obj = Record<string, unknown>;

export class ReplyShapeError extends Error {}

function fail(what: string): never {
  throw new ReplyShapeError(`Unexpected reply: ${what}`);
}

export function obj(v: unknown, what = 'an object'): Obj {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) fail(what);
  return v as Obj;
}

export function str(o: Obj, key: string): string {
  const v = o[key];
  if (typeof v !== 'string') fail(key);
  return v;
}

export function num(o: Obj, key: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(key);
  return v;
}

export function numOrNull(o: Obj, key: string): number | null {
  const v = o[key];
  if (v === null || v === undefined) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(key);
  return v;
}

export function strOrNull(o: Obj, key: string): string | null {
  const v = o[key];
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') fail(key);
  return v;
}

export function arr<T>(v: unknown, item: (x: unknown) => T, what = 'a list'): T[] {
  if (!Array.isArray(v)) fail(what);
  return v.map(item);
}

/** `{ success: true, data: [...] }` with each item checked by `item`. */
export function dataList<T>(item: (o: Obj) => T): Parser<T[]> {
  return {
    parse(body) {
      const b = obj(body, 'the reply');
      if (b.success !== true) fail('success');
      return arr(b.data, (x) => item(obj(x)), 'data');
    },
  };
}
