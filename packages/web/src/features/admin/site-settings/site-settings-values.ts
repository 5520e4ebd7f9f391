import type { SiteConfig, UpdateMarketplaceSettingsBody } from '@app/contract';
import { UpdateSiteConfigBody } from '@app/contract';
import type { Resolver } from 'react-hook-form';
import { bodyResolver, nullIfBlank } from '../components/body-resolver';
import { type MarketplaceValues, marketplaceResolver } from './marketplace-values';

interface SiteValues {
  title: string;
  tagline: string;
  description: string;
  primaryColor: string;
  secondaryColor: string;
  domain: string;
  contactEmail: string;
  logoUrl: string;
  marketplaceBaseUrl: string;
  marketplaceAffiliateTag: string;
}

export const siteValuesOf = (c: SiteConfig): SiteValues => ({
  title: c.title,
  tagline: c.tagline,
  description: c.description,
  primaryColor: c.primaryColor,
  secondaryColor: c.secondaryColor,
  domain: c.domain ?? '',
  contactEmail: c.contactEmail ?? '',
  logoUrl: c.logoUrl ?? '',
  marketplaceBaseUrl: c.marketplaceBaseUrl ?? '',
  marketplaceAffiliateTag: c.marketplaceAffiliateTag ?? '',
});

/** Blank optional fields mean "none", which the wire spells null. */
const bodyOf = (v: SiteValues) => ({
  title: v.title,
  tagline: v.tagline,
  description: v.description,
  primaryColor: v.primaryColor.trim(),
  secondaryColor: v.secondaryColor.trim(),
  domain: nullIfBlank(v.domain),
  contactEmail: nullIfBlank(v.contactEmail),
  logoUrl: nullIfBlank(v.logoUrl),
  marketplaceBaseUrl: nullIfBlank(v.marketplaceBaseUrl),
  marketplaceAffiliateTag: nullIfBlank(v.marketplaceAffiliateTag),
});

const siteResolver = bodyResolver<SiteValues, UpdateSiteConfigBody>(UpdateSiteConfigBody, bodyOf);

/** One form, two bodies: the site config and the marketplace settings have an endpoint each. */
export type SettingsValues = SiteValues & MarketplaceValues;
export type SettingsBodies = { site: UpdateSiteConfigBody; market: UpdateMarketplaceSettingsBody };

export function settingsResolver(
  secretSaved: () => boolean,
): Resolver<SettingsValues, unknown, SettingsBodies> {
  return async (values, context, options) => {
    const [site, market] = await Promise.all([
      siteResolver(values, context, options as never),
      marketplaceResolver(secretSaved())(values, context, options as never),
    ]);
    const errors = { ...site.errors, ...market.errors };
    if (Object.keys(errors).length > 0) return { values: {}, errors } as never;
    return {
      values: {
        site: site.values as UpdateSiteConfigBody,
        market: market.values as UpdateMarketplaceSettingsBody,
      },
      errors: {},
    };
  };
}
