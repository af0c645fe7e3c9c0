import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadAllTexts } from '../i18n';

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

// every English text is at hand in component tests (the site loads them per page: ADR 195;
// src/web/app/textAreas.test.ts checks each route lists the areas its page reads)
await loadAllTexts('en');
