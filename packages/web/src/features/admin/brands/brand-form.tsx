import { type Brand, CreateBrandBody, UpdateBrandBody } from '@app/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useWatch } from 'react-hook-form';
import { useHref } from 'react-router';
import { PictureField } from '../../../components/media/picture-field';
import { useCreateBrandMutation, useUpdateBrandMutation } from '../api/brands-admin-api';
import { Section } from '../components/admin-page';
import { nullIfBlank, undefinedIfBlank } from '../components/body-resolver';
import { brandErrorsOf } from '../components/brand-errors';
import { FormCheckbox, FormTextField } from '../components/form-fields';
import { type SavedState, useRecordForm } from '../components/record-form';
import { RecordFormFrame } from '../components/record-form-frame';
import { SeoSection } from '../components/seo-section';
import { SlugField } from '../components/slug-field';
import { adminPaths, capitalise, nounOf } from '../paths';

export interface BrandValues {
  name: string;
  slug: string;
  description: string;
  imageUrl: string;
  isCategory: boolean;
  featured: boolean;
  searchTerm: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  seoLocked: boolean;
}

const valuesOf = (b: Brand | null, isCategory: boolean): BrandValues => ({
  name: b?.name ?? '',
  slug: b?.slug ?? '',
  description: b?.description ?? '',
  imageUrl: b?.imageUrl ?? '',
  isCategory: b?.isCategory ?? isCategory,
  featured: b?.featured ?? true,
  searchTerm: b?.searchTerm ?? '',
  seoTitle: b?.seoTitle ?? '',
  seoDescription: b?.seoDescription ?? '',
  seoKeywords: b?.seoKeywords ?? '',
  seoLocked: b?.seoLocked ?? false,
});

/** The wire body: blank optional text is null, a blank slug is left to the server. */
const bodyOf = (v: BrandValues) => ({
  name: v.name,
  slug: undefinedIfBlank(v.slug),
  description: v.description,
  imageUrl: nullIfBlank(v.imageUrl),
  isCategory: v.isCategory,
  featured: v.featured,
  searchTerm: nullIfBlank(v.searchTerm),
  seoTitle: nullIfBlank(v.seoTitle),
  seoDescription: nullIfBlank(v.seoDescription),
  seoKeywords: nullIfBlank(v.seoKeywords),
  seoLocked: v.seoLocked,
});

/** Create (`brand` null) or edit a brand or category. */
export function BrandForm({
  brand,
  isCategory,
  savedNotice,
  onDismissNotice,
}: {
  brand: Brand | null;
  isCategory: boolean;
  savedNotice: SavedState['saved'];
  onDismissNotice: () => void;
}) {
  const root = useHref('/');
  const [create, creating] = useCreateBrandMutation();
  const [update, updating] = useUpdateBrandMutation();
  const { form, ...state } = useRecordForm({
    record: brand,
    initial: valuesOf(brand, isCategory),
    valuesOf: (saved: Brand) => valuesOf(saved, saved.isCategory),
    bodyOf,
    createSchema: CreateBrandBody,
    updateSchema: UpdateBrandBody,
    create,
    creating,
    update: (before, body) => update({ id: before.id, body, wasCategory: before.isCategory }),
    updating,
    editPath: adminPaths.editBrand,
    onDismissNotice,
  });
  const { control } = form;
  const flag = useWatch({ control, name: 'isCategory' });
  const noun = nounOf(flag);

  return (
    <RecordFormFrame
      state={state}
      label={`${capitalise(noun)} details`}
      noun={capitalise(noun)}
      savedNotice={savedNotice}
      onDismissNotice={onDismissNotice}
      viewTo={brand && adminPaths.brandPage(brand)}
      failed={brand ? brandErrorsOf(flag).update : brandErrorsOf(flag).create}
      submitLabel={brand ? 'Save' : `Create ${noun}`}
      cancelTo={adminPaths.brands(brand?.isCategory ?? isCategory)}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Section title="Details">
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <FormTextField
                control={control}
                name="name"
                label="Name"
                required
                fullWidth
                autoFocus={!brand}
              />
              <SlugField
                control={control}
                name="slug"
                from="name"
                prefix={`${root.replace(/\/$/, '')}/${flag ? 'category/' : ''}`}
              />
              <FormTextField
                control={control}
                name="description"
                label="Description"
                multiline
                minRows={4}
                fullWidth
              />
              <PictureField
                control={control}
                name="imageUrl"
                label="Image address"
                helperText="A picture shown on cards and the brand page: choose one from the library or type an address."
              />
            </Box>
          </Section>
          <SeoSection control={control} byTool keywordsHelp="Separated by commas." />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Section title="Kind">
            <FormCheckbox control={control} name="isCategory" label="This is a category" />
            <Box sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
              Categories group items by kind (e.g. “AA batteries”) and appear in the category menu.
            </Box>
          </Section>
          <Section title="Home page">
            <Controller
              control={control}
              name="featured"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label="Featured on the home page"
                />
              )}
            />
            <Box sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>
              {flag
                ? 'Shown among the featured categories of the home page.'
                : 'Shown among the featured brands of the home page and the top brands of the header.'}{' '}
              Brands added from a crawl start off.
            </Box>
          </Section>
          <Section title="Marketplace">
            <FormTextField
              control={control}
              name="searchTerm"
              label="Crawl search term"
              fullWidth
              helperText="What the crawler searches the marketplace for."
            />
          </Section>
        </Box>
      </Box>
    </RecordFormFrame>
  );
}
