/**
 * The chat module's public file: the assistant. Other modules and the app import the module as
 * `../chat` (from the app, `./modules/chat`), never one of its files; the linter refuses such an
 * import.
 */
export { chatRoutes } from './chat.routes';
