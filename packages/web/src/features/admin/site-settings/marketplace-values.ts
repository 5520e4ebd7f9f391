import {
  type ApiCredentialVersion,
  MARKETPLACE_ERRORS,
  type MarketplaceAdapterKind,
  type MarketplaceSettings,
  UpdateMarketplaceSettingsBody,
} from '@app/contract';
import { bodyResolver, nullIfBlank } from '../components/body-resolver';

/** The marketplace part of the settings form, as text. The secret field starts empty, always. */
export interface MarketplaceValues {
  adapter: MarketplaceAdapterKind;
  apiClientId: string;
  apiClientSecret: string;
  apiCredentialVersion: ApiCredentialVersion;
  apiMarketplace: string;
  priceRefreshHours: string;
  priceMaxAgeHours: string;
  productPageMaxAgeDays: string;
}

export const MARKETPLACE_FIELDS: Array<keyof MarketplaceValues> = [
  'adapter',
  'apiClientId',
  'apiClientSecret',
  'apiCredentialVersion',
  'apiMarketplace',
  'priceRefreshHours',
  'priceMaxAgeHours',
  'productPageMaxAgeDays',
];

export const marketplaceValuesOf = (s: MarketplaceSettings): MarketplaceValues => ({
  adapter: s.adapter,
  apiClientId: s.apiClientId ?? '',
  apiClientSecret: '',
  apiCredentialVersion: s.apiCredentialVersion,
  apiMarketplace: s.apiMarketplace,
  priceRefreshHours: String(s.priceRefreshHours),
  priceMaxAgeHours: String(s.priceMaxAgeHours),
  productPageMaxAgeDays: String(s.productPageMaxAgeDays),
});

/** Blank is no number (the schema says what to enter), not 0. */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** A blank secret keeps the saved one (left out of the body); a blank client id removes the credentials. */
export const marketplaceBodyOf = (v: MarketplaceValues) => ({
  adapter: v.adapter,
  apiClientId: nullIfBlank(v.apiClientId),
  ...(v.apiClientSecret.trim() === '' ? {} : { apiClientSecret: v.apiClientSecret.trim() }),
  apiCredentialVersion: v.apiCredentialVersion,
  apiMarketplace: v.apiMarketplace,
  priceRefreshHours: whole(v.priceRefreshHours),
  priceMaxAgeHours: whole(v.priceMaxAgeHours),
  productPageMaxAgeDays: whole(v.productPageMaxAgeDays),
});

/** The contract's checks, plus the one only the saved state can tell: a secret is needed once. */
export const marketplaceResolver = (secretSaved: boolean) =>
  bodyResolver<MarketplaceValues, UpdateMarketplaceSettingsBody>(
    UpdateMarketplaceSettingsBody,
    marketplaceBodyOf,
    (v) => ({
      apiClientSecret:
        !secretSaved && v.apiClientId.trim() !== '' && v.apiClientSecret.trim() === ''
          ? MARKETPLACE_ERRORS.secretRequired
          : undefined,
    }),
  );
