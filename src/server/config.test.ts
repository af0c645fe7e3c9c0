import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with defaults on a fresh machine: port 3000, PGlite in ./data, sandbox payments, dev transports', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PAYMENT_GATEWAY).toBe('sandbox');
    expect(c.devTransports).toBe(true);
    expect(c.seedDemo).toBe(true);
  });

  it('listens on loopback by default and refuses a network HOST without APP_SECRET (the dev secret is public)', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      /APP_SECRET: is required to listen on HOST=0\.0\.0\.0/,
    );
    expect(() => loadConfig({ HOST: '192.168.1.20' })).toThrow(ConfigError);
    expect(loadConfig({ HOST: '0.0.0.0', APP_SECRET: 's'.repeat(32) }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: 'localhost' }).HOST).toBe('localhost');
    expect(loadConfig({ HOST: '::1' }).HOST).toBe('::1');
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses/CIDRs and refuses true', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: 'true' is refused/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
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

  it('requires PUBLIC_URL in production, naming it: links never follow the Host header', () => {
    const rest = { ...PRODUCTION, APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(rest)).toThrow(/PUBLIC_URL: is required in production/);
    expect(loadConfig({ ...rest, PUBLIC_URL: 'https://tourism.example.in/' }).publicUrl).toBe(
      'https://tourism.example.in',
    );
    // development keeps its default, this machine's address
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
  });

  it('turns the development outbox off when real transports or production are configured', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.in:587' }).devTransports).toBe(false);
    expect(
      loadConfig({ ...PRODUCTION, APP_SECRET: 'x'.repeat(32), PUBLIC_URL: SITE }).devTransports,
    ).toBe(false);
  });

  it('refuses to start in production without a real payment gateway, naming PAYMENT_GATEWAY', () => {
    const secret = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(secret)).toThrow(
      /PAYMENT_GATEWAY: must be set to razorpay in production/,
    );
    expect(() => loadConfig({ ...secret, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY/);
    expect(
      loadConfig({ ...PRODUCTION, APP_SECRET: 'x'.repeat(32), PUBLIC_URL: SITE }).PAYMENT_GATEWAY,
    ).toBe('razorpay');
  });

  it('registers e-invoices in the sandbox by default, refuses the sandbox in production and needs the GSP settings with gsp (ADR 251)', () => {
    expect(loadConfig({}).EINVOICE).toBe('sandbox');
    const prod = { ...PRODUCTION, APP_SECRET: 'x'.repeat(32), PUBLIC_URL: SITE };
    expect(() => loadConfig({ ...prod, EINVOICE: 'sandbox' })).toThrow(
      /EINVOICE: must be gsp or off in production/,
    );
    expect(loadConfig(prod).EINVOICE).toBe('off');
    expect(() => loadConfig({ EINVOICE: 'gsp' })).toThrow(/EINVOICE_GSP_URL: is required/);
    const gsp = loadConfig({
      ...prod,
      EINVOICE: 'gsp',
      EINVOICE_GSP_URL: 'https://gsp.example.in',
      EINVOICE_GSP_CLIENT_ID: 'id',
      EINVOICE_GSP_CLIENT_SECRET: 'secret',
      EINVOICE_GSP_USERNAME: 'user',
      EINVOICE_GSP_PASSWORD: 'password',
    });
    expect(gsp.EINVOICE).toBe('gsp');
  });

  it('keeps the channel manager off by default and refuses Channex in production without its key', () => {
    expect(loadConfig({}).CHANNEL_MANAGER).toBe('off');
    const prod = { ...PRODUCTION, APP_SECRET: 'x'.repeat(32), PUBLIC_URL: SITE };
    expect(() => loadConfig({ ...prod, CHANNEL_MANAGER: 'channex' })).toThrow(
      /CHANNEX_API_KEY: is required in production when CHANNEL_MANAGER=channex/,
    );
    expect(
      loadConfig({ ...prod, CHANNEL_MANAGER: 'channex', CHANNEX_API_KEY: 'k'.repeat(32) })
        .CHANNEL_MANAGER,
    ).toBe('channex');
    expect(() => loadConfig({ CHANNEL_MANAGER: 'siteminder' })).toThrow(/CHANNEL_MANAGER/);
  });
});

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-hook-secret',
};
const SITE = 'https://tourism.example.in';
