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
    // The topic's synonyms are kept until a write of the topic commits, here or in another
    // process: the reply cache's topic versions say when.
    app.decorate('catalogueSearch', searchService(searchRepository(app.db), { versions: app.topicCache }));
  },
  { name: 'search', dependencies: ['db', 'http-cache'] },
);
