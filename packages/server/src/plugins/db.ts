import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the database to modules; the owner of the connection (main or a test) closes it. */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    database.useLog(app.log);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
