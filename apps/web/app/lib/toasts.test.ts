import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { TOAST_LIFETIME_MS } from '@casino/domain/constants';

beforeEach(() => {
  vi.useFakeTimers();
  // The store schedules removal only in a browser; each test gets a fresh store.
  vi.stubGlobal('window', globalThis);
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a toast lives 10 s (spec 01 section 9), and the same text is not stacked twice', async () => {
  const { showToast, peekToasts } = await import('~/lib/toasts');
  const texts = () => peekToasts().map((toast) => toast.text);
  const first = showToast({ kind: 'warning', text: 'OOPS.RESTRICTED_GEO' });
  expect(showToast({ kind: 'warning', text: 'OOPS.RESTRICTED_GEO' })).toBe(first);
  showToast({ kind: 'success', text: 'FFC.RESET_DONE' });
  expect(texts()).toEqual(['OOPS.RESTRICTED_GEO', 'FFC.RESET_DONE']);
  vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
  expect(texts()).toHaveLength(2);
  vi.advanceTimersByTime(1);
  expect(texts()).toEqual([]);
});

test('a toast can be dismissed early', async () => {
  const { showToast, dismissToast, peekToasts } = await import('~/lib/toasts');
  dismissToast(showToast({ kind: 'info', text: 'X' }));
  expect(peekToasts()).toEqual([]);
});
