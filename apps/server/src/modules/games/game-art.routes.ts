import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { findArtSubject } from './catalogue.repository.ts';
import { drawGameArt } from './game-art.ts';
import { canonicalProvider } from './provider-alias.ts';

const artParamsSchema = z.object({ provider: z.string().min(1).max(100), file: z.string().min(5).max(220) });

/** GET /game-art/{provider}/{slug}.svg: the drawn tile, cached for a day and immutable (the URL carries the art version). */
export async function gameArtRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/game-art/:provider/:file', { schema: { params: artParamsSchema } }, async (request, reply) => {
    const { provider, file } = request.params;
    if (!file.endsWith('.svg')) throw notFound('Unknown game art');
    const subject = await findArtSubject(deps.db, canonicalProvider(provider), file.slice(0, -'.svg'.length));
    if (!subject) throw notFound('Unknown game art');
    const svg = drawGameArt(subject);
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    reply
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
}
