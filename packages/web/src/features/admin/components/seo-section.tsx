import Box from '@mui/material/Box';
import type { Control, FieldValues } from 'react-hook-form';
import { Section } from './admin-page';
import { FormCheckbox, FormTextField } from './form-fields';

interface SeoValues {
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  seoLocked: boolean;
}

/**
 * The "Search engines" block of a record's form. Where the search-engine text tool writes the
 * texts (`byTool`), it says so and offers to keep hand-written text from being rewritten.
 */
export function SeoSection<V extends FieldValues & Omit<SeoValues, 'seoLocked'>>({
  control,
  byTool = false,
  keywordsHelp,
}: {
  control: Control<V, unknown, unknown>;
  byTool?: boolean;
  keywordsHelp?: string;
}) {
  // Every form with these fields shares their names; the generic form cannot see that.
  const seo = control as unknown as Control<SeoValues, unknown, unknown>;
  return (
    <Section
      title="Search engines"
      description={byTool ? 'Left blank, the search-engine text tool can fill these in.' : undefined}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <FormTextField control={seo} name="seoTitle" label="Page title" fullWidth />
        <FormTextField
          control={seo}
          name="seoDescription"
          label="Meta description"
          multiline
          minRows={2}
          fullWidth
        />
        <FormTextField
          control={seo}
          name="seoKeywords"
          label="Keywords"
          fullWidth
          helperText={keywordsHelp}
        />
        {byTool && (
          <FormCheckbox
            control={seo}
            name="seoLocked"
            label="Keep this text when the tool rewrites all texts"
          />
        )}
      </Box>
    </Section>
  );
}
