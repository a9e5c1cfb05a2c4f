import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      botCheck: true,
      botCheckHashes: 100_000,
      georefApiUrl: 'https://apis.datos.gob.ar/georef/api',
      moxfieldApiUrl: 'https://api2.moxfield.com',
      exchangeRate: 1,
      accountPurgeDays: 15,
      reservationTtlDays: 7,
      requestTimeoutSeconds: 30,
      reservationLimits: { sellersNew: 10, sellersMax: 30, newAccountDays: 7, cancelsPerDay: 5 },
      analytics: 'first-party',
      alertDigestCheckSeconds: 60,
      arsPerUsd: undefined,
      arsRateUrl: undefined,
      arsRateField: 'venta',
    });
  });

  it('derives PUBLIC_URL from PORT and trims trailing slashes', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://mercado.example/' }).publicUrl).toBe(
      'https://mercado.example',
    );
  });

  it('reads the bot check’s most hashes', () => {
    expect(loadConfig({ BOT_CHECK_HASHES: '2000' }).botCheckHashes).toBe(2000);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['BOT_CHECK', 'maybe'],
    ['BOT_CHECK_HASHES', '10'],
    ['EXCHANGE_RATE', '-2'],
    ['ARS_PER_USD', '0'],
    ['ARS_RATE_URL', 'ftp://rates.example'],
    ['EXCHANGE_RATE', 'uno'],
    ['GEOREF_API_URL', 'ftp://example.com'],
    ['SMTP_URL', 'http://mail'],
    ['ACCOUNT_PURGE_DAYS', '1.5'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', '10.0.0.0/33'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it("reads TRUST_PROXY as nobody, every hop, or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'x', BOT_CHECK: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as ConfigError).problems).toHaveLength(2);
    }
  });
});
