import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults on a fresh machine: port 3000, PGlite in ./data, sandbox payments, dev transports', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PAYMENT_GATEWAY).toBe('sandbox');
    expect(c.devTransports).toBe(true);
    expect(c.seedDemo).toBe(true);
  });

  it('names the variable whose value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
  });

  it('requires APP_SECRET in production and the Razorpay keys with PAYMENT_GATEWAY=razorpay', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_SECRET: is required in production/,
    );
    const err = (() => {
      try {
        loadConfig({ PAYMENT_GATEWAY: 'razorpay' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(err).toMatch(/RAZORPAY_KEY_ID/);
    expect(err).toMatch(/RAZORPAY_KEY_SECRET/);
    expect(err).toMatch(/RAZORPAY_WEBHOOK_SECRET/);
  });

  it('turns the development outbox off when real transports or production are configured', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.in:587' }).devTransports).toBe(false);
    expect(loadConfig({ ...PRODUCTION, APP_SECRET: 'x'.repeat(32) }).devTransports).toBe(false);
  });

  it('refuses to start in production without a real payment gateway, naming PAYMENT_GATEWAY', () => {
    const secret = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(secret)).toThrow(
      /PAYMENT_GATEWAY: must be set to razorpay in production/,
    );
    expect(() => loadConfig({ ...secret, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY/);
    expect(loadConfig({ ...PRODUCTION, APP_SECRET: 'x'.repeat(32) }).PAYMENT_GATEWAY).toBe(
      'razorpay',
    );
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-hook-secret',
};
