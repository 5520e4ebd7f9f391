import { type BrandItem, CreateBrandItemBody, ERRORS, UpdateBrandItemBody } from '@app/contract';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useHref } from 'react-router';
import { PictureField } from '../../../components/media/picture-field';
import { useCreateBrandItemMutation, useUpdateBrandItemMutation } from '../api/items-admin-api';
import { Section } from '../components/admin-page';
import { type BrandChoice, FormBrandPicker } from '../components/brand-picker';
import { FormTextField } from '../components/form-fields';
import { type SavedState, useRecordForm } from '../components/record-form';
import { RecordFormFrame } from '../components/record-form-frame';
import { SeoSection } from '../components/seo-section';
import { SlugField } from '../components/slug-field';
import { adminPaths, capitalise, itemNounOf, nounOf } from '../paths';
import { checkItemText, itemBodyOf, itemValuesOf } from './item-values';

/** Create (`item` null) or edit one brand or category item. */
export function ItemForm({
  item,
  isCategory,
  defaultBrand,
  savedNotice,
  onDismissNotice,
  readOnly = false,
}: {
  item: BrandItem | null;
  isCategory: boolean;
  /** The brand (or category) a new item starts in. */
  defaultBrand?: BrandChoice | undefined;
  savedNotice: SavedState['saved'];
  onDismissNotice: () => void;
  /** For someone who may look but not save (a plain signed-in user): every field locked, no Save. */
  readOnly?: boolean;
}) {
  const root = useHref('/').replace(/\/$/, '');
  const [create, creating] = useCreateBrandItemMutation();
  const [update, updating] = useUpdateBrandItemMutation();
  const noun = itemNounOf(isCategory);
  const owner = nounOf(isCategory);
  const { form, ...state } = useRecordForm({
    record: item,
    initial: itemValuesOf(item, defaultBrand?.id),
    valuesOf: (saved: BrandItem) => itemValuesOf(saved),
    bodyOf: itemBodyOf,
    check: checkItemText,
    createSchema: CreateBrandItemBody,
    updateSchema: UpdateBrandItemBody,
    create,
    creating,
    update: (before, body) => update({ before, body }),
    updating,
    editPath: adminPaths.editItem,
    onDismissNotice,
  });
  const { control } = form;
  const brandId = useWatch({ control, name: 'brandId' });
  const currency = useWatch({ control, name: 'currency' });
  const initialBrand = item ? { id: item.brandId, name: item.brandName, slug: item.brandSlug } : defaultBrand;
  const [picked, setPicked] = useState<BrandChoice | null>(initialBrand ?? null);
  // The field may also be reset to where it started (discarding changes): then it is that brand again.
  const brand = [picked, initialBrand].find((b) => b && String(b.id) === brandId) ?? null;

  return (
    <RecordFormFrame
      state={state}
      label={`${capitalise(noun)} details`}
      noun={capitalise(noun)}
      savedNotice={savedNotice}
      onDismissNotice={onDismissNotice}
      viewTo={item && adminPaths.itemPage(item)}
      failed={item ? ERRORS.brandItemUpdate : ERRORS.brandItemCreate}
      submitLabel={item ? 'Save' : `Create ${noun}`}
      cancelTo={adminPaths.items(isCategory, item?.brandSlug ?? brand?.slug)}
      readOnly={readOnly}
    >
      {/* A disabled fieldset locks every control inside it, the picture field's included. */}
      <Box
        component="fieldset"
        disabled={readOnly}
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          border: 0,
          p: 0,
          m: 0,
          minWidth: 0,
          ...(readOnly && { '& .MuiInputBase-root': { bgcolor: 'action.hover' } }),
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
                autoFocus={!item}
              />
              <SlugField
                control={control}
                name="itemSlug"
                from="name"
                prefix={`${root}/${isCategory ? 'category/' : ''}${brand?.slug ?? `{${owner}}`}/`}
              />
              <FormTextField
                control={control}
                name="description"
                label="Description"
                multiline
                minRows={4}
                fullWidth
              />
              <FormTextField
                control={control}
                name="features"
                label="Features"
                multiline
                minRows={3}
                fullWidth
                helperText="One per line, shown as a bulleted list."
              />
            </Box>
          </Section>
          <Section title="Pictures">
            <PictureField
              control={control}
              name="imageUrls"
              label="Image addresses"
              multiple
              helperText="One address per line; the first is the main picture."
              readOnly={readOnly}
            />
          </Section>
          <SeoSection control={control} byTool />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Section title={capitalise(owner)}>
            <FormBrandPicker
              control={control}
              name="brandId"
              label={capitalise(owner)}
              isCategory={isCategory}
              brand={brand}
              onPick={setPicked}
              required
              disabled={readOnly}
              helperText={`Type part of the ${owner}'s name.`}
            />
          </Section>
          <Section title="Pricing">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '2fr 1fr' }}>
              <FormTextField
                control={control}
                name="price"
                label="Price"
                inputMode="decimal"
                placeholder="0.00"
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        {currency?.toUpperCase() === 'USD' ? '$' : ''}
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <FormTextField
                control={control}
                name="currency"
                label="Currency"
                slotProps={{ htmlInput: { maxLength: 3 } }}
              />
            </Box>
          </Section>
          <Section title="Reviews">
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <FormTextField
                control={control}
                name="rating"
                label="Rating"
                helperText="0 to 5"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <FormTextField
                control={control}
                name="reviewCount"
                label="Reviews"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Box>
          </Section>
          <Section title="Marketplace">
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <FormTextField
                control={control}
                name="marketplaceUrl"
                label="Product address"
                placeholder="https://"
                fullWidth
              />
              <FormTextField
                control={control}
                name="externalId"
                label="Marketplace id"
                helperText="e.g. the ASIN"
                fullWidth
              />
            </Box>
          </Section>
        </Box>
      </Box>
    </RecordFormFrame>
  );
}
