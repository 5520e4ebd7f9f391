import { z } from 'zod';

/** The marketplace settings of a topic: which adapter its crawls use, and the product API's credentials. */
export const MARKETPLACE_ADAPTERS = ['pages', 'creators-api'] as const;
export type MarketplaceAdapterKind = (typeof MARKETPLACE_ADAPTERS)[number];

/**
 * The product API's credential versions: each names the region of its token endpoint
 * (2.x: North America, Europe, Far East; 3.x the same regions' newer credentials).
 */
export const API_CREDENTIAL_VERSIONS = ['2.1', '2.2', '2.3', '3.1', '3.2', '3.3'] as const;
export type ApiCredentialVersion = (typeof API_CREDENTIAL_VERSIONS)[number];

/** Ids per GetItems call, and results per SearchItems page: the API's own limits. */
export const API_MAX_ITEMS_PER_CALL = 10;

/** Bounds of the freshness settings (0 hours of refresh turns the scheduled refresh off). */
export const PRICE_REFRESH_HOURS_MAX = 720;
export const PRICE_MAX_AGE_HOURS_MAX = 8760;
export const PRODUCT_PAGE_MAX_AGE_DAYS_MAX = 365;

/** Texts of the marketplace settings and of the product API adapter. */
export const MARKETPLACE_ERRORS = {
  credentialsRefused: "The marketplace API refused the site's credentials; check them in site settings",
  credentialsMissing:
    'The marketplace API is chosen for this site but its credentials are missing; enter them in site settings',
  credentialsRequired: 'Enter the API client id and secret to use the marketplace API',
  secretRequired: 'Enter the API client secret (none is saved yet)',
  partnerTagMissing:
    "The marketplace API needs the site's affiliate tag (its partner tag); enter it in site settings",
  partnerTagRefused: "The marketplace API refused the site's affiliate tag; check it in site settings",
  apiFailed: 'The marketplace API did not answer as expected',
  settingsLoad: 'Failed to load the marketplace settings',
  settingsSave: 'Failed to save the marketplace settings',
} as const;

const ClientId = z
  .string()
  .trim()
  .min(1, 'Enter the API client id')
  .max(200, 'An API client id has at most 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'An API client id has no spaces');
const ClientSecret = z
  .string()
  .trim()
  .min(1, 'Enter the API client secret')
  .max(500, 'An API client secret has at most 500 characters')
  .regex(/^[\x21-\x7e]+$/, 'An API client secret has no spaces');
/** The marketplace the API answers for, as a host: `www.amazon.com`, `www.amazon.co.uk`. */
const MarketplaceHost = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Enter the marketplace as a host such as www.amazon.com',
  );
const hours = (max: number, min: number, what: string) =>
  z
    .number({ error: `Enter ${what} as a whole number` })
    .int(`Enter ${what} as a whole number`)
    .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} is at least ${min}`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} is at most ${max}`);

/**
 * What an admin sees of the settings. The client id is shown (it names the credential, like a
 * user name); the secret never leaves the server, only whether one is saved.
 */
export const MarketplaceSettings = z.object({
  adapter: z.enum(MARKETPLACE_ADAPTERS),
  apiClientId: z.string().nullable(),
  apiSecretSet: z.boolean(),
  apiCredentialVersion: z.enum(API_CREDENTIAL_VERSIONS),
  apiMarketplace: z.string(),
  priceRefreshHours: z.number().int(),
  priceMaxAgeHours: z.number().int(),
  productPageMaxAgeDays: z.number().int(),
});
export type MarketplaceSettings = z.infer<typeof MarketplaceSettings>;

/**
 * The update: the same fields, and a new secret only when it changes (absent keeps the saved
 * one). A null client id removes the credentials, which only the page crawler can do without.
 */
export const UpdateMarketplaceSettingsBody = z
  .strictObject({
    adapter: z.enum(MARKETPLACE_ADAPTERS),
    apiClientId: ClientId.nullable(),
    apiClientSecret: ClientSecret.optional(),
    apiCredentialVersion: z.enum(API_CREDENTIAL_VERSIONS).default('2.1'),
    apiMarketplace: MarketplaceHost.default('www.amazon.com'),
    priceRefreshHours: hours(PRICE_REFRESH_HOURS_MAX, 0, 'the refresh interval'),
    priceMaxAgeHours: hours(PRICE_MAX_AGE_HOURS_MAX, 1, 'the price age'),
    productPageMaxAgeDays: hours(PRODUCT_PAGE_MAX_AGE_DAYS_MAX, 1, 'the product page age'),
  })
  .superRefine((body, ctx) => {
    if (body.adapter === 'creators-api' && body.apiClientId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['apiClientId'],
        message: MARKETPLACE_ERRORS.credentialsRequired,
      });
    }
    if (body.apiClientId === null && body.apiClientSecret !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['apiClientId'], message: 'Enter the API client id' });
    }
  });
export type UpdateMarketplaceSettingsBody = z.infer<typeof UpdateMarketplaceSettingsBody>;
export type UpdateMarketplaceSettingsInput = z.input<typeof UpdateMarketplaceSettingsBody>;
