import fp from 'fastify-plugin';
import { type MediaService, mediaService } from './media.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library: built once, for its routes and the page heads' social cards. */
    media: MediaService;
  }
}

/** The media library's service; its routes, queue handlers and worker pool stay in media.routes.ts. */
export const mediaPlugin = fp(
  async (app) => {
    app.decorate('media', mediaService(app.db, app.jobs));
  },
  { name: 'media', dependencies: ['db', 'jobs'] },
);
