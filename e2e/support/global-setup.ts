import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { buildWebIfNeeded } from '../../scripts/build-web.mjs';
// @ts-expect-error plain ESM script without types
import { buildServerIfNeeded } from '../../scripts/build-server.mjs';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let dataDir = '';

/**
 * Builds the app (web and server, when stale), starts the compiled server as `npm start` does on a
 * fresh embedded database, and shares its URL with the tests.
 */
export async function setup(project: TestProject): Promise<void> {
  (buildWebIfNeeded as () => void)();
  await (buildServerIfNeeded as () => Promise<void>)();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  server = await startServer(dataDir);
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
