import type { Brand } from '@app/contract';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteBrandMutation } from '../api/brands-admin-api';
import { brandErrorsOf } from '../components/brand-errors';
import { RESTORABLE_NOTE } from '../components/delete-confirm';
import { saveErrorText } from '../components/form-status';
import { nounOf } from '../paths';

/** Asks before deleting a brand and its items; `onDeleted` runs after the server agreed. */
export function useDeleteBrand(onDeleted?: (brand: Brand) => void) {
  const [target, setTarget] = useState<Brand | null>(null);
  const [remove, { isLoading, error, reset }] = useDeleteBrandMutation();

  const confirm = async () => {
    if (!target) return;
    const result = await remove({ id: target.id, isCategory: target.isCategory });
    if ('data' in result) {
      setTarget(null);
      onDeleted?.(target);
    }
  };
  const close = () => {
    setTarget(null);
    reset();
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`Delete ${target ? nounOf(target.isCategory) : ''} “${target?.name ?? ''}”?`}
      confirmLabel="Delete"
      destructive
      busy={isLoading}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      {target && target.itemCount > 0
        ? `Its ${target.itemCount} ${target.itemCount === 1 ? 'item is' : 'items are'} deleted with it. An admin can restore it from the History screen, and then each item from its own entry there.`
        : RESTORABLE_NOTE}
      {error ? (
        <Box component="span" role="alert" sx={{ display: 'block', mt: 1.5, color: 'error.main' }}>
          {saveErrorText(error, brandErrorsOf(target?.isCategory ?? false).delete)}
        </Box>
      ) : null}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}
