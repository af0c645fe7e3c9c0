import { afterEach, vi } from 'vitest';

// A test fails on any console.error (epic-stack): an unexpected error log is a bug.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  if (spy.mock.calls.length > 0) {
    const calls = spy.mock.calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n');
    spy.mockClear();
    throw new Error(`console.error was called:\n${calls}`);
  }
});
