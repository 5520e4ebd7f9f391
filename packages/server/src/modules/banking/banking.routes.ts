import {
  BANKING_IMPORT_MAX_CHARS,
  BankingExport,
  BankingFilterQuery,
  BankingImportBody,
  BankingImportResult,
  BankingList,
  BankingListQuery,
  BankingRecord,
  BankingRecordBody,
  BankingSummary,
  envelope,
  IdParams,
  ROUTES,
  TopicQuery,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { actorOf } from '../activity';
import { bankingRepository } from './banking.repository';
import { bankingService } from './banking.service';

const tags = ['banking'];

/** The site's own books: every route is for the admins of the topic only. */
export const bankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = bankingService(bankingRepository(app.db));
  app.get(
    ROUTES.banking.list,
    {
      schema: {
        tags,
        summary: 'Banking records, newest first, with totals per currency of all that match',
        querystring: BankingListQuery,
        response: { 200: envelope(BankingList) },
      },
    },
    async (req) => ok(await service.list(req.topic, req.query, req.query)),
  );

  app.get(
    ROUTES.banking.summary,
    {
      schema: {
        tags,
        summary: 'Income, expense and balance per currency, by month and by category',
        querystring: BankingFilterQuery,
        response: { 200: envelope(BankingSummary) },
      },
    },
    async (req) => ok(await service.summary(req.topic, req.query)),
  );

  app.get(
    ROUTES.banking.export,
    {
      schema: {
        tags,
        summary: 'The matching records as CSV (the columns an import reads)',
        querystring: BankingFilterQuery,
        response: { 200: envelope(BankingExport) },
      },
    },
    async (req) => ok(await service.export(req.topic, req.query)),
  );

  app.post(
    ROUTES.banking.import,
    {
      // The CSV travels inside JSON; leave room for escaping.
      bodyLimit: BANKING_IMPORT_MAX_CHARS * 2 + 1024,
      schema: {
        tags,
        summary: 'Check (dryRun) or import a CSV of records: all rows or none',
        querystring: TopicQuery,
        body: BankingImportBody,
        response: { 200: envelope(BankingImportResult), 201: envelope(BankingImportResult) },
      },
    },
    async (req, reply) => {
      const result = await service.import(req.topic, actorOf(req), req.body.csv, req.body.dryRun);
      return reply.code(req.body.dryRun ? 200 : 201).send(ok(result));
    },
  );

  app.get(
    ROUTES.banking.byId,
    {
      schema: {
        tags,
        summary: 'A banking record',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(BankingRecord) },
      },
    },
    async (req) => ok(await service.get(req.topic, req.params.id)),
  );

  app.post(
    ROUTES.banking.list,
    {
      schema: {
        tags,
        summary: 'Create a banking record',
        querystring: TopicQuery,
        body: BankingRecordBody,
        response: { 201: envelope(BankingRecord) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.topic, actorOf(req), req.body))),
  );

  app.put(
    ROUTES.banking.byId,
    {
      schema: {
        tags,
        summary: 'Replace a banking record',
        params: IdParams,
        querystring: TopicQuery,
        body: BankingRecordBody,
        response: { 200: envelope(BankingRecord) },
      },
    },
    async (req) => ok(await service.update(req.topic, actorOf(req), req.params.id, req.body)),
  );

  app.delete(
    ROUTES.banking.byId,
    {
      schema: {
        tags,
        summary: 'Delete a banking record',
        params: IdParams,
        querystring: TopicQuery,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (req) => ok(await service.remove(req.topic, actorOf(req), req.params.id)),
  );
};
