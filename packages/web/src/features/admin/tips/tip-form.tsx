import { CreateTipBody, ERRORS, type TipDetail, UpdateTipBody } from '@app/contract';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { useHref } from 'react-router';
import { PictureField } from '../../../components/media/picture-field';
import { useCreateTipMutation, useUpdateTipMutation } from '../api/content-admin-api';
import { Section } from '../components/admin-page';
import { nullIfBlank, undefinedIfBlank } from '../components/body-resolver';
import { FormTextField } from '../components/form-fields';
import { type SavedState, useRecordForm } from '../components/record-form';
import { RecordFormFrame } from '../components/record-form-frame';
import { SeoSection } from '../components/seo-section';
import { SlugField } from '../components/slug-field';
import { adminPaths } from '../paths';
import { FormRichText } from './form-rich-text';
import { TipPreview } from './tip-preview';

interface TipValues {
  title: string;
  slug: string;
  imageUrl: string;
  summaryHtml: string;
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
}

const valuesOf = (t: TipDetail | null): TipValues => ({
  title: t?.title ?? '',
  slug: t?.slug ?? '',
  imageUrl: t?.imageUrl ?? '',
  summaryHtml: t?.summaryHtml ?? '',
  bodyHtml: t?.bodyHtml ?? '',
  seoTitle: t?.seoTitle ?? '',
  seoDescription: t?.seoDescription ?? '',
  seoKeywords: t?.seoKeywords ?? '',
});

const bodyOf = (v: TipValues) => ({
  title: v.title,
  slug: undefinedIfBlank(v.slug),
  imageUrl: nullIfBlank(v.imageUrl),
  summaryHtml: v.summaryHtml,
  bodyHtml: v.bodyHtml,
  seoTitle: nullIfBlank(v.seoTitle),
  seoDescription: nullIfBlank(v.seoDescription),
  seoKeywords: nullIfBlank(v.seoKeywords),
});

export function TipForm({
  tip,
  savedNotice,
  onDismissNotice,
}: {
  tip: TipDetail | null;
  savedNotice: SavedState['saved'];
  onDismissNotice: () => void;
}) {
  const root = useHref('/').replace(/\/$/, '');
  const [create, creating] = useCreateTipMutation();
  const [update, updating] = useUpdateTipMutation();
  const { form, ...state } = useRecordForm({
    record: tip,
    initial: valuesOf(tip),
    valuesOf,
    bodyOf,
    createSchema: CreateTipBody,
    updateSchema: UpdateTipBody,
    create,
    creating,
    update: (before, body) => update({ id: before.id, body }),
    updating,
    editPath: (saved) => adminPaths.editTip(saved.id),
    onDismissNotice,
  });
  const { control } = form;
  const [title, imageUrl, summaryHtml, bodyHtml] = useWatch({
    control,
    name: ['title', 'imageUrl', 'summaryHtml', 'bodyHtml'],
  });

  return (
    <RecordFormFrame
      state={state}
      label="Tip"
      noun="Tip"
      savedNotice={savedNotice}
      onDismissNotice={onDismissNotice}
      viewTo={tip && adminPaths.tipPage(tip.slug)}
      failed={tip ? ERRORS.tipUpdate : ERRORS.tipCreate}
      submitLabel={tip ? 'Save' : 'Create tip'}
      cancelTo={adminPaths.tips}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Section title="Tip">
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <FormTextField
                control={control}
                name="title"
                label="Title"
                required
                fullWidth
                autoFocus={!tip}
              />
              <SlugField control={control} name="slug" from="title" prefix={`${root}/tips/`} />
              <PictureField control={control} name="imageUrl" label="Image address" />
              <FormRichText
                control={control}
                name="summaryHtml"
                label="Summary"
                helperText="Shown on tip cards and at the top of the tip."
                minHeight={72}
                allowSource={false}
              />
              <FormRichText
                control={control}
                name="bodyHtml"
                label="Body"
                helperText="Scripts, frames and inline event handlers are removed when the tip is saved."
              />
            </Box>
          </Section>
          <SeoSection control={control} />
        </Box>
        <Box sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <TipPreview title={title} imageUrl={imageUrl} summaryHtml={summaryHtml} bodyHtml={bodyHtml} />
        </Box>
      </Box>
    </RecordFormFrame>
  );
}
