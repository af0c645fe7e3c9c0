import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from '../lib/s3';

/**
 * A local S3 stand-in for tests (ADR 327): one bucket in memory, PUT / GET / HEAD / DELETE of an
 * object and ListObjectsV2 by prefix, path-style. Every request's SigV4 signature is checked with
 * the shared secret and a wrong one is a 403 SignatureDoesNotMatch, as S3 answers.
 */
export async function startFakeS3(opts: { bucket: string; accessKeyId: string; secret: string }) {
  const objects = new Map<
    string,
    { data: Buffer; type: string; meta: Record<string, string>; at: Date }
  >();
  let refused = 0;
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => resolve(Buffer.concat(parts)));
    });
  const server = createServer((req, res) => {
    void (async () => {
      const data = await body(req);
      const url = new URL(req.url ?? '/', 'http://x');
      const auth = req.headers.authorization ?? '';
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const region = /Credential=[^/]+\/\d{8}\/([^/]+)\//.exec(auth)?.[1] ?? '';
      const expected = signV4(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          headers: Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')])),
          payloadSha256: String(req.headers['x-amz-content-sha256'] ?? ''),
        },
        { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secret, region },
      );
      const payloadOk =
        createHash('sha256').update(data).digest('hex') === req.headers['x-amz-content-sha256'];
      if (auth !== expected || !payloadOk || !signed.includes('host')) {
        refused += 1;
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const [, bucket, ...rest] = url.pathname.split('/');
      if (bucket !== opts.bucket) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = rest.map(decodeURIComponent).join('/');
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          `<ListBucketResult><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`,
        );
        return;
      }
      if (req.method === 'PUT') {
        const meta: Record<string, string> = {};
        for (const [h, v] of Object.entries(req.headers))
          if (h.startsWith('x-amz-meta-')) meta[h] = String(v);
        objects.set(key, {
          data,
          type: String(req.headers['content-type'] ?? 'application/octet-stream'),
          meta,
          at: new Date(),
        });
        res.writeHead(200).end();
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
        return;
      }
      const o = objects.get(key);
      if (!o) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      res.writeHead(200, {
        'content-type': o.type,
        'content-length': String(o.data.length),
        'last-modified': o.at.toUTCString(),
        ...o.meta,
      });
      res.end(req.method === 'HEAD' ? undefined : o.data);
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refused: () => refused,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
