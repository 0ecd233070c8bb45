import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@casino/api/backoffice';
import { createAgent, type Agent, type TestApp } from '../../../test/harness.ts';
import { hashPassword } from '../auth/passwords.ts';
import { currentTotp, generateTotpSecret } from '../auth/totp.ts';

// Fixtures of the back-office tests: operators written straight into the database, each with its own TOTP secret
// (a code is good once per operator), and browsers from their own addresses (per-address limits stay apart).

export const OPERATOR_TEST_PASSWORD = 'Operator-Test-Pass-1';

export interface TestOperator {
  id: number;
  email: string;
  secret: string;
  role: OperatorRole;
}

export async function createOperator(t: TestApp, role: OperatorRole): Promise<TestOperator> {
  const email = `${role}-${randomBytes(4).toString('hex')}@ops.example`;
  const secret = generateTotpSecret();
  const row = await t.db
    .insertInto('operators')
    .values({
      email,
      name: `Test ${role}`,
      role,
      password_hash: await hashPassword(OPERATOR_TEST_PASSWORD),
      totp_secret: secret,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, secret, role };
}

let addresses = 0;

/** A browser from an address of its own (the test app trusts X-Forwarded-For from loopback). */
export function operatorBrowser(t: TestApp): Agent {
  addresses += 1;
  return createAgent(t.app, {
    headers: { 'x-forwarded-for': `10.9.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` },
  });
}

/** The code of the step after the current one: accepted (clock drift) even when the current step was used. */
export const nextCode = (secret: string): string =>
  currentTotp(secret, new Date(Date.now() + 30_000));

/** Password, then the current code: a browser signed in as `operator`. */
export async function signInOperator(t: TestApp, operator: TestOperator): Promise<Agent> {
  const agent = operatorBrowser(t);
  const first = await agent.post('/api/backoffice/sign_in', {
    email: operator.email,
    password: OPERATOR_TEST_PASSWORD,
  });
  if (first.statusCode !== 200) throw new Error(`password step: ${first.statusCode} ${first.body}`);
  const second = await agent.post('/api/backoffice/sign_in/code', {
    code: currentTotp(operator.secret),
  });
  if (second.statusCode !== 200) throw new Error(`code step: ${second.statusCode} ${second.body}`);
  return agent;
}
