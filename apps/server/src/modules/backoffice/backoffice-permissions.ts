import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@casino/api/backoffice';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import type { OperatorSession } from './operator-session.ts';

/** Which roles may do what (epic-stack's permissions style): support reads, payments and admin also decide. */
const PERMISSIONS = {
  'cashouts:read': ['admin', 'payments', 'support'],
  'cashouts:decide': ['admin', 'payments'],
  'audit:read': ['admin', 'payments', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(role: OperatorRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}

/** The signed-in operator of this request, or 401; a session still waiting for its code is not signed in. */
export function requireOperator(request: FastifyRequest): OperatorSession {
  const session = request.operatorSession;
  if (!session || session.otpPending) throw unauthenticated();
  return session;
}

/** The signed-in operator when their role holds `permission`: 401 without an operator, 403 for another role. */
export function requirePermission(
  request: FastifyRequest,
  permission: Permission,
): OperatorSession {
  const operator = requireOperator(request);
  if (!hasPermission(operator.role, permission))
    throw forbidden(`The ${operator.role} role may not do this`);
  return operator;
}
