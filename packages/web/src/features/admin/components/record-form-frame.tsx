import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormActions, ServerErrorAlert, SuccessNotice } from './form-status';
import type { RecordFormState, SavedState } from './record-form';

/**
 * What every create-or-edit form of a record has around its fields: the notice of the last save
 * (with a link to see the record), the server's refusal, and the bar with Save and Cancel.
 */
export function RecordFormFrame({
  state: { saving, dirty, onSubmit, dialog, saveError, clearSaveError },
  label,
  noun,
  savedNotice,
  onDismissNotice,
  viewTo,
  viewText = 'View it on the site',
  failed,
  submitLabel,
  cancelTo,
  readOnly = false,
  children,
}: {
  state: RecordFormState;
  /** The form's accessible name. */
  label: string;
  /** What was saved, as the notice's first word: "Brand", "Episode". */
  noun: string;
  savedNotice: SavedState['saved'];
  onDismissNotice: () => void;
  /** Where the saved record can be seen (none before it exists), and the link's text. */
  viewTo: string | null;
  viewText?: string;
  /** The error text of a failed save. */
  failed: string;
  submitLabel: string;
  cancelTo: string;
  /** No Save and no Cancel: for someone who may look but not save. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <SuccessNotice show={Boolean(savedNotice) && !dirty} onClose={onDismissNotice}>
        {noun} {savedNotice === 'created' ? 'created' : 'saved'}.{' '}
        {viewTo && (
          <Box component={Link} to={viewTo} sx={{ color: 'inherit', fontWeight: 600 }}>
            {viewText}
          </Box>
        )}
      </SuccessNotice>
      <ServerErrorAlert error={saveError} failed={failed} onClose={clearSaveError} />
      {children}
      {!readOnly && (
        <FormActions saving={saving} dirty={dirty} submitLabel={submitLabel}>
          <Button component={Link} to={cancelTo} disabled={saving}>
            Cancel
          </Button>
        </FormActions>
      )}
      {dialog}
    </Box>
  );
}
