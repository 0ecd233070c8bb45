import type { ApiClient } from '@casino/api/client';
import {
  operatorSchema,
  operatorSignInStepSchema,
  type Operator,
  type OperatorSignInBody,
} from '@casino/api/backoffice';

/** POST /api/backoffice/sign_in: the password step; a pending session cookie waits for the code. */
export async function submitPassword(api: ApiClient, body: OperatorSignInBody): Promise<void> {
  await api.request('POST', '/api/backoffice/sign_in', {
    body,
    schema: operatorSignInStepSchema,
  });
}

/** POST /api/backoffice/sign_in/code: the authenticator's code; the operator is signed in after it. */
export function submitCode(api: ApiClient, code: string): Promise<Operator> {
  return api.request('POST', '/api/backoffice/sign_in/code', {
    body: { code },
    schema: operatorSchema,
  });
}

/** DELETE /api/backoffice/sign_out. */
export async function signOutOperator(api: ApiClient): Promise<void> {
  await api.request('DELETE', '/api/backoffice/sign_out');
}
