import { ERRORS, MARKETPLACE_ERRORS, type MarketplaceSettings, type SiteConfig } from '@app/contract';
import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { AdminPage } from '../components/admin-page';
import { FormActions, ServerErrorAlert, SuccessNotice } from '../components/form-status';
import { LoadState } from '../components/load-state';
import { MarketplaceDataSection } from './marketplace-fields';
import { useGetMarketplaceSettingsQuery } from './marketplace-settings-api';
import type { MarketplaceValues } from './marketplace-values';
import { AddressSection, IdentitySection, MarketplaceLinkSection } from './site-sections';
import { type SiteConfigSave, useSiteSettingsForm } from './use-site-settings-form';

function SettingsForm({
  config,
  marketplace,
  saving: siteSave,
}: {
  config: SiteConfig;
  marketplace: MarketplaceSettings;
  saving: SiteConfigSave;
}) {
  const {
    control,
    dirty,
    saving,
    onSubmit,
    dialog,
    movingTo,
    savedMarketplace,
    market,
    clearSaves,
    removeCredentials,
  } = useSiteSettingsForm({ config, marketplace, siteSave });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Site settings">
      <SuccessNotice show={(siteSave.isSuccess || market.isSuccess) && !dirty} onClose={clearSaves}>
        Settings saved. Every visitor sees them now.
      </SuccessNotice>
      <ServerErrorAlert error={siteSave.error} failed={ERRORS.siteConfigSave} onClose={siteSave.reset} />
      <ServerErrorAlert
        error={market.error}
        failed={MARKETPLACE_ERRORS.settingsSave}
        onClose={market.reset}
      />
      <IdentitySection control={control} />
      <AddressSection control={control} currentDomain={config.domain} movingTo={movingTo} />
      <MarketplaceLinkSection control={control} />
      <MarketplaceDataSection
        // The section sees its own fields only; the form holds them among the site's.
        control={control as unknown as Control<MarketplaceValues>}
        saved={savedMarketplace}
        onRemoveCredentials={removeCredentials}
      />
      <FormActions saving={saving} dirty={dirty} submitLabel="Save settings" />
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
