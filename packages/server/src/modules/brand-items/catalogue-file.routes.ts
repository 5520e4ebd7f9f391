import {
  CATALOGUE_FILE_MAX_CHARS,
  CatalogueExport,
  CatalogueExportQuery,
  CatalogueImportBody,
  CatalogueImportResult,
  envelope,
  ROUTES,
  TopicQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { catalogueFileRepository } from './catalogue-file.repository';
import { catalogueFileService } from './catalogue-file.service';

const tags = ['brand-items'];

/** The catalogue file: export every item of the topic, and read the same file back as an update. */
export const catalogueFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = catalogueFileService(app.db, catalogueFileRepository(app.db));
  app.get(
    ROUTES.brandItems.export,
    {
      schema: {
        tags,
        summary:
          "The topic's items (or brands and categories) as CSV or JSON, in the columns an update by file reads",
        querystring: CatalogueExportQuery,
        response: { 200: envelope(CatalogueExport) },
      },
    },
    async (req) => ok(await service.export(req.topic, req.query.format, req.query.of)),
  );

  app.post(
    ROUTES.brandItems.import,
    {
      // The file travels inside JSON; leave room for escaping, so the size check can name the limit.
      bodyLimit: CATALOGUE_FILE_MAX_CHARS * 2 + 1024,
      schema: {
        tags,
        summary: 'Check (dryRun) or apply a catalogue file as an update keyed by slugs or external id',
        description:
          'Any row with an error refuses the whole file; the reply names every row and its errors.',
        querystring: TopicQuery,
        body: CatalogueImportBody,
        response: { 200: envelope(CatalogueImportResult) },
      },
    },
    async (req) => ok(await service.import(req.topic, actorOf(req), req.body)),
  );
};
