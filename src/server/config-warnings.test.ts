import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { configWarnings } from './config-warnings';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'x'.repeat(40),
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-hook-secret',
  EINVOICE: 'gsp',
  EINVOICE_GSP_URL: 'https://gsp.example.in',
  EINVOICE_GSP_CLIENT_ID: 'id',
  EINVOICE_GSP_CLIENT_SECRET: 'secret',
  EINVOICE_GSP_USERNAME: 'user',
  EINVOICE_GSP_PASSWORD: 'password',
};

describe('configWarnings', () => {
  it('warns in production when PUBLIC_URL is a localhost address', () => {
    const w = configWarnings(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' }));
    expect(w).toHaveLength(1);
    expect(w[0]).toContain('will point to this machine');
  });

  it('warns in production when e-invoices are off: B2B invoices would not be registered', () => {
    const w = configWarnings(
      loadConfig({ ...production, PUBLIC_URL: 'https://tourism.example.in', EINVOICE: 'off' }),
    );
    expect(w).toEqual([expect.stringMatching(/^EINVOICE is off/)]);
  });

  it('is silent with a public PUBLIC_URL, and in development', () => {
    expect(
      configWarnings(loadConfig({ ...production, PUBLIC_URL: 'https://tourism.example.in' })),
    ).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
