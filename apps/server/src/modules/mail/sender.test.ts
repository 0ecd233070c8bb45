import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queueEmail } from './outbox.ts';
import { createJobsRunner } from '../../jobs/jobs-runner.ts';
import { MAX_ATTEMPTS, createMailer, mailDeliveryJob, type MailTransport } from './sender.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const variables = {
  link: 'http://localhost:3000/confirmation?confirmation_token=abc',
  name: 'Ann',
  brand: 'Open Casino',
  hours: '24',
};

function fakeTransport(fail: (to: string) => boolean = () => false) {
  const sent: { to: string; subject: string; from: string }[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => {
      if (fail(message.to)) throw new Error('SMTP 451 try again later');
      sent.push(message);
      return {};
    },
  };
  return { sent, transport };
}

async function row(id: number) {
  return t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('the outbox sender', () => {
  test('sends unsent e-mails once, from MAIL_FROM, and stamps sent_at', async () => {
    const id = await queueEmail(t.db, {
      recipient: 'send-me@example.com',
      template: 'confirmation',
      locale: 'en',
      variables,
    });
    const { sent, transport } = fakeTransport();
    const mailer = createMailer({ ...t, transport });
    expect(await mailer?.flush()).toBeGreaterThanOrEqual(1);
    expect(sent.filter((m) => m.to === 'send-me@example.com')).toEqual([
      expect.objectContaining({ from: t.config.MAIL_FROM, subject: 'Confirm your e-mail address' }),
    ]);
    expect(await row(id)).toMatchObject({ attempts: 1, last_error: null });
    expect((await row(id)).sent_at).not.toBeNull();

    await mailer?.flush();
    expect(sent.filter((m) => m.to === 'send-me@example.com')).toHaveLength(1);
  });

  test('a failure keeps the e-mail unsent with the error, and it is retried later with backoff', async () => {
    const id = await queueEmail(t.db, {
      recipient: 'flaky@example.com',
      template: 'reset_password',
      locale: 'en',
      variables,
    });
    let failing = true;
    const { sent, transport } = fakeTransport((to) => failing && to === 'flaky@example.com');
    const mailer = createMailer({ ...t, transport });
    await mailer?.flush();
    expect(await row(id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: 'SMTP 451 try again later',
    });

    failing = false;
    await mailer?.flush();
    expect(sent.some((m) => m.to === 'flaky@example.com')).toBe(false);

    // Pretend the backoff (30 s after the first attempt) has passed.
    await t.db
      .updateTable('email_outbox')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    await mailer?.flush();
    expect(sent.some((m) => m.to === 'flaky@example.com')).toBe(true);
    expect((await row(id)).sent_at).not.toBeNull();
  });

  test(`after ${MAX_ATTEMPTS} failed attempts an e-mail is left for an operator`, async () => {
    const id = await queueEmail(t.db, {
      recipient: 'dead@example.com',
      template: 'confirmation',
      locale: 'en',
      variables,
    });
    await t.db
      .updateTable('email_outbox')
      .set({ attempts: MAX_ATTEMPTS, created_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', id)
      .execute();
    const { sent, transport } = fakeTransport();
    await createMailer({ ...t, transport })?.flush();
    expect(sent.some((m) => m.to === 'dead@example.com')).toBe(false);
  });

  test('the delivery job of the jobs runner delivers on its own until stopped', async () => {
    const id = await queueEmail(t.db, {
      recipient: 'loop@example.com',
      template: 'confirmation',
      locale: 'en',
      variables,
    });
    const { sent, transport } = fakeTransport();
    const job = mailDeliveryJob({ ...t, transport, pollMs: 20 });
    if (!job) throw new Error('a transport makes a delivery job');
    const runner = createJobsRunner({ db: t.db, jobs: [job], log: () => {}, tickMs: 10 });
    runner.start();
    await expect
      .poll(() => sent.some((m) => m.to === 'loop@example.com'), { timeout: 5_000 })
      .toBe(true);
    await runner.stop();
    expect((await row(id)).sent_at).not.toBeNull();
  });

  test('without SMTP_URL nothing is sent and the e-mails stay in the outbox', async () => {
    expect(t.config.SMTP_URL).toBeUndefined();
    expect(createMailer(t)).toBeNull();
    expect(mailDeliveryJob(t)).toBeNull();
  });
});
