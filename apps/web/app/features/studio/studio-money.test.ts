import { expect, test } from 'vitest';
import { formatMultiplier, formatPercent, formatStudioMoney } from './studio-money';

test('demo FUN money shows two decimals and its own label', () => {
  expect(formatStudioMoney(123_456, 'FUN', 'en')).toBe('1,234.56 FUN');
  expect(formatStudioMoney(5, 'fun', 'de')).toBe('0,05 FUN');
});

test('real money goes through the casino formatting of minor units', () => {
  expect(formatStudioMoney(1250, 'EUR', 'en')).toBe('€12.50');
  expect(formatStudioMoney(1500, 'JPY', 'en')).toBe('¥1,500');
});

test('multipliers in hundredths and shares as percentages', () => {
  expect(formatMultiplier(250, 'en')).toBe('2.50×');
  expect(formatMultiplier(100_000, 'de')).toBe('1.000,00×');
  expect(formatPercent(0.4999, 'en')).toBe('49.99%');
});

test('a malformed locale falls back to English digits', () => {
  expect(formatStudioMoney(100, 'FUN', 'not a locale!')).toBe('1.00 FUN');
});
