import {
  ERRORS,
  MARKETPLACE_ERRORS,
  type MarketplaceSettings,
  type SiteConfig,
  type UpdateMarketplaceSettingsBody,
  UpdateSiteConfigBody,
} from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { type Control, type Resolver, useForm, useWatch } from 'react-hook-form';
import { PictureField } from '../../../components/media/picture-field';
import { AdminPage, Section } from '../components/admin-page';
import { bodyResolver, nullIfBlank } from '../components/body-resolver';
import { FormTextField } from '../components/form-fields';
import { FormActions, ServerErrorAlert, SuccessNotice } from '../components/form-status';
import { LoadState } from '../components/load-state';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { ColourField } from './colour-field';
import { MarketplaceDataSection } from './marketplace-fields';
import {
  useGetMarketplaceSettingsQuery,
  useUpdateMarketplaceSettingsMutation,
} from './marketplace-settings-api';
import {
  MARKETPLACE_FIELDS,
  type MarketplaceValues,
  marketplaceResolver,
  marketplaceValuesOf,
} from './marketplace-values';

interface SettingsValues {
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

const valuesOf = (c: SiteConfig): SettingsValues => ({
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
const bodyOf = (v: SettingsValues) => ({
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

const siteResolver = bodyResolver<SettingsValues, UpdateSiteConfigBody>(UpdateSiteConfigBody, bodyOf);

/** One form, two bodies: the site config and the marketplace settings have an endpoint each. */
type FormValues = SettingsValues & MarketplaceValues;
type FormBodies = { site: UpdateSiteConfigBody; market: UpdateMarketplaceSettingsBody };

function formResolver(secretSaved: () => boolean): Resolver<FormValues, unknown, FormBodies> {
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

/**
 * Where the settings screen lives once the domain it is open on changes: the new domain, or the
 * path-prefix address on this same host when the domain is cleared. Null when the screen is not
 * open on the site's own domain, or the domain stays.
 */
function addressAfterSave(config: SiteConfig, typedDomain: string): string | null {
  const { hostname, protocol, port, origin } = window.location;
  if (!config.domain || hostname !== config.domain) return null;
  const next = typedDomain.trim().toLowerCase();
  if (next === config.domain) return null;
  return next
    ? `${protocol}//${next}${port ? `:${port}` : ''}/admin/site-settings`
    : `${origin}/${config.websiteTopic}/admin/site-settings`;
}

/**
 * The save of the site config, handed in by the route: the config and its store belong to the
 * site-config feature.
 */
export type SiteConfigSave = {
  save: (body: UpdateSiteConfigBody) => PromiseLike<{ data?: SiteConfig }>;
  isLoading: boolean;
  isSuccess: boolean;
  error: unknown;
  reset: () => void;
};

function SettingsForm({
  config,
  marketplace,
  saving: { save, isLoading, isSuccess, error, reset: resetSave },
}: {
  config: SiteConfig;
  marketplace: MarketplaceSettings;
  saving: SiteConfigSave;
}) {
  const [saveMarket, market] = useUpdateMarketplaceSettingsMutation();
  const [saved, setSaved] = useState(marketplace);
  // The resolver asks for a secret only while none is saved: it reads the latest saved state.
  const secretSaved = useRef(saved.apiSecretSet);
  secretSaved.current = saved.apiSecretSet;
  const { control, handleSubmit, formState, reset, setValue } = useForm<FormValues, unknown, FormBodies>({
    defaultValues: { ...valuesOf(config), ...marketplaceValuesOf(marketplace) },
    resolver: formResolver(() => secretSaved.current),
  });
  const { dirtyFields } = formState;
  const saving = isLoading || market.isLoading;
  const { dialog } = useUnsavedChanges(formState.isDirty && !saving);
  const movingTo = addressAfterSave(config, useWatch({ control, name: 'domain' }));
  // This address no longer reaches the site: continue where it now lives, once the form is no
  // longer dirty (else the unsaved-changes warning would stop the move).
  const [moved, setMoved] = useState<string | null>(null);
  useEffect(() => {
    if (moved) window.location.assign(moved);
  }, [moved]);

  const onSubmit = handleSubmit(async ({ site, market: marketBody }) => {
    resetSave();
    market.reset();
    const changed = Object.keys(dirtyFields) as Array<keyof FormValues>;
    const marketChanged = changed.some((k) => (MARKETPLACE_FIELDS as string[]).includes(k));
    const siteChanged = changed.some((k) => !(MARKETPLACE_FIELDS as string[]).includes(k));
    let siteNow = config;
    if (siteChanged || !marketChanged) {
      const result = await save(site);
      if (!result.data) return;
      siteNow = result.data;
    }
    let marketNow = saved;
    if (marketChanged) {
      const result = await saveMarket(marketBody);
      if (!result.data) return;
      marketNow = result.data;
      setSaved(marketNow);
    }
    reset({ ...valuesOf(siteNow), ...marketplaceValuesOf(marketNow) });
    if (movingTo && siteChanged) setMoved(movingTo);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Site settings">
      <SuccessNotice
        show={(isSuccess || market.isSuccess) && !formState.isDirty}
        onClose={() => {
          resetSave();
          market.reset();
        }}
      >
        Settings saved. Every visitor sees them now.
      </SuccessNotice>
      <ServerErrorAlert error={error} failed={ERRORS.siteConfigSave} onClose={resetSave} />
      <ServerErrorAlert
        error={market.error}
        failed={MARKETPLACE_ERRORS.settingsSave}
        onClose={market.reset}
      />
      <Section
        title="Identity"
        description="How the site introduces itself in the header, the home page and search results."
      >
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="title"
            label="Title"
            required
            fullWidth
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="tagline"
            label="Tagline"
            fullWidth
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={3}
            fullWidth
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <PictureField control={control} name="logoUrl" label="Logo address" />
          </Box>
          <ColourField control={control} name="primaryColor" label="Primary colour" />
          <ColourField control={control} name="secondaryColor" label="Secondary colour" />
        </Box>
      </Section>
      <Section title="Address and contact">
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="domain"
            label="Domain"
            placeholder="shop.example.com"
            fullWidth
            helperText="Visitors on this domain see the site without a path prefix."
          />
          {movingTo && (
            <Alert severity="warning" data-testid="domain-move-warning">
              You are using the site at {config.domain}. Once saved, this address no longer reaches the site:
              you will continue at <strong>{movingTo}</strong>.
            </Alert>
          )}
          <FormTextField control={control} name="contactEmail" label="Contact email" type="email" fullWidth />
        </Box>
      </Section>
      <Section
        title="Marketplace"
        description="Where item links point, and the tag that earns the site its commission (the product API's partner tag too)."
      >
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <FormTextField
            control={control}
            name="marketplaceBaseUrl"
            label="Marketplace address"
            placeholder="https://"
            fullWidth
          />
          <FormTextField control={control} name="marketplaceAffiliateTag" label="Affiliate tag" fullWidth />
        </Box>
      </Section>
      <MarketplaceDataSection
        // The section sees its own fields only; the form holds them among the site's.
        control={control as unknown as Control<MarketplaceValues>}
        saved={saved}
        onRemoveCredentials={() => {
          setValue('apiClientId', '', { shouldDirty: true });
          setValue('apiClientSecret', '', { shouldDirty: true });
        }}
      />
      <FormActions saving={saving} dirty={formState.isDirty} submitLabel="Save settings" />
      {dialog}
    </Box>
  );
}

/** `admin/site-settings`: the site's own title, colours, domain, contact and marketplace (admins only). */
export function SiteSettingsScreen({
  config,
  saving,
}: {
  config: SiteConfig | null;
  saving: SiteConfigSave;
}) {
  const marketplace = useGetMarketplaceSettingsQuery();
  return (
    <AdminPage
      title="Site settings"
      crumbs={[{ label: 'Site settings' }]}
      subtitle="How this site introduces itself to visitors."
      maxWidth="md"
    >
      <LoadState
        loading={marketplace.isLoading}
        error={marketplace.error}
        failed={MARKETPLACE_ERRORS.settingsLoad}
        onRetry={marketplace.refetch}
      />
      {config && marketplace.data && (
        <SettingsForm config={config} marketplace={marketplace.data} saving={saving} />
      )}
    </AdminPage>
  );
}
