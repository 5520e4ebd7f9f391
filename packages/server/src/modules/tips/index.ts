/**
 * The tips module's public file: tips (the service built once, `app.tips`). Other modules and the app
 * import the module as `../tips` (from the app, `./modules/tips`), never one of its files; the linter
 * refuses such an import.
 */
export { tipsPlugin } from './tips.plugin';
export { tipsRoutes } from './tips.routes';
export type { TipsService } from './tips.service';
