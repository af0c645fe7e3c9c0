import { defineConfig } from 'vitest/config';

/** Browser journeys: Playwright (playwright-core) driving Debian's Chromium against a fresh server. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
