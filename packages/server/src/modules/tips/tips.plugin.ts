import { TipDetail, UpdateTipBody } from '@app/contract';
import fp from 'fastify-plugin';
import { restorerOf } from '../activity';
import { tipsRepository } from './tips.repository';
import { type TipsService, tipsService } from './tips.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tips: built once, for their routes, the page heads and the sitemap. */
    tips: TipsService;
  }
}

/** The tips service, and how the activity log restores a tip: through the same service, logged as 'restore'. */
export const tipsPlugin = fp(
  async (app) => {
    const service = tipsService(tipsRepository(app.db));
    app.decorate('tips', service);
    app.activity.restorers.register(
      'tip',
      restorerOf(
        UpdateTipBody,
        (t, a, id, b) => service.update(t, a, id, b, 'restore'),
        TipDetail,
        service.recreate,
      ),
    );
  },
  { name: 'tips', dependencies: ['db', 'activity'] },
);
