/**
 * The site-config module's public file: each topic's site configuration, its domains and marketplace
 * settings. Other modules and the app import the module as `../site-config` (from the app,
 * `./modules/site-config`), never one of its files; the linter refuses such an import.
 */
export { keyringFor } from './secret-box';
export { SecretValue } from './secret-value';
export { siteConfigRepository } from './site-config.repository';
export { siteConfigRoutes } from './site-config.routes';
export { type SiteConfigService, siteConfigService } from './site-config.service';
