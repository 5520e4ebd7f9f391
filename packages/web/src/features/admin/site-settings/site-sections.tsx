import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type Control, useWatch } from 'react-hook-form';
import { PictureField } from '../../../components/media/picture-field';
import { Section } from '../components/admin-page';
import { FormTextField } from '../components/form-fields';
import { ColourField } from './colour-field';
import { DomainProofPanel } from './domain-proof';
import type { SettingsValues } from './site-settings-values';

type SettingsControl = Control<SettingsValues, unknown, unknown>;

const wide = { gridColumn: '1 / -1' };

/** Title, tagline, description, logo and colours. */
export function IdentitySection({ control }: { control: SettingsControl }) {
  return (
    <Section
      title="Identity"
      description="How the site introduces itself in the header, the home page and search results."
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="title" label="Title" required fullWidth sx={wide} />
        <FormTextField control={control} name="tagline" label="Tagline" fullWidth sx={wide} />
        <FormTextField
          control={control}
          name="description"
          label="Description"
          multiline
          minRows={3}
          fullWidth
          sx={wide}
        />
        <Box sx={wide}>
          <PictureField control={control} name="logoUrl" label="Logo address" />
        </Box>
        <ColourField control={control} name="primaryColor" label="Primary colour" />
        <ColourField control={control} name="secondaryColor" label="Secondary colour" />
      </Box>
    </Section>
  );
}

/** The domain (with a warning when saving it moves this very screen) and the contact email. */
export function AddressSection({
  control,
  currentDomain,
  movingTo,
}: {
  control: SettingsControl;
  currentDomain: string | null;
  /** Where the screen continues after the save, when the domain it is open on changes. */
  movingTo: string | null;
}) {
  const domain = useWatch({ control, name: 'domain' }) ?? '';
  return (
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
        <DomainProofPanel domain={domain} savedDomain={currentDomain} />
        {movingTo && (
          <Alert severity="warning" data-testid="domain-move-warning">
            You are using the site at {currentDomain}. Once saved, this address no longer reaches the site:
            you will continue at <strong>{movingTo}</strong>.
          </Alert>
        )}
        <FormTextField control={control} name="contactEmail" label="Contact email" type="email" fullWidth />
      </Box>
    </Section>
  );
}

/** Where item links point and the affiliate tag. */
export function MarketplaceLinkSection({ control }: { control: SettingsControl }) {
  return (
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
  );
}
