import { ConfigError, loadConfig } from '@liggeey/service-kit';
import { describe, expect, it } from 'vitest';
import { paymentsConfigSchema } from './payments-config.js';

describe('paymentsConfigSchema', () => {
  it('uses the local sandbox outside production', () => {
    const config = loadConfig(paymentsConfigSchema, { NODE_ENV: 'development' });
    expect(config.FLUTTERWAVE_BASE_URL).toBe('http://127.0.0.1:8090');
    expect(config.PAYMENT_REDIRECT_URL).toBe('http://127.0.0.1:5173/payment-confirmation');
    expect(config.RECONCILE_AFTER_MS).toBe(600_000);
  });

  it('refuses to start in production without the provider settings, naming each one', () => {
    expect(() => loadConfig(paymentsConfigSchema, { NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig(paymentsConfigSchema, { NODE_ENV: 'production' })).toThrow(
      /FLUTTERWAVE_BASE_URL: required in production[\s\S]*FLUTTERWAVE_SECRET_KEY[\s\S]*FLUTTERWAVE_WEBHOOK_HASH[\s\S]*PAYMENT_REDIRECT_URL/,
    );
  });

  it('takes the real provider in production when everything is given', () => {
    const config = loadConfig(paymentsConfigSchema, {
      NODE_ENV: 'production',
      FLUTTERWAVE_BASE_URL: 'https://api.flutterwave.com/',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK-live-0123456789',
      FLUTTERWAVE_WEBHOOK_HASH: 'a-long-webhook-secret',
      PAYMENT_REDIRECT_URL: 'https://liggeey.sn/payment-confirmation',
    });
    expect(config.FLUTTERWAVE_BASE_URL).toBe('https://api.flutterwave.com');
  });
});
