import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../test/fake-s3';
import { s3Client, signV4 } from './s3';

describe('SigV4 signing', () => {
  it('signs AWS’s documented GET Object example to its published signature', () => {
    // docs.aws.amazon.com, "Signature calculations for the Authorization header", GET Object
    const auth = signV4(
      {
        method: 'GET',
        path: '/test.txt',
        query: {},
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256':
            'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
          'x-amz-date': '20130524T000000Z',
        },
        payloadSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 client against a local S3', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  const creds = { bucket: 'jtdc-photos', accessKeyId: 'AK', secret: 'secret/key+1' };
  beforeAll(async () => {
    s3 = await startFakeS3(creds);
  });
  afterAll(() => s3.close());
  const client = (secret = creds.secret) =>
    s3Client({
      endpoint: s3.endpoint,
      region: 'ap-south-1',
      bucket: creds.bucket,
      accessKeyId: creds.accessKeyId,
      secretAccessKey: secret,
    });

  it('puts, heads, gets, lists and deletes an object, every request signed', async () => {
    const c = client();
    await c.put('photos/a b+c.jpg', Buffer.from('bytes'), 'image/jpeg', { etag: '"x"' });
    const head = await c.head('photos/a b+c.jpg');
    expect(head).toMatchObject({ contentType: 'image/jpeg', size: 5, metadata: { etag: '"x"' } });
    expect((await c.get('photos/a b+c.jpg'))?.data.toString()).toBe('bytes');
    expect(await c.list('photos/a')).toEqual(['photos/a b+c.jpg']);
    await c.delete('photos/a b+c.jpg');
    expect(await c.get('photos/a b+c.jpg')).toBeNull();
    expect(await c.head('photos/a b+c.jpg')).toBeNull();
    expect(s3.refused()).toBe(0);
  });

  it('a wrong secret is refused by the store and thrown as an S3 error with its code', async () => {
    await expect(
      client('wrong').put('photos/x.jpg', Buffer.from('x'), 'image/jpeg'),
    ).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.objects.has('photos/x.jpg')).toBe(false);
  });
});
