import { ERRORS, type SiteConfig, UpdateSiteConfigBody } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { PageContainer } from '../../components/page-container';
import { apiErrorText } from '../../lib/api-error';
import { useUpdateSiteConfigMutation } from './site-config-api';
import { selectSiteConfig } from './site-config-slice';

type Field =
  | 'title'
  | 'tagline'
  | 'description'
  | 'primaryColor'
  | 'secondaryColor'
  | 'domain'
  | 'contactEmail'
  | 'logoUrl'
  | 'marketplaceBaseUrl'
  | 'marketplaceAffiliateTag';
type Values = Record<Field, string>;

const optionalFields: Field[] = [
  'domain',
  'contactEmail',
  'logoUrl',
  'marketplaceBaseUrl',
  'marketplaceAffiliateTag',
];

const fields: { name: Field; label: string; multiline?: boolean; helper?: string }[] = [
  { name: 'title', label: 'Title' },
  { name: 'tagline', label: 'Tagline' },
  { name: 'description', label: 'Description', multiline: true },
  { name: 'primaryColor', label: 'Primary colour' },
  { name: 'secondaryColor', label: 'Secondary colour' },
  { name: 'domain', label: 'Domain', helper: 'Visitors on this domain see the site without a path prefix.' },
  { name: 'contactEmail', label: 'Contact email' },
  { name: 'logoUrl', label: 'Logo address' },
  { name: 'marketplaceBaseUrl', label: 'Marketplace address' },
  { name: 'marketplaceAffiliateTag', label: 'Marketplace affiliate tag' },
];

const valuesOf = (config: SiteConfig): Values => ({
  title: config.title,
  tagline: config.tagline,
  description: config.description,
  primaryColor: config.primaryColor,
  secondaryColor: config.secondaryColor,
  domain: config.domain ?? '',
  contactEmail: config.contactEmail ?? '',
  logoUrl: config.logoUrl ?? '',
  marketplaceBaseUrl: config.marketplaceBaseUrl ?? '',
  marketplaceAffiliateTag: config.marketplaceAffiliateTag ?? '',
});

/** Blank optional fields mean "none", which the wire spells null. */
const bodyOf = (values: Values) => {
  const body: Record<string, string | null> = { ...values };
  for (const name of optionalFields) if (values[name].trim() === '') body[name] = null;
  return body;
};

function SettingsForm({ config }: { config: SiteConfig }) {
  const [values, setValues] = useState<Values>(() => valuesOf(config));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [save, { isLoading, isSuccess, error, reset }] = useUpdateSiteConfigMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    const parsed = UpdateSiteConfigBody.safeParse(bodyOf(values));
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as Field;
        next[name] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    void save(parsed.data);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, maxWidth: 760 }}>
      {isSuccess && (
        <Alert severity="success" sx={{ mb: 3 }}>
          Settings saved.
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {apiErrorText(error, { failed: ERRORS.siteConfigSave })}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {fields.map((field) => {
          const colour = field.name === 'primaryColor' || field.name === 'secondaryColor';
          return (
            <TextField
              key={field.name}
              id={`site-${field.name}`}
              label={field.label}
              value={values[field.name]}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? field.helper}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              sx={{ gridColumn: colour ? undefined : '1 / -1' }}
              slotProps={
                colour
                  ? {
                      input: {
                        startAdornment: (
                          <InputAdornment position="start">
                            <Box
                              aria-hidden
                              sx={{
                                width: 20,
                                height: 20,
                                borderRadius: 1,
                                bgcolor: values[field.name],
                                border: 1,
                                borderColor: 'divider',
                              }}
                            />
                          </InputAdornment>
                        ),
                      },
                    }
                  : undefined
              }
            />
          );
        })}
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save settings
          </Button>
          <Typography variant="body2" color="text.secondary">
            Changes apply to every visitor at once.
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

/** `admin/site-settings`: the site's own title, colours, domain and contact (admins only). */
export function SiteSettingsScreen() {
  const config = useAppSelector(selectSiteConfig);
  return (
    <PageContainer
      eyebrow="Admin"
      title="Site settings"
      subtitle="How this site introduces itself to visitors."
    >
      {config && <SettingsForm config={config} />}
    </PageContainer>
  );
}
