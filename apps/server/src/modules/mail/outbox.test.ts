import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MESSAGE_LOCALES } from '@casino/messages/locales';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { emailLink, publicOrigin } from './links.ts';
import { queueEmail } from './outbox.ts';
import { EMAIL_TEMPLATES, renderEmail } from './render-email.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://casino.example/' });
});
afterAll(async () => t?.close());

const variables = {
  link: 'https://casino.example/confirmation?confirmation_token=abc',
  name: 'Ann',
  brand: 'Open Casino',
  hours: '24',
  date: '1 May 2026',
};

describe('e-mail texts and rendering', () => {
  test.each(
    MESSAGE_LOCALES.flatMap((locale) =>
      EMAIL_TEMPLATES.map((template) => [locale, template] as const),
    ),
  )('%s %s renders with every placeholder filled', (locale, template) => {
    const email = renderEmail(template, locale, variables);
    for (const part of [email.subject, email.text, email.html]) expect(part).not.toMatch(/\{\w+\}/);
    expect(email.subject.length).toBeGreaterThan(3);
    expect(email.text).toContain(variables.link);
    expect(email.html).toContain(`href="${variables.link}"`);
    expect(email.html).toContain(`lang="${locale}"`);
  });

  test('translations differ from English where the language does', () => {
    const subjects = new Set(
      ['en', 'de', 'fr-CA', 'no', 'it', 'et'].map(
        (locale) => renderEmail('confirmation', locale, variables).subject,
      ),
    );
    expect(subjects.size).toBe(6);
  });

  test('an unknown locale falls back to English', () => {
    expect(renderEmail('reset_password', 'xx', variables).subject).toBe('Reset your password');
  });

  test('variables are escaped in the HTML but not in the plain text', () => {
    const email = renderEmail('confirmation', 'en', { ...variables, name: '<b>Ann</b> & co' });
    expect(email.html).toContain('&lt;b&gt;Ann&lt;/b&gt; &amp; co');
    expect(email.html).not.toContain('<b>Ann</b>');
    expect(email.text).toContain('Hello <b>Ann</b> & co,');
  });
});

describe('links and the outbox', () => {
  test('links use PUBLIC_ORIGIN without a trailing slash, else the local port', () => {
    expect(emailLink(t.config, '/new-password', { reset_password_token: 'a b' })).toBe(
      'https://casino.example/new-password?reset_password_token=a+b',
    );
    expect(publicOrigin({ ...t.config, PUBLIC_ORIGIN: undefined, PORT: 4321 })).toBe(
      'http://localhost:4321',
    );
  });

  test("queueEmail stores the rendered e-mail, unsent, inside the caller's transaction", async () => {
    const id = await t.db.transaction().execute((trx) =>
      queueEmail(trx, {
        recipient: 'ann@example.com',
        template: 'confirmation',
        locale: 'de',
        variables,
      }),
    );
    const row = await t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      recipient: 'ann@example.com',
      template: 'confirmation',
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      sent_at: null,
      attempts: 0,
    });

    await expect(
      t.db.transaction().execute(async (trx) => {
        await queueEmail(trx, {
          recipient: 'rolled-back@example.com',
          template: 'confirmation',
          locale: 'en',
          variables,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await t.db
        .selectFrom('email_outbox')
        .select('id')
        .where('recipient', '=', 'rolled-back@example.com')
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});
