import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentIpSchema } from '@casino/api/misc';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { lookupCountry } from './geoip.ts';
import { isNonPublicAddress } from '../../lib/ip-address.ts';
import { countryOfIp, DEFAULT_COUNTRY } from './geo.service.ts';

describe('GeoIP from the shipped GeoLite2 data (no network)', () => {
  test.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.142', 'GB'],
    ['::ffff:81.2.69.142', 'GB'],
    ['2001:4860:4860::8888', 'US'],
  ])('%s is in %s', (ip, country) => {
    expect(lookupCountry(ip)).toBe(country);
  });

  test('an address outside every range is unknown', () => {
    expect(lookupCountry('not-an-ip')).toBeNull();
  });

  test.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '100.64.0.1',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'garbage',
  ])('%s is not a public address', (ip) => {
    expect(isNonPublicAddress(ip)).toBe(true);
  });

  test.each(['127.0.0.1', '192.168.0.2', '::1'])(
    'a local visitor (%s) is in the default country CA',
    (ip) => {
      expect(countryOfIp(ip)).toBe(DEFAULT_COUNTRY);
    },
  );

  test('100,000 lookups take well under a second once loaded', () => {
    lookupCountry('1.1.1.1');
    const started = performance.now();
    for (let i = 0; i < 100_000; i++)
      lookupCountry(`${(i % 200) + 11}.${i % 256}.${(i >> 8) % 256}.1`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the visitor country and GET /api/current_ip', () => {
  let withHeader: TestApp;
  let withoutHeader: TestApp;
  beforeAll(async () => {
    [withHeader, withoutHeader] = await Promise.all([
      createTestApp({ GEO_HEADER: 'CF-IPCountry' }),
      createTestApp(),
    ]);
  });
  afterAll(async () => Promise.all([withHeader?.close(), withoutHeader?.close()]));

  const currentIp = async (
    app: TestApp,
    options: { ip?: string; headers?: Record<string, string> },
  ) => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/current_ip',
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: options.headers ?? {},
    });
    expect(res.statusCode).toBe(200);
    return currentIpSchema.parse(res.json());
  };

  test.each([
    ['de', 'DE', 'EUR'],
    ['NO', 'NO', 'NOK'],
    ['au', 'AU', 'AUD'],
  ])('the trusted proxy header %s wins: %s with %s', async (header, country, currency) => {
    const body = await currentIp(withHeader, {
      ip: '8.8.8.8',
      headers: { 'cf-ipcountry': header },
    });
    expect(body).toEqual({
      ip: '8.8.8.8',
      country_code: country,
      region_code: null,
      default_currency: currency,
      restriction: 'none',
    });
  });

  test.each(['XX', 'T1', 'nonsense', ''])(
    'a header without a country (%j) falls back to GeoIP',
    async (header) => {
      const body = await currentIp(withHeader, {
        ip: '81.2.69.142',
        headers: { 'cf-ipcountry': header },
      });
      expect(body).toMatchObject({ country_code: 'GB', default_currency: 'GBP' });
    },
  );

  test('without GEO_HEADER the header is ignored and the address decides', async () => {
    const body = await currentIp(withoutHeader, {
      ip: '8.8.8.8',
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(body).toEqual({
      ip: '8.8.8.8',
      country_code: 'US',
      region_code: null,
      default_currency: 'USD',
      restriction: 'full',
    });
  });

  test('a local address is in CA with CAD', async () => {
    const body = await currentIp(withoutHeader, { ip: '127.0.0.1' });
    expect(body).toMatchObject({ country_code: 'CA', default_currency: 'CAD' });
  });

  // Spec 01 section 1 and docs/decisions.md: the US is the full (451) restriction, FR, ES and NL partial, the rest none.
  test.each([
    ['US', 'full'],
    ['FR', 'partial'],
    ['ES', 'partial'],
    ['NL', 'partial'],
    ['CA', 'none'],
    ['EE', 'none'],
    ['DE', 'none'],
  ] as const)('a visitor from %s gets restriction %s', async (country, restriction) => {
    const body = await currentIp(withHeader, {
      ip: '81.2.69.142',
      headers: { 'cf-ipcountry': country },
    });
    expect(body).toMatchObject({ country_code: country, restriction });
  });

  test('the restriction is read from the countries table, so an operator change shows at once', async () => {
    await withHeader.db
      .updateTable('countries')
      .set({ restriction: 'partial' })
      .where('code', '=', 'IT')
      .execute();
    try {
      expect(await currentIp(withHeader, { headers: { 'cf-ipcountry': 'IT' } })).toMatchObject({
        country_code: 'IT',
        restriction: 'partial',
      });
    } finally {
      await withHeader.db
        .updateTable('countries')
        .set({ restriction: 'none' })
        .where('code', '=', 'IT')
        .execute();
    }
  });

  test('by address alone: a US address is full, a local one (CA) none', async () => {
    expect(await currentIp(withoutHeader, { ip: '8.8.8.8' })).toMatchObject({
      country_code: 'US',
      restriction: 'full',
    });
    expect(await currentIp(withoutHeader, { ip: '127.0.0.1' })).toMatchObject({
      country_code: 'CA',
      restriction: 'none',
    });
  });
});
