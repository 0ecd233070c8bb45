import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  countriesResponseSchema,
  cryptoExchangeRatesSchema,
  currenciesResponseSchema,
  localesResponseSchema,
  playerFieldsResponseSchema,
  projectInfoSchema,
  statusesResponseSchema,
} from '@casino/api/info';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GEO_HEADER: 'cf-ipcountry' });
});
afterAll(async () => t?.close());

const get = async (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/info/*', () => {
  test('player_fields lists the fields with their rules and the required fields per context', async () => {
    const res = await get('/api/info/player_fields');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const body = playerFieldsResponseSchema.parse(res.json());
    const byName = new Map(body.fields.map((f) => [f.field, f]));
    expect(byName.get('date_of_birth')).toEqual({
      field: 'date_of_birth',
      type: 'date',
      once_set: true,
      age: { min: { default: 18, EE: 21 } },
    });
    expect(byName.get('gender')?.inclusion).toEqual({ in: ['m', 'f'] });
    expect(byName.get('nickname')?.length).toEqual({ minimum: 3, maximum: 15 });
    expect(byName.get('personal_id_number')).toMatchObject({
      once_set: true,
      length: { minimum: 11, maximum: 11 },
    });
    expect(body.contexts.registration).toEqual([
      'currency',
      'email',
      'password',
      'terms_acceptance',
    ]);
    expect(body.contexts.bgaming).toEqual(['date_of_birth', 'first_name', 'last_name']);
    expect(body.contexts.edition).toHaveLength(11);
    expect(body.contexts.payment_systems.bank_transfer?.base.cashout).toContain('address');
  });

  test('statuses: levels carry comp-point ranges, groups the writable flag', async () => {
    const res = await get('/api/info/statuses');
    const body = statusesResponseSchema.parse(res.json());
    const byId = new Map(body.map((s) => [s.id, s]));
    expect(byId.get('257')).toEqual({
      id: '257',
      name: 'Bronze',
      status: true,
      writable: false,
      conditions: [
        { persistent_comp_points: { type: 'range', min: 500, max: 2500, exclude_end: true } },
      ],
    });
    expect(byId.get('759')?.conditions[0]?.persistent_comp_points).toMatchObject({
      min: 100_000,
      exclude_end: false,
    });
    expect(byId.get('21')).toMatchObject({ name: 'Test', status: true, conditions: [] });
    const writable = body
      .filter((s) => s.writable)
      .map((s) => s.id)
      .sort();
    expect(writable).toEqual(['1056', '1401', '543', '544', '859']);
    for (const id of [
      '100',
      '543',
      '544',
      '545',
      '631',
      '851',
      '859',
      '1030',
      '1056',
      '1101',
      '1401',
    ])
      expect(byId.get(id)?.status).toBe(false);
  });

  test('countries: every ISO country with its default currency', async () => {
    const body = countriesResponseSchema.parse((await get('/api/info/countries')).json());
    expect(body.length).toBeGreaterThanOrEqual(249);
    expect(body.find((c) => c.code === 'NO')).toEqual({
      code: 'NO',
      name: 'Norway',
      default_currency: 'NOK',
    });
  });

  test('currencies: fiat and crypto with minor units, EUR the default', async () => {
    const body = currenciesResponseSchema.parse((await get('/api/info/currencies')).json());
    expect(body.map((c) => c.code)).toEqual([
      'EUR',
      'GBP',
      'USD',
      'CAD',
      'AUD',
      'NOK',
      'PLN',
      'NZD',
      'JPY',
      'BRL',
      'INR',
      'KZT',
      'BTC',
      'BCH',
      'ETH',
      'LTC',
      'DOG',
      'USDT',
      'USDC',
      'BNB',
      'ADA',
      'TRX',
    ]);
    expect(body.filter((c) => c.default).map((c) => c.code)).toEqual(['EUR']);
    expect(body.find((c) => c.code === 'JPY')).toMatchObject({ subunits_to_unit: 1, fiat: true });
    expect(body.find((c) => c.code === 'BTC')).toMatchObject({
      subunits_to_unit: 100_000_000,
      fiat: false,
      subcurrencies: [],
    });
  });

  test.each([
    ['EE', 'EE'],
    ['CA', 'CW'],
    ['DE', 'CW'],
  ])('project: a visitor from %s gets licence %s', async (country, licence) => {
    const res = await get('/api/info/project', { 'cf-ipcountry': country });
    const body = projectInfoSchema.parse(res.json());
    expect(body.license).toBe(licence);
    expect(body.player_two_factor_auth).toBe(true);
    // Only what exists is on: the casino, not a sportsbook or a currency exchange.
    expect(body.apps).toEqual({ casino: true, sportsbook: false });
    expect(body.available_currency_exchange).toBe(false);
    // The hub speaks the current Centrifugo protocol: the client must take the new realtime flow.
    expect(body.notification_center).toEqual({ new_realtime_notifications_flow_enabled: true });
    expect(res.headers['cache-control']).toMatch(/^private/);
  });

  test('crypto_exchange_rates: dated rates with the fee taken off the total', async () => {
    const body = cryptoExchangeRatesSchema.parse(
      (await get('/api/info/crypto_exchange_rates')).json(),
    );
    const btcToEur = body.BTC?.EUR;
    expect(btcToEur?.exchange_rate).toBeCloseTo(93430 / 1.0354, 2);
    expect(btcToEur?.total_exchange_rate).toBeCloseTo((93430 / 1.0354) * 0.99, 2);
    expect(body.EUR?.BTC?.exchange_rate).toBeCloseTo(1.0354 / 93430, 12);
    expect(body.EUR?.USD).toBeUndefined();
    expect(Object.keys(body.USDT ?? {})).toContain('DOG');
  });

  test('locales: the enabled locales, en the default', async () => {
    await t.db.updateTable('locales').set({ enabled: false }).where('code', '=', 'en-KW').execute();
    const res = await get('/api/info/locales?stag=122_spring-promo&affb_id=122');
    expect(res.statusCode).toBe(200);
    const body = localesResponseSchema.parse(res.json());
    expect(body).toHaveLength(9);
    expect(body[0]).toEqual({
      code: 'en',
      name: 'English',
      name_in_locale: 'English',
      default: true,
    });
    expect(body.find((l) => l.code === 'de')?.name_in_locale).toBe('Deutsch');
    expect(body.some((l) => l.code === 'en-KW')).toBe(false);
    await t.db.updateTable('locales').set({ enabled: true }).where('code', '=', 'en-KW').execute();
  });

  test.each([
    ['affb_id=abc', 'affb_id'],
    ['stag=<script>', 'stag'],
    [`stag=${'x'.repeat(101)}`, 'stag'],
  ])('locales refuses a malformed tracking query (%s) with 422', async (query, field) => {
    const res = await get(`/api/info/locales?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });
});
