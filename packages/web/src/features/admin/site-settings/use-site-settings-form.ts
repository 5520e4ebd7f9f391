import type { MarketplaceSettings, SiteConfig, UpdateSiteConfigBody } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUnsavedChanges } from '../components/unsaved-changes';
import { useUpdateMarketplaceSettingsMutation } from './marketplace-settings-api';
import { MARKETPLACE_FIELDS, marketplaceValuesOf } from './marketplace-values';
import {
  type SettingsBodies,
  type SettingsValues,
  settingsResolver,
  siteValuesOf,
} from './site-settings-values';

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

const isMarketplaceField = (k: string) => (MARKETPLACE_FIELDS as string[]).includes(k);

/**
 * The settings form's state: one form whose fields go to two endpoints, each saved only when one
 * of its fields changed, and the move to the site's new address when the domain it is open on changes.
 */
export function useSiteSettingsForm({
  config,
  marketplace,
  siteSave: { save, isLoading, reset: resetSave },
}: {
  config: SiteConfig;
  marketplace: MarketplaceSettings;
  siteSave: SiteConfigSave;
}) {
  const [saveMarket, market] = useUpdateMarketplaceSettingsMutation();
  const [saved, setSaved] = useState(marketplace);
  // The resolver asks for a secret only while none is saved: it reads the latest saved state.
  const secretSaved = useRef(saved.apiSecretSet);
  secretSaved.current = saved.apiSecretSet;
  const form = useForm<SettingsValues, unknown, SettingsBodies>({
    defaultValues: { ...siteValuesOf(config), ...marketplaceValuesOf(marketplace) },
    resolver: settingsResolver(() => secretSaved.current),
  });
  const { control, handleSubmit, formState, reset, setValue } = form;
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

  const clearSaves = () => {
    resetSave();
    market.reset();
  };

  const onSubmit = handleSubmit(async ({ site, market: marketBody }) => {
    clearSaves();
    const changed = Object.keys(dirtyFields);
    const marketChanged = changed.some(isMarketplaceField);
    const siteChanged = changed.some((k) => !isMarketplaceField(k));
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
    reset({ ...siteValuesOf(siteNow), ...marketplaceValuesOf(marketNow) });
    if (movingTo && siteChanged) setMoved(movingTo);
  });

  const removeCredentials = () => {
    setValue('apiClientId', '', { shouldDirty: true });
    setValue('apiClientSecret', '', { shouldDirty: true });
  };

  return {
    control,
    dirty: formState.isDirty,
    saving,
    onSubmit,
    dialog,
    movingTo,
    savedMarketplace: saved,
    market,
    clearSaves,
    removeCredentials,
  };
}
