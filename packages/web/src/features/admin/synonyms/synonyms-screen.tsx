import { ERRORS, type SynonymGroup } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { apiErrorText } from '../../../lib/api-error';
import {
  useCreateSynonymGroupMutation,
  useDeleteSynonymGroupMutation,
  useSearchSynonymsQuery,
  useUpdateSynonymGroupMutation,
} from '../api/synonyms-admin-api';
import { AdminPage, Section } from '../components/admin-page';
import { useDeleteConfirm } from '../components/delete-confirm';
import { LoadState } from '../components/load-state';

/** "perfume, parfum, eau de parfum" → the terms, blanks dropped (the server checks the rest). */
const termsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** A line to type terms into and a button; the server's refusal shows under it. */
function TermsForm({
  initial = '',
  label,
  hint = 'Separate terms with commas',
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  hint?: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (terms: string[]) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onSubmit(termsOf(text))) setText(initial);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={error ? apiErrorText(error, { failed: ERRORS.synonymGroupSave }) : hint}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy} sx={{ whiteSpace: 'nowrap' }}>
            {submitLabel}
          </Button>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        </Stack>
      </Stack>
    </Box>
  );
}

function GroupRow({ group, onDelete }: { group: SynonymGroup; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [update, updating] = useUpdateSynonymGroupMutation();
  if (editing)
    return (
      <Box component="li" sx={{ py: 1.5 }}>
        <TermsForm
          initial={group.terms.join(', ')}
          label="Terms"
          submitLabel="Save"
          busy={updating.isLoading}
          error={updating.error}
          onSubmit={async (terms) => {
            const ok = 'data' in (await update({ id: group.id, terms }));
            if (ok) setEditing(false);
            return ok;
          }}
          onCancel={() => {
            updating.reset();
            setEditing(false);
          }}
        />
      </Box>
    );
  return (
    <Box
      component="li"
      sx={{ py: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, flex: 1, minWidth: 0 }}>
        {group.terms.map((t, i) => (
          <Chip
            key={t}
            label={t}
            size="small"
            color={i === 0 ? 'primary' : 'default'}
            variant={i === 0 ? 'filled' : 'outlined'}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={0.5}>
        <Button
          size="small"
          onClick={() => setEditing(true)}
          aria-label={`Edit the group of “${group.terms[0]}”`}
        >
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={`Delete the group of “${group.terms[0]}”`}
        >
          Delete
        </Button>
      </Stack>
    </Box>
  );
}

/** `admin/search-synonyms`: words the site's search reads as one another. */
export function SynonymsScreen() {
  const query = useSearchSynonymsQuery();
  const [create, creating] = useCreateSynonymGroupMutation();
  const [remove, removing] = useDeleteSynonymGroupMutation();
  const { ask, dialog } = useDeleteConfirm({
    remove: (g: SynonymGroup) => remove(g.id),
    removing,
    nameOf: (g) => g.terms.slice(0, 3).join(', '),
    failed: ERRORS.synonymGroupDelete,
  });
  const groups = query.data ?? [];
  return (
    <AdminPage
      title="Search synonyms"
      crumbs={[{ label: 'Search synonyms' }]}
      subtitle="Words of the same meaning: a visitor searching for any term of a group finds what the others name. The first term is the group's main word."
      maxWidth="md"
    >
      <Section title="Add a group">
        <TermsForm
          label="Terms of the new group"
          hint="Separate terms with commas, e.g. power bank, powerbank, Akku-Pack"
          submitLabel="Add group"
          busy={creating.isLoading}
          error={creating.error}
          onSubmit={async (terms) => 'data' in (await create(terms))}
        />
      </Section>
      <Section title={`${groups.length} ${groups.length === 1 ? 'group' : 'groups'}`}>
        <LoadState
          loading={query.isLoading}
          error={query.error}
          failed={ERRORS.synonymsFetch}
          onRetry={() => void query.refetch()}
        />
        {query.isSuccess && groups.length === 0 && (
          <Alert severity="info">No synonyms yet: search matches the words as typed.</Alert>
        )}
        <Box
          component="ul"
          aria-label="Synonym groups"
          sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {groups.map((g) => (
            <GroupRow key={g.id} group={g} onDelete={() => ask(g)} />
          ))}
        </Box>
        {groups.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Changes count for the next search.
          </Typography>
        )}
      </Section>
      {dialog}
    </AdminPage>
  );
}
