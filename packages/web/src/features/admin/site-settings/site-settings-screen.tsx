import { ERRORS, type SiteConfig, UpdateSiteConfigBody } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAppSelector } from '../../../app/hooks';
import { useUpdateSiteConfigMutation } from '../../site-config/site-config-api';
import { selectSiteConfig } from '../../site-config/site-config-slice';
import { AdminPage, Section } from '../components/admin-page';
import { bodyResolver, nullIfBlank } from '../components/body-resolver';
import { FormTextField } from '../components/form-fields';
import { FormActions, ServerErrorAlert, SuccessNotice } from '../components/form-status';
import { useUnsavedChanges } from '../components/unsaved-changes';

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

const resolver = bodyResolver<SettingsValues, UpdateSiteConfigBody>(UpdateSiteConfigBody, bodyOf);

function ColourField({
  control,
  name,
  label,
}: {
  control: ReturnType<typeof useForm<SettingsValues, unknown, UpdateSiteConfigBody>>['control'];
  name: 'primaryColor' | 'secondaryColor';
  label: string;
}) {
  const value = useWatch({ control, name });
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                aria-hidden
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: 1,
                  bgcolor: /^#[0-9a-f]{6}$/i.test(value) ? value : 'transparent',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
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

function SettingsForm({ config }: { config: SiteConfig }) {
  const [save, { isLoading, isSuccess, error, reset: resetSave }] = useUpdateSiteConfigMutation();
  const { control, handleSubmit, formState, reset } = useForm<SettingsValues, unknown, UpdateSiteConfigBody>({
    defaultValues: valuesOf(config),
    resolver,
  });
  const { dialog } = useUnsavedChanges(formState.isDirty && !isLoading);
  const movingTo = addressAfterSave(config, useWatch({ control, name: 'domain' }));
  // This address no longer reaches the site: continue where it now lives, once the form is no
  // longer dirty (else the unsaved-changes warning would stop the move).
  const [moved, setMoved] = useState<string | null>(null);
  useEffect(() => {
    if (moved) window.location.assign(moved);
  }, [moved]);

  const onSubmit = handleSubmit(async (body) => {
    resetSave();
    const result = await save(body);
    if (!result.data) return;
    reset(valuesOf(result.data));
    if (movingTo) setMoved(movingTo);
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Site settings">
      <SuccessNotice show={isSuccess && !formState.isDirty} onClose={resetSave}>
        Settings saved. Every visitor sees them now.
      </SuccessNotice>
      <ServerErrorAlert error={error} failed={ERRORS.siteConfigSave} onClose={resetSave} />
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
          <FormTextField
            control={control}
            name="logoUrl"
            label="Logo address"
            placeholder="https://"
            fullWidth
            sx={{ gridColumn: '1 / -1' }}
          />
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
        description="Where item links point, and the tag that earns the site its commission."
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
      <FormActions saving={isLoading} dirty={formState.isDirty} submitLabel="Save settings" />
      {dialog}
    </Box>
  );
}

/** `admin/site-settings`: the site's own title, colours, domain and contact (admins only). */
export function SiteSettingsScreen() {
  const config = useAppSelector(selectSiteConfig);
  return (
    <AdminPage
      title="Site settings"
      crumbs={[{ label: 'Site settings' }]}
      subtitle="How this site introduces itself to visitors."
      maxWidth="md"
    >
      {config && <SettingsForm config={config} />}
    </AdminPage>
  );
}
