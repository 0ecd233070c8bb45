import { expect, test, vi } from 'vitest';
import { ApiError } from '@casino/api/client';
import { loadErrorLabel, swallow } from '~/lib/server/swallow.server';

test.each([
  ['/api/player', 'LOAD_PLAYER_ERROR'],
  ['/api/player/accounts?compatibility=true', 'LOAD_PLAYER_ACCOUNTS_ERROR'],
  ['/api/info/player_fields', 'LOAD_INFO_PLAYER_FIELDS_ERROR'],
  ['/api/cms/pages', 'LOAD_CMS_PAGES_ERROR'],
])('%s failures are logged as %s (spec 03 section 0.3)', (path, label) => {
  expect(loadErrorLabel(path)).toBe(label);
});

test('a failing load returns the fallback and logs its label; a 401 is not a failure', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(
    swallow('/api/cms/pages', () => Promise.reject(new ApiError(500, null)), []),
  ).resolves.toEqual([]);
  expect(log).toHaveBeenCalledWith(expect.stringContaining('LOAD_CMS_PAGES_ERROR'));
  log.mockClear();
  await expect(
    swallow('/api/player', () => Promise.reject(new ApiError(401, null)), null),
  ).resolves.toBeNull();
  expect(log).not.toHaveBeenCalled();
  log.mockRestore();
});
