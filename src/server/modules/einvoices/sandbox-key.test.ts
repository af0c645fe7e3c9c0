import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { sandboxKeyFor } from './einvoice-provider';

const dir = mkdtempSync(path.join(os.tmpdir(), 'einvoice-key-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const config = { DATA_DIR: dir, EINVOICE_SANDBOX_KEY: undefined } as unknown as Config;

describe('the e-invoice sandbox key in DATA_DIR', () => {
  it('is made once and read by every later start, leaving no temporary file behind', () => {
    const first = sandboxKeyFor(config);
    expect(first).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(sandboxKeyFor(config)).toBe(first);
    expect(readdirSync(dir)).toEqual(['einvoice-sandbox-key.pem']);
  });
});
