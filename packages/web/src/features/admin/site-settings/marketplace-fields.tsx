import { API_CREDENTIAL_VERSIONS, type ApiCredentialVersion, type MarketplaceSettings } from '@app/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { Section } from '../components/admin-page';
import { FormTextField } from '../components/form-fields';
import type { MarketplaceValues } from './marketplace-values';

/** Where each credential version's token endpoint is, as Associates Central names the regions. */
const VERSION_LABELS: Record<ApiCredentialVersion, string> = {
  '2.1': '2.1 · North America',
  '2.2': '2.2 · Europe',
  '2.3': '2.3 · Far East',
  '3.1': '3.1 · North America (Login with Amazon)',
  '3.2': '3.2 · Europe (Login with Amazon)',
  '3.3': '3.3 · Far East (Login with Amazon)',
};

const ADAPTERS = [
  {
    value: 'pages',
    label: "The marketplace's pages",
    hint: 'Reads its search and product pages, slowly and as its robots.txt allows.',
  },
  {
    value: 'creators-api',
    label: "The marketplace's product API",
    hint: "Amazon's Creators API: exact prices and stock, with the credentials from Associates Central.",
  },
] as const;

/** A number of hours or days, with its unit beside it. */
function AmountField<V extends FieldValues>({
  control,
  name,
  label,
  unit,
  helperText,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  unit: string;
  helperText: string;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="number"
      fullWidth
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric', min: 0, step: 1 },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}

/**
 * The marketplace data part of site settings: which adapter crawls and price refreshes use, the
 * product API's credentials (the secret is typed, never shown), and how fresh prices must be.
 */
export function MarketplaceDataSection({
  control,
  saved,
  onRemoveCredentials,
}: {
  control: Control<MarketplaceValues>;
  saved: MarketplaceSettings;
  onRemoveCredentials: () => void;
}) {
  const adapter = useWatch({ control, name: 'adapter' });
  const clientId = useWatch({ control, name: 'apiClientId' });
  const usingApi = adapter === 'creators-api';
  return (
    <Section
      title="Marketplace data"
      description="Where crawls and price refreshes get items, prices and stock, and how fresh prices must be."
    >
      <Controller
        control={control}
        name="adapter"
        render={({ field }) => (
          <RadioGroup
            aria-label="Read the marketplace from"
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            sx={{ mb: 2, gap: 1 }}
          >
            {ADAPTERS.map((a) => (
              <FormControlLabel
                key={a.value}
                value={a.value}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mr: 0, '& .MuiRadio-root': { mt: -0.75 } }}
                label={
                  <Box>
                    <Typography variant="body1">{a.label}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {a.hint}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      />
      {usingApi && (
        <Box
          data-testid="api-credentials"
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}
        >
          <FormTextField
            control={control}
            name="apiClientId"
            label="API client id"
            autoComplete="off"
            fullWidth
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="apiClientSecret"
            label="API client secret"
            type="password"
            autoComplete="new-password"
            fullWidth
            placeholder={saved.apiSecretSet ? '•••••••• saved' : ''}
            slotProps={{ inputLabel: saved.apiSecretSet ? { shrink: true } : undefined }}
            helperText={
              saved.apiSecretSet
                ? 'Saved. Leave it blank to keep it, or type a new one to replace it.'
                : 'Shown once when you create the credential in Associates Central.'
            }
            sx={{ gridColumn: '1 / -1' }}
          />
          <FormTextField
            control={control}
            name="apiCredentialVersion"
            label="Credential version"
            select
            fullWidth
          >
            {API_CREDENTIAL_VERSIONS.map((v) => (
              <MenuItem key={v} value={v}>
                {VERSION_LABELS[v]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="apiMarketplace"
            label="Marketplace"
            placeholder="www.amazon.com"
            fullWidth
            helperText="The store the credential is for; item links go there."
          />
        </Box>
      )}
      {!usingApi && saved.apiSecretSet && clientId.trim() !== '' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}>
          <Typography variant="body2" color="text.secondary">
            The product API's credentials stay saved for later.
          </Typography>
          <Button size="small" color="secondary" onClick={onRemoveCredentials}>
            Remove them
          </Button>
        </Box>
      )}
      <Typography component="h3" variant="subtitle2" sx={{ mb: 2 }}>
        Price freshness
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <AmountField
          control={control}
          name="priceRefreshHours"
          label="Refresh prices every"
          unit="hours"
          helperText="0 turns the scheduled refresh off."
        />
        <AmountField
          control={control}
          name="priceMaxAgeHours"
          label="Hide prices older than"
          unit="hours"
          helperText="Visitors see no price checked longer ago."
        />
        <AmountField
          control={control}
          name="productPageMaxAgeDays"
          label="Re-read product details after"
          unit="days"
          helperText="Brand, features and description."
        />
      </Box>
    </Section>
  );
}
