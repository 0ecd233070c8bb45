import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { findArtSubject } from './catalogue.repository.ts';
import { artVersionOf, drawGameArt } from './game-art.ts';
import { canonicalProvider } from './provider-alias.ts';

const artParamsSchema = z.object({
  provider: z.string().min(1).max(100),
  file: z.string().min(5).max(220),
});
const artQuerySchema = z.object({ v: z.string().max(100).optional() });

/**
 * GET /game-art/{provider}/{slug}.svg: the drawn tile. Asked with its current version (the preview URL of the game,
 * game-art.ts artVersionOf) it is cached for a year as immutable; any other URL of it for a day.
 */
export async function gameArtRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/game-art/:provider/:file',
      { schema: { params: artParamsSchema, querystring: artQuerySchema } },
      async (request, reply) => {
        const { provider, file } = request.params;
        if (!file.endsWith('.svg')) throw notFound('Unknown game art');
        const subject = await findArtSubject(
          deps.db,
          canonicalProvider(provider),
          file.slice(0, -'.svg'.length),
        );
        if (!subject) throw notFound('Unknown game art');
        const svg = drawGameArt(subject);
        const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
        reply
          .header(
            'cache-control',
            request.query.v === artVersionOf(subject)
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=86400',
          )
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type('image/svg+xml; charset=utf-8').send(svg);
      },
    );
}
