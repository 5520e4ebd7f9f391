import {
  DeleteMediaQuery,
  ERRORS,
  envelope,
  IdAndHash,
  type MEDIA_CONTENT_TYPES,
  MEDIA_DEFAULT_MAX_BYTES,
  MEDIA_FORMATS,
  MEDIA_MAX_FILES,
  MEDIA_UPLOADS_PER_MINUTE,
  MediaAsset,
  MediaIdParams,
  MediaList,
  MediaListQuery,
  MediaUploadResult,
  MediaUsageList,
  ROUTES,
  TopicQuery,
  UpdateMediaBody,
} from '@app/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../errors';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { defineMediaJobs } from './media.jobs';
import { mediaNotFound } from './media.service';
import { mediaWorkerPool } from './media.worker-pool';

/** A picture whose variants take longer than this is refused (its thread is ended). */
const MEDIA_JOB_TIMEOUT_MS = 120_000;

const tags = ['media'];
const FileParams = z.object({
  key: IdAndHash('[0-9a-f]{12}'),
  name: z.string().regex(new RegExp(`^\\d{1,5}\\.(${MEDIA_FORMATS.join('|')})$`)),
});
const Deleted = z.object({ id: z.number().int(), usages: MediaUsageList.shape.usages });

/** The multipart plugin's limit errors, in the API's words. */
function uploadError(err: unknown, maxBytes: number): unknown {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(413, 'FILE_TOO_LARGE', `${ERRORS.mediaTooLarge} (at most ${maxBytes} bytes)`);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new AppError(413, 'TOO_MANY_FILES', `${ERRORS.mediaTooManyFiles} (at most ${MEDIA_MAX_FILES})`);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(ERRORS.mediaNoFile);
  if (err instanceof AppError) return err;
  // Anything else the parser throws (no boundary, a truncated or garbled body) is the sender's.
  return badRequest(ERRORS.mediaMalformed);
}

/**
 * The media library: an upload is stored after its header is checked and answered at once; a
 * background job makes its variants (media.jobs.ts), each then served from the database at an
 * address that never changes what it names, so browsers and proxies keep it for a year. Until
 * then every address of the picture serves its original, uncached.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.media;
  const workers = app.config.mediaWorkers ?? 1;
  const pool = mediaWorkerPool({ size: workers, timeoutMs: MEDIA_JOB_TIMEOUT_MS });
  defineMediaJobs({ jobs: app.jobs, db: app.db, pool, concurrency: workers, log: app.log });
  // After the queue has let the running pictures finish (or handed them back).
  app.jobs.onStopped(() => pool.close());
  const maxBytes = app.config.mediaMaxBytes ?? MEDIA_DEFAULT_MAX_BYTES;
  // Registered in this module only: every other route keeps refusing multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: MEDIA_MAX_FILES, fields: 10, parts: MEDIA_MAX_FILES + 10 },
  });
  const readFiles = async (request: FastifyRequest) => {
    const files: Array<{ fileName: string; bytes: Buffer }> = [];
    try {
      for await (const part of request.files()) {
        files.push({ fileName: part.filename, bytes: await part.toBuffer() });
      }
    } catch (err) {
      throw uploadError(err, maxBytes);
    }
    return files;
  };

  app.get(
    ROUTES.media.list,
    {
      schema: {
        tags,
        summary: "One page of the topic's pictures, newest first; `q` searches file names and alt texts",
        querystring: MediaListQuery,
        response: { 200: envelope(MediaList) },
      },
    },
    async (request) => {
      const { q, page, pageSize } = request.query;
      return ok(await service.list(request.topic, q || undefined, { page, pageSize }));
    },
  );

  app.post(
    ROUTES.media.list,
    {
      config: {
        // Per account, counted after the role check (so a stranger cannot use up an editor's).
        rateLimit: {
          max: app.config.mediaUploadsPerMinute ?? MEDIA_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) => `media-upload:${request.user?.sub ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'Upload pictures (multipart, field `file`, several at once); each is stored and resized in the background (`status`)',
        querystring: TopicQuery,
        consumes: ['multipart/form-data'],
        response: { 201: envelope(MediaUploadResult) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(ERRORS.mediaNoFile);
      const files = await readFiles(request);
      if (files.length === 0) throw badRequest(ERRORS.mediaNoFile);
      const assets = [];
      for (const file of files) {
        assets.push(await service.upload(request.topic, actorOf(request), file));
      }
      return reply.code(201).send(ok({ assets }));
    },
  );

  app.get(
    ROUTES.media.byId,
    {
      schema: {
        tags,
        summary: 'One picture with its stored variants',
        params: MediaIdParams,
        querystring: TopicQuery,
        response: { 200: envelope(MediaAsset) },
      },
    },
    async (request) => ok(await service.get(request.topic, request.params.id)),
  );

  app.put(
    ROUTES.media.byId,
    {
      schema: {
        tags,
        summary: "Change a picture's alt text",
        params: MediaIdParams,
        querystring: TopicQuery,
        body: UpdateMediaBody,
        response: { 200: envelope(MediaAsset) },
      },
    },
    async (request) =>
      ok(await service.updateAlt(request.topic, actorOf(request), request.params.id, request.body.alt)),
  );

  app.get(
    ROUTES.media.usage,
    {
      schema: {
        tags,
        summary: 'Where the picture is shown: brands, items, tips, podcasts, the site logo',
        params: MediaIdParams,
        querystring: TopicQuery,
        response: { 200: envelope(MediaUsageList) },
      },
    },
    async (request) => ok({ usages: await service.usages(request.topic, request.params.id) }),
  );

  app.delete(
    ROUTES.media.byId,
    {
      schema: {
        tags,
        summary: 'Delete a picture; refused (409, places listed) while shown somewhere unless `force=true`',
        params: MediaIdParams,
        querystring: DeleteMediaQuery,
        response: { 200: envelope(Deleted) },
      },
    },
    async (request) =>
      ok(
        await service.delete(
          request.topic,
          actorOf(request),
          request.params.id,
          request.query.force === 'true',
        ),
      ),
  );

  app.get(
    ROUTES.media.file,
    {
      // One page view loads many pictures; they are static bytes, not API calls.
      config: { rateLimit: false },
      schema: {
        tags,
        summary: 'A stored variant (public, cached for a year: the address never names other bytes)',
        params: FileParams,
      },
    },
    async (request, reply) => {
      const { id, hash: sha } = request.params.key;
      const [width, format] = request.params.name.split('.') as [string, keyof typeof MEDIA_CONTENT_TYPES];
      const file = await service.file(id, sha, Number(width), format);
      if (!file) throw mediaNotFound();
      // A drawn SVG is shown as a picture only: nothing in it may run or load.
      if (format === 'svg')
        reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('content-length', file.data.length)
        .send(file.data);
    },
  );
};

/** The media library's routes, on the service the media plugin built. */
export const mediaRoutes = fp(routes, { name: 'media-routes', dependencies: ['media'], encapsulate: true });
