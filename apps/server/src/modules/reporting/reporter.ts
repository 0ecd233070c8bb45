import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { consumeRate } from '../../http/rate-limit.ts';
import { clientNetworkOf } from '../../lib/ip-address.ts';

/** The signed-in player's id for a report, or null (guests and sessions still waiting for their 2FA code). */
export function reporterId(request: FastifyRequest): number | null {
  return request.session && !request.session.otpPending ? request.session.playerId : null;
}

export const userAgentOf = (request: FastifyRequest): string | null =>
  request.headers['user-agent']?.slice(0, 500) ?? null;

/** Reports are cheap to send and each one is a row: one address may send 120 a minute across the reporting calls. */
export const REPORTS_PER_MINUTE = 120;

export function limitReports(db: Db, request: FastifyRequest): Promise<void> {
  return consumeRate(db, {
    bucket: `reports:ip:${clientNetworkOf(request.ip)}`,
    limit: REPORTS_PER_MINUTE,
    windowSeconds: 60,
  });
}
