import { describe, expect, test } from 'vitest';
import { buildApi } from '../app.ts';
import { createTestApp } from '../../test/harness.ts';
import { redactUrl } from './request-log.ts';

describe('request logs keep no secrets', () => {
  test.each([
    [
      '/api/users/confirmation?confirmation_token=abc123',
      '/api/users/confirmation?confirmation_token=[redacted]',
    ],
    [
      '/new-password?reset_password_token=t0k&lang=de',
      '/new-password?reset_password_token=[redacted]&lang=de',
    ],
    ['/x?otp_attempt=123456&password=hunter2', '/x?otp_attempt=[redacted]&password=[redacted]'],
    [
      '/x?authentication_code=1&api_key=k&page=2',
      '/x?authentication_code=[redacted]&api_key=[redacted]&page=2',
    ],
    ['/pokies/all?page=2', '/pokies/all?page=2'],
    ['/x?flag', '/x?flag'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  test('a logged request line carries neither the token of its query nor its body', async () => {
    const t = await createTestApp();
    const lines: string[] = [];
    const app = await buildApi(
      { db: t.db, config: { ...t.config, LOG_LEVEL: 'info' } },
      { logger: true, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      await app.inject({ url: '/api/users/confirmation?confirmation_token=secret-token-123' });
      await app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: 'casino_session=abc' },
        payload: { user: { email: 'someone@example.com', password: 'Hunter2-password' } },
      });
      const log = lines.join('\n');
      expect(log).toContain('confirmation_token=[redacted]');
      expect(log).toContain('/api/users/sign_in');
      for (const secret of [
        'secret-token-123',
        'Hunter2-password',
        'someone@example.com',
        'casino_session',
      ])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
