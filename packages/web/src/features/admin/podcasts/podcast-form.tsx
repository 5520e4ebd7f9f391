import { CreatePodcastBody, ERRORS, type Podcast, UpdatePodcastBody } from '@app/contract';
import Box from '@mui/material/Box';
import { PictureField } from '../../../components/media/picture-field';
import { useCreatePodcastMutation, useUpdatePodcastMutation } from '../api/content-admin-api';
import { Section } from '../components/admin-page';
import { nullIfBlank } from '../components/body-resolver';
import { FormTextField } from '../components/form-fields';
import { type SavedState, useRecordForm } from '../components/record-form';
import { RecordFormFrame } from '../components/record-form-frame';
import { adminPaths } from '../paths';

interface PodcastValues {
  title: string;
  description: string;
  audioUrl: string;
  embedUrl: string;
  imageUrl: string;
  /** "42:10", "1:02:03" or minutes. */
  duration: string;
  /** `datetime-local` text. */
  publishedAt: string;
}

/** "1:02:03", "42:10" or "42" (minutes) → seconds; blank → null; otherwise undefined. */
export function parseDuration(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d+$/.test(t)) return Number(t) * 60;
  const m = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/.exec(t);
  if (!m) return undefined;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

const durationText = (seconds: number | null) => {
  if (seconds === null) return '';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

/** An ISO instant as `datetime-local` text in the admin's own time zone. */
const localText = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const valuesOf = (p: Podcast | null): PodcastValues => ({
  title: p?.title ?? '',
  description: p?.description ?? '',
  audioUrl: p?.audioUrl ?? '',
  embedUrl: p?.embedUrl ?? '',
  imageUrl: p?.imageUrl ?? '',
  duration: durationText(p?.durationSeconds ?? null),
  publishedAt: localText(p?.publishedAt ?? null),
});

const bodyOf = (v: PodcastValues) => ({
  title: v.title,
  description: v.description,
  audioUrl: nullIfBlank(v.audioUrl),
  embedUrl: nullIfBlank(v.embedUrl),
  imageUrl: nullIfBlank(v.imageUrl),
  durationSeconds: parseDuration(v.duration) ?? null,
  publishedAt: v.publishedAt ? new Date(v.publishedAt).toISOString() : null,
});
const check = (v: PodcastValues) => ({
  duration: parseDuration(v.duration) === undefined ? ERRORS.durationFormat : undefined,
});

export function PodcastForm({
  podcast,
  savedNotice,
  onDismissNotice,
}: {
  podcast: Podcast | null;
  savedNotice: SavedState['saved'];
  onDismissNotice: () => void;
}) {
  const [create, creating] = useCreatePodcastMutation();
  const [update, updating] = useUpdatePodcastMutation();
  const { form, ...state } = useRecordForm({
    record: podcast,
    initial: valuesOf(podcast),
    valuesOf,
    bodyOf,
    check,
    createSchema: CreatePodcastBody,
    updateSchema: UpdatePodcastBody,
    create,
    creating,
    update: (before, body) => update({ id: before.id, body }),
    updating,
    editPath: (saved) => adminPaths.editPodcast(saved.id),
    onDismissNotice,
  });
  const { control } = form;

  return (
    <RecordFormFrame
      state={state}
      label="Podcast episode"
      noun="Episode"
      savedNotice={savedNotice}
      onDismissNotice={onDismissNotice}
      viewTo="/podcasts"
      viewText="See the podcasts page"
      failed={podcast ? ERRORS.podcastUpdate : ERRORS.podcastCreate}
      submitLabel={podcast ? 'Save' : 'Create episode'}
      cancelTo={adminPaths.podcasts}
    >
      <Section title="Episode">
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="title"
            label="Title"
            required
            fullWidth
            autoFocus={!podcast}
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
            name="duration"
            label="Length"
            placeholder="42:10"
            helperText="Minutes, or h:mm:ss"
          />
          <FormTextField
            control={control}
            name="publishedAt"
            label="Published"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Section>
      <Section
        title="Media"
        description="Give an audio file address, an embedded player address (e.g. from a podcast host), or both."
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <FormTextField
            control={control}
            name="audioUrl"
            label="Audio file address"
            placeholder="https://…/episode.mp3"
            fullWidth
          />
          <FormTextField
            control={control}
            name="embedUrl"
            label="Embedded player address"
            placeholder="https://"
            fullWidth
          />
          <PictureField control={control} name="imageUrl" label="Cover image address" />
        </Box>
      </Section>
    </RecordFormFrame>
  );
}
