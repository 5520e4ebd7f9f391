import fp from 'fastify-plugin';
import { searchRepository } from './search.repository';
import { type SearchService, searchService } from './search.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue search: built once, for its routes and the assistant's retrieval. */
    catalogueSearch: SearchService;
  }
}

export const searchPlugin = fp(
  async (app) => {
    app.decorate('catalogueSearch', searchService(searchRepository(app.db)));
  },
  { name: 'search', dependencies: ['db'] },
);
