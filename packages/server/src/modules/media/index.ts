/**
 * The media module's public file: pictures: upload, variants and serving (the service built once,
 * `app.media`). Other modules and the app import the module as `../media` (from the app,
 * `./modules/media`), never one of its files; the linter refuses such an import.
 */
export { mediaPlugin } from './media.plugin';
export { sha256Of } from './media.processing';
export { mediaRoutes } from './media.routes';
export type { MediaService } from './media.service';
