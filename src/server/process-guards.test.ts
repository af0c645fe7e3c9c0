import { execFile } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { logUnhandledRejections } from './process-guards';

const run = promisify(execFile);
const guards = fileURLToPath(new URL('./process-guards.ts', import.meta.url));

/** A Node process that rejects a promise nobody awaits, then says whether it is still alive. */
async function child(guarded: boolean) {
  const script = `
    ${
      guarded
        ? `const { logUnhandledRejections } = await import(${JSON.stringify(guards)});
    logUnhandledRejections((reason) => console.log('logged:', reason.message));`
        : ''
    }
    void Promise.reject(new Error('an encode failed'));
    setTimeout(() => console.log('still serving'), 100);
  `;
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 20_000 },
    );
    return { code: 0, stdout };
  } catch (err) {
    const e = err as { code?: number; stdout?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '' };
  }
}

describe('an unhandled promise rejection', () => {
  it('ends a bare Node process (why the guard exists)', async () => {
    const r = await child(false);
    expect(r.code).not.toBe(0);
    expect(r.stdout).not.toMatch(/still serving/);
  });

  it('is logged and the process keeps running once the guard is installed', async () => {
    const r = await child(true);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('logged: an encode failed\nstill serving\n');
  });

  it('a logger that throws does not make it fatal; removing the guard stops the logging', () => {
    const proc = new EventEmitter();
    const seen: unknown[] = [];
    const remove = logUnhandledRejections((reason) => {
      seen.push(reason);
      throw new Error('log sink down');
    }, proc);
    expect(() => proc.emit('unhandledRejection', 'first')).not.toThrow();
    remove();
    proc.emit('unhandledRejection', 'second');
    expect(seen).toEqual(['first']);
  });
});
