import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsFileSchema,
  cmsPageListItemSchema,
  cmsPageSchema,
  cmsQuerySchema,
  cmsSnippetSchema,
} from '@casino/api/cms';
import type { AppDeps } from '../../deps.ts';
import { findCmsPage, listCmsFiles, listCmsPages, listCmsSnippets } from './cms.service.ts';
import { findServedFile } from './cms.repository.ts';
import { seoFileRoutes } from './seo-files.routes.ts';

/** CMS content changes rarely and is the same for every visitor: shared caches may keep it a few minutes. */
const CMS_CACHE = 'public, max-age=300, stale-while-revalidate=60';
const cached = (reply: FastifyReply) => reply.header('cache-control', CMS_CACHE);

/** CMS calls of spec 01 section 7 and spec 03 section 16, the files the CMS serves, sitemap.xml and robots.txt. */
export async function cmsRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/cms/pages',
    { schema: { querystring: cmsQuerySchema, response: { 200: z.array(cmsPageListItemSchema) } } },
    async (request, reply) => {
      cached(reply);
      return listCmsPages(deps.db, request.query.l);
    },
  );

  // One wildcard serves both GET /api/cms/pages/{slug} (slug may hold one '/': 'terms-and-conditions/EE') and the
  // SEO form /api/cms/pages{path} ('/api/cms/pages/pokies/all'): a slug match wins, then a path match.
  app.get(
    '/api/cms/pages/*',
    {
      schema: {
        querystring: cmsQuerySchema,
        params: z.object({ '*': z.string() }),
        response: { 200: cmsPageSchema, 404: z.string() },
      },
    },
    async (request, reply) => {
      const { page, path } = await findCmsPage(deps.db, request.params['*'], request.query.l);
      if (!page) {
        // Spec 01 section 8: the body is the text '{path} page is not found'.
        return reply
          .status(404)
          .header('cache-control', 'public, max-age=60')
          .type('text/plain; charset=utf-8')
          .send(`${path} page is not found`);
      }
      cached(reply);
      return page;
    },
  );

  app.get(
    '/api/cms/snippets',
    { schema: { querystring: cmsQuerySchema, response: { 200: z.array(cmsSnippetSchema) } } },
    async (request, reply) => {
      cached(reply);
      return listCmsSnippets(deps.db, request.query.l);
    },
  );

  app.get(
    '/api/cms/files',
    { schema: { querystring: cmsQuerySchema, response: { 200: z.array(cmsFileSchema) } } },
    async (request, reply) => {
      cached(reply);
      return listCmsFiles(deps.db, request.query.l);
    },
  );

  // Logos stored in cms_files (url /cms-files/{id}.svg); sanitized SVG, and a CSP in case one is opened directly.
  app.get(
    '/cms-files/:file',
    { schema: { params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const id = /^([a-z0-9-]+)\.svg$/.exec(request.params.file)?.[1];
      const file = id ? await findServedFile(deps.db, id) : undefined;
      if (!file?.body || !file.media_type)
        return reply
          .status(404)
          .type('text/plain; charset=utf-8')
          .send(`/cms-files/${request.params.file} is not found`);
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .header('last-modified', file.updated_at.toUTCString())
        .type(file.media_type)
        .send(file.body);
    },
  );

  await seoFileRoutes(app, deps);
}
