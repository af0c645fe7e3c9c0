import { createHash, createHmac } from 'node:crypto';

/*
 * A minimal client of the S3 object API (ADR 327): PUT, GET, HEAD and DELETE of one object and
 * ListObjectsV2 by prefix, path-style (`<endpoint>/<bucket>/<key>`, what MinIO, Ceph and the
 * cloud stores all accept), each request signed with AWS Signature Version 4 using node:crypto
 * alone. No SDK is installed; this is the whole of what the photo store needs.
 */

export type S3Settings = {
  /** e.g. https://s3.ap-south-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, everything else %XX. */
export const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A request to sign: the headers given are all signed (lower-case names). */
export type SignInput = {
  method: string;
  /** the path, already URI-encoded segment by segment */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  payloadSha256: string;
};

/**
 * The `Authorization` header of a request (SigV4, service s3). `headers` must hold `host` and
 * `x-amz-date` (YYYYMMDDTHHMMSSZ) and, for S3, `x-amz-content-sha256`.
 */
export function signV4(
  req: SignInput,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
): string {
  const amzDate = req.headers['x-amz-date'];
  if (!amzDate) throw new Error('x-amz-date is required to sign');
  const day = amzDate.slice(0, 8);
  const names = Object.keys(req.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]),
  );
  const canonicalQuery = Object.keys(req.query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(req.query[k] ?? '')}`)
    .join('&');
  const canonical = [
    req.method,
    req.path,
    canonicalQuery,
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    names.join(';'),
    req.payloadSha256,
  ].join('\n');
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), creds.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/** `20260527T101500Z` */
const amzDateOf = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export type S3Object = {
  data: Buffer;
  contentType: string;
  size: number;
  lastModified: Date;
  metadata: Record<string, string>;
};
export type S3Head = Omit<S3Object, 'data'>;

/** An S3 answer that was not what the call expects; `status` is the HTTP status. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

export type S3Client = ReturnType<typeof s3Client>;

/**
 * A client of one bucket. `now` is the machine's time for the signature (S3 refuses a request
 * more than 15 minutes off; not the application's test clock).
 */
export function s3Client(settings: S3Settings, now: () => Date = () => new Date()) {
  const base = new URL(settings.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');

  async function send(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    key: string | null,
    opts: { query?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const segments = [settings.bucket, ...(key === null ? [] : key.split('/'))];
    const path = `${basePath}/${segments.map(uriEncode).join('/')}`;
    const query = opts.query ?? {};
    const payloadSha256 = opts.body ? sha256(opts.body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-date': amzDateOf(now()),
      'x-amz-content-sha256': payloadSha256,
      ...opts.headers,
    };
    const authorization = signV4({ method, path, query, headers, payloadSha256 }, settings);
    const qs = Object.keys(query)
      .sort()
      .map((k) => `${uriEncode(k)}=${uriEncode(query[k] ?? '')}`)
      .join('&');
    const { host: _host, ...sent } = headers;
    return fetch(`${base.protocol}//${base.host}${path}${qs ? `?${qs}` : ''}`, {
      method,
      headers: { ...sent, authorization },
      ...(opts.body ? { body: new Uint8Array(opts.body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  /** Throws the answer as an S3Error with the error document's code (not its message). */
  const fail = async (res: Response, what: string): Promise<never> => {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    throw new S3Error(res.status, `S3 ${what}: ${res.status}${code ? ` ${code}` : ''}`);
  };

  const headOf = (res: Response): S3Head => {
    const metadata: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      if (k.startsWith('x-amz-meta-')) metadata[k.slice('x-amz-meta-'.length)] = v;
    });
    return {
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      size: Number(res.headers.get('content-length') ?? 0),
      lastModified: new Date(res.headers.get('last-modified') ?? 0),
      metadata,
    };
  };

  return {
    async put(
      key: string,
      data: Buffer,
      contentType: string,
      metadata: Record<string, string> = {},
    ): Promise<void> {
      const res = await send('PUT', key, {
        body: data,
        headers: {
          'content-type': contentType,
          'content-length': String(data.length),
          ...Object.fromEntries(Object.entries(metadata).map(([k, v]) => [`x-amz-meta-${k}`, v])),
        },
      });
      if (!res.ok) await fail(res, `PUT ${key}`);
      await res.arrayBuffer();
    },
    async head(key: string): Promise<S3Head | null> {
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new S3Error(res.status, `S3 HEAD ${key}: ${res.status}`);
      return headOf(res);
    },
    async get(key: string): Promise<S3Object | null> {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail(res, `GET ${key}`);
      return { ...headOf(res), data: Buffer.from(await res.arrayBuffer()) };
    },
    async delete(key: string): Promise<void> {
      const res = await send('DELETE', key);
      // deleting what is not there is not an error (S3 answers 204 either way)
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
      await res.arrayBuffer();
    },
    /** The keys under a prefix (every page of ListObjectsV2). */
    async list(prefix: string): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      for (;;) {
        const res = await send('GET', null, {
          query: {
            'list-type': '2',
            prefix,
            ...(token ? { 'continuation-token': token } : {}),
          },
        });
        if (!res.ok) await fail(res, `LIST ${prefix}`);
        const xml = await res.text();
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(m[1] ?? ''));
        token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || !token) return keys;
        token = unescapeXml(token);
      }
    },
  };
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
