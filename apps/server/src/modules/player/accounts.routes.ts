import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  accountsQuerySchema,
  compatibleAccountSchema,
  createAccountBodySchema,
} from '@casino/api/player';
import type { AppDeps } from '../../deps.ts';
import { requirePlayerId } from '../../http/session.ts';
import { listWallets } from '../ledger/ledger.service.ts';
import { serializeAccount, serializeCompatibleAccount } from './accounts.serializer.ts';
import { selectAccount } from './accounts.service.ts';

/** The wallet calls of spec 03 section 3: list (both variants of 1.2) and open-or-select. */
export async function accountsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/player/accounts',
    {
      schema: {
        querystring: accountsQuerySchema,
        response: { 200: z.union([z.array(accountSchema), z.array(compatibleAccountSchema)]) },
      },
    },
    async (request) => {
      const rows = await listWallets(db, requirePlayerId(request));
      return request.query.compatibility === 'true'
        ? rows.map(serializeCompatibleAccount)
        : rows.map(serializeAccount);
    },
  );

  api.post(
    '/api/player/accounts',
    {
      schema: { body: createAccountBodySchema, response: { 200: accountSchema } },
    },
    async (request) => selectAccount(db, requirePlayerId(request), request.body.currency),
  );
}
