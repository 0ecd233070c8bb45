import { describe, expect, test } from 'vitest';
import type { ApiClient } from '@casino/api/client';
import type { PaymentMethod } from '@casino/api/payments';
import { VALIDATION } from '@casino/domain/validation-keys';
import { getPaymentMethodsRetried } from '../api/get-payment-methods.ts';
import { checkAmount } from './amount.ts';
import { methodFields, paymentFieldErrors } from './payment-fields.ts';

const card = {
  fields: [
    { name: 'card_number', required: true },
    { name: 'card_expiry', required: true },
    { name: 'card_holder', required: true },
    { name: 'card_cvc', required: true },
  ],
} satisfies Pick<PaymentMethod, 'fields'>;

describe('the method fields are checked before the call (spec 01 section 5)', () => {
  test('empty fields are required, bad ones name their rule', () => {
    expect(paymentFieldErrors(card, {})).toEqual({
      card_number: VALIDATION.REQUIRED,
      card_expiry: VALIDATION.REQUIRED,
      card_holder: VALIDATION.REQUIRED,
      card_cvc: VALIDATION.REQUIRED,
    });
    expect(
      paymentFieldErrors(card, {
        card_number: '4242 4242 4242 4241',
        card_expiry: '13/30',
        card_holder: 'Jö',
        card_cvc: '12',
      }),
    ).toEqual({
      card_number: VALIDATION.CARD_NUMBER_INVALID,
      card_expiry: VALIDATION.CARD_EXPIRY_INVALID,
      card_holder: VALIDATION.CARD_HOLDER_CHARS,
      card_cvc: VALIDATION.CARD_CVC_INVALID,
    });
  });

  test('a good card passes, and the body carries only the fields the method asks for, trimmed', () => {
    const values = {
      card_number: ' 4242 4242 4242 4242 ',
      card_expiry: '12/34',
      card_holder: 'JO JOURNEY',
      card_cvc: '123',
      iban: 'not asked',
    };
    expect(paymentFieldErrors(card, values)).toEqual({});
    expect(methodFields(card, values)).toEqual({
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/34',
      card_holder: 'JO JOURNEY',
      card_cvc: '123',
    });
  });

  test('a crypto address is checked against the chosen network', () => {
    const crypto = { fields: [{ name: 'crypto_address' as const, required: true }] };
    expect(paymentFieldErrors(crypto, { crypto_address: '0x1234' }, 'bitcoin')).toEqual({
      crypto_address: VALIDATION.CRYPTO_ADDRESS_INVALID,
    });
  });
});

describe('the amount is checked as the server checks it (spec 01 sections 5 and 9)', () => {
  const deposit = {
    action: 'deposit' as const,
    currency: 'EUR',
    minCents: 1000,
    maxCents: 600_000,
  };
  test.each([
    ['', VALIDATION.REQUIRED],
    ['ten', VALIDATION.INTEGER],
    ['5', VALIDATION.MIN_VALUE],
    ['7000', VALIDATION.MAX_VALUE],
    ['12.5', VALIDATION.MULTIPLE_OF],
  ])('a deposit of %j: %s', (text, error) => {
    expect(checkAmount(text, deposit).error).toBe(error);
  });
  test('a good deposit is its minor units', () => {
    expect(checkAmount('50', deposit)).toEqual({ amount: 5000, error: null });
  });
  test('a cashout is at most the real balance, in the display unit (µBTC)', () => {
    const cashout = {
      action: 'cashout' as const,
      currency: 'BTC',
      minCents: 10_000,
      maxCents: null,
    };
    expect(checkAmount('1000', cashout, 50_000).error).toBe(VALIDATION.NOT_ENOUGH_MONEY);
    expect(checkAmount('250.5', cashout, 50_000)).toEqual({ amount: 25_050, error: null });
  });
});

describe('spec 01 section 9: an empty method list is asked for again, up to 3 times', () => {
  const method = { id: 'visa_mastercard' } as PaymentMethod;
  const clientAnswering = (answers: PaymentMethod[][]) => {
    let calls = 0;
    const client = {
      request: async () => answers[Math.min(calls++, answers.length - 1)],
    } as unknown as ApiClient;
    return { client, calls: () => calls };
  };
  const noPause = async () => undefined;

  test('a list that arrives on the second try is used', async () => {
    const { client, calls } = clientAnswering([[], [method]]);
    expect(await getPaymentMethodsRetried(client, 'deposit', 'EUR', noPause)).toEqual([method]);
    expect(calls()).toBe(2);
  });
  test('an empty list stays empty after 1 + 3 calls', async () => {
    const { client, calls } = clientAnswering([[]]);
    expect(await getPaymentMethodsRetried(client, 'cashout', 'EUR', noPause)).toEqual([]);
    expect(calls()).toBe(4);
  });
});
