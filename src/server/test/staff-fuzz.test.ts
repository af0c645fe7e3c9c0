import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';
import { staffCookie } from './staff';
import {
  CONTENT_KIND_INFO,
  contentKind,
  type ContentValue,
} from '../../shared/contracts/content-admin';

/*
 * Every staff route, as the app registered it, sent malformed input by a signed-in admin: invalid
 * JSON, wrong types, arrays and scalars instead of objects, nulls, huge strings, lone surrogates,
 * impossible dates and broken path parameters. Whatever the input, the answer is never a 5xx.
 */

type Route = { method: string; path: string };

/**
 * The routes of the app from Fastify's own route tree (`printRoutes({ commonPrefix: false })`):
 * each line is a path segment under its parent, indented four characters per level.
 */
function registeredRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

/** A valid-looking string for a field, by its name (so the other fields of a body pass). */
function textFor(key: string): string {
  if (/e?mail/i.test(key)) return 'fuzz@example.com';
  if (/mobile|phone/i.test(key)) return '9876543210';
  if (/password/i.test(key)) return 'a-long-enough-password';
  if (/totp|code/i.test(key)) return '123456';
  if (/time/i.test(key)) return '12:00 PM';
  if (/^(from|checkin)$/i.test(key)) return '2027-01-10';
  if (/^(to|checkout)$/i.test(key)) return '2027-01-12';
  if (/date/i.test(key)) return '2027-01-10';
  if (/gstin/i.test(key)) return '';
  return 'x';
}

/** A value of roughly the right shape for a schema (enums: the first value). */
function sample(s: JsonSchema | undefined, key = '', depth = 0): unknown {
  if (!s || depth > 4) return textFor(key);
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return sample(s.anyOf[0], key, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k, depth + 1)]),
      );
    case 'array':
      return [sample(s.items, key, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return textFor(key);
  }
}

const LONE = '\ud800';
const HUGE = 'a'.repeat(60_000);
/** What each field of a body (and each query parameter) is replaced with, one at a time. */
const BAD_VALUES: unknown[] = [null, LONE, `a${LONE}b`, HUGE, 12, -1, 1e308, true, [], {}, ['x']];
const BAD_QUERY = [
  '',
  'x',
  '%ED%A0%80',
  '%ZZ',
  '-1',
  '99999999999999999999',
  '2027-13-01',
  '2027-02-30',
  '9999-12',
  '0000-01',
  '2027-00',
  HUGE.slice(0, 4000),
];
/** Whole bodies that are not the object a route expects. */
const RAW_BODIES = ['{"a":', '[]', '[{}]', 'null', '"x"', '1', 'true', '{}', '{"__proto__":{}}'];

/**
 * The paths of a route with its parameters filled: an id that exists in the demo seed, and every
 * value of a parameter the schema lists (each kind of content); with `bad`, that in every place.
 */
function fillPath(path: string, params: Record<string, JsonSchema | undefined>, bad?: string) {
  let urls = [path];
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    const values = bad !== undefined ? [bad] : (params[name!]?.enum ?? [1]).map(String);
    urls = urls.flatMap((u) => values.map((v) => u.replace(`:${name}`, v)));
  }
  return urls;
}

/**
 * A valid body for a route whose body the route checks itself (the content kinds: one schema per
 * kind, made from CONTENT_KIND_INFO), so each field is fuzzed past the others' validation.
 */
function contentBase(url: string): Record<string, ContentValue> | null {
  const kind = contentKind.safeParse(/^\/api\/staff\/content\/([a-z]+)(?:\/\d+)?$/.exec(url)?.[1]);
  if (!kind.success) return null;
  const values: Record<string, ContentValue> = {};
  for (const f of CONTENT_KIND_INFO[kind.data].fields) {
    values[f.name] =
      f.type === 'number'
        ? 1
        : f.type === 'date'
          ? '2027-01-10'
          : f.type === 'lines'
            ? ['x']
            : f.type === 'checkbox'
              ? true
              : /image|photo|poster|url/.test(f.name)
                ? '/media/x.svg'
                : 'x';
  }
  return { ...values, published: true };
}

