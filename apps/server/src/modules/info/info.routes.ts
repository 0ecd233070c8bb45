import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countriesResponseSchema,
  cryptoExchangeRatesSchema,
  currenciesResponseSchema,
  localesQuerySchema,
  localesResponseSchema,
  playerFieldsResponseSchema,
  projectInfoSchema,
  statusesResponseSchema,
} from '@casino/api/info';
import type { AppDeps } from '../../deps.ts';
import { countryOf } from '../geo/geo.service.ts';
import { listCountries, listCurrencies, listEnabledLocales } from './info.repository.ts';
import { playerFieldsInfo } from './player-fields.service.ts';
import { statusesInfo } from './statuses.service.ts';
import { cryptoExchangeRates } from './crypto-rates.service.ts';
import { projectInfo } from './project-info.ts';

/** Reference data changes with a deploy or an operator edit: browsers and shared caches may keep it 10 minutes. */
const PUBLIC_REFERENCE = 'public, max-age=600';
const cachePublic = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_REFERENCE);

/** GET /api/info/* of spec 01 section 7 (shapes: spec 03 section 5), and GET /api/current_ip. */
export async function infoRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/info/player_fields',
    { schema: { response: { 200: playerFieldsResponseSchema } } },
    async (_request, reply) => {
      cachePublic(reply);
      return playerFieldsInfo(db);
    },
  );

  app.get(
    '/api/info/statuses',
    { schema: { response: { 200: statusesResponseSchema } } },
    async (_request, reply) => {
      cachePublic(reply);
      return statusesInfo(db);
    },
  );

  app.get(
    '/api/info/countries',
    { schema: { response: { 200: countriesResponseSchema } } },
    async (_request, reply) => {
      cachePublic(reply);
      return listCountries(db);
    },
  );

  app.get(
    '/api/info/currencies',
    { schema: { response: { 200: currenciesResponseSchema } } },
    async (_request, reply) => {
      cachePublic(reply);
      const rows = await listCurrencies(db);
      return rows.map((row) => ({
        code: row.code,
        symbol: row.symbol,
        subunits_to_unit: row.subunits_to_unit,
        fiat: row.fiat,
        default: row.is_default,
        subcurrencies: [],
      }));
    },
  );

  // The licence depends on where the visitor is: cacheable by the browser only.
  app.get(
    '/api/info/project',
    { schema: { response: { 200: projectInfoSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return projectInfo(countryOf(request, deps.config));
    },
  );

  app.get(
    '/api/info/crypto_exchange_rates',
    { schema: { response: { 200: cryptoExchangeRatesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return cryptoExchangeRates(db);
    },
  );

  // stag, affb_id and ref_code are validated (a malformed tag answers 422) but change nothing: every visitor gets the enabled locales.
  app.get(
    '/api/info/locales',
    { schema: { querystring: localesQuerySchema, response: { 200: localesResponseSchema } } },
    async (_request, reply) => {
      cachePublic(reply);
      const rows = await listEnabledLocales(db);
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        name_in_locale: row.name_in_locale,
        default: row.is_default,
      }));
    },
  );
}
