import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// A test fails on any console.error (epic-stack).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  if (spy.mock.calls.length > 0) {
    const calls = spy.mock.calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n');
    spy.mockClear();
    throw new Error(`console.error was called:\n${calls}`);
  }
});