/** Each field of a body replaced by each bad value, one at a time, nested objects and lists too. */
function mutations(base: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(base)) {
    for (const v of BAD_VALUES)
      out.push([`${key}=${JSON.stringify(v).slice(0, 20)}`, { ...base, [key]: v }]);
    const inner = Array.isArray(value) ? value[0] : value;
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const sub of Object.keys(inner)) {
        for (const v of [null, LONE, HUGE, -1, 12, []]) {
          const changed = { ...(inner as object), [sub]: v };
          out.push([
            `${key}.${sub}=${JSON.stringify(v).slice(0, 20)}`,
            { ...base, [key]: Array.isArray(value) ? [changed] : changed },
          ]);
        }
      }
    }
  }
  return out;
}

let ctx: TestContext;
let doc: OpenApi;
let routes: Route[];

beforeAll(async () => {
  ctx = await createTestApp();
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApi;
  routes = registeredRoutes(ctx.app.printRoutes({ commonPrefix: false })).filter((r) =>
    r.path.startsWith('/api/staff/'),
  );
});
afterAll(() => ctx.close());

describe('impossible dates in staff query strings', () => {
  it('answer 400 with the reason, never 500', async () => {
    const cookie = await staffCookie(ctx, 'admin');
    for (const url of [
      '/api/staff/audit?from=2027-13-01',
      '/api/staff/audit.csv?to=2027-02-30',
      '/api/staff/reports/gst?month=9999-12',
      '/api/staff/reports/gst-register?month=0000-01',
      '/api/staff/hotels/1/room-types/1/rates?month=0000-01',
      '/api/staff/hotels/1/room-types/1/rates?month=9999-12',
      '/api/staff/reports?from=2027-13-01&to=2027-12-31',
    ]) {
      const res = await ctx.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/YYYY-MM/);
    }
  });
});

describe('malformed input to every staff route', () => {
  it('finds the staff routes in the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/staff/content/:kind' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/staff/reports' });
  });

  it('never answers 5xx, whatever the body, query or path', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // a session per route: logout or a disabled account must not end the others' runs
      const cookie = await staffCookie(ctx, 'admin');
      const op = doc.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const pathParams: Record<string, JsonSchema | undefined> = {};
      const queryParams: Record<string, JsonSchema | undefined> = {};
      for (const p of op?.parameters ?? []) {
        (p.in === 'path' ? pathParams : queryParams)[p.name] = p.schema;
      }
      const send = async (what: string, url: string, payload?: string) => {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: {
            cookie,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        if (res.statusCode >= 500) {
          failures.push(`${route.method} ${url} ${what} -> ${res.statusCode} ${res.body}`);
        }
      };
      const writes = route.method !== 'GET' && route.method !== 'DELETE';
      if (route.path.includes(':')) {
        for (const bad of ['x', '-1', '0', '99999999999', '%ZZ', '%ED%A0%80']) {
          for (const u of fillPath(route.path, pathParams, bad)) {
            await send(`path ${bad}`, u, writes ? '{}' : undefined);
          }
        }
      }
      for (const url of fillPath(route.path, pathParams)) {
        for (const name of Object.keys(queryParams)) {
          for (const v of BAD_QUERY) await send(`query ${name}`, `${url}?${name}=${v}`);
          await send(`query ${name} twice`, `${url}?${name}=1&${name}=2`);
        }
        if (!writes) continue;
        for (const raw of RAW_BODIES) await send(`body ${raw}`, url, raw);
        await send('huge body', url, JSON.stringify({ x: HUGE }));
        const base =
          contentBase(url) ?? sample(op?.requestBody?.content?.['application/json']?.schema);
        if (base && typeof base === 'object' && !Array.isArray(base)) {
          for (const [what, body] of mutations(base as Record<string, unknown>)) {
            await send(what, url, JSON.stringify(body));
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
