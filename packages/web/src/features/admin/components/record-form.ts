import { type BaseSyntheticEvent, type ReactNode, useRef, useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { bodyResolver, changedFields, type Zod4Schema } from './body-resolver';
import { useUnsavedChanges } from './unsaved-changes';

/** Where a save lands: the record's edit page, saying whether it was created or updated. */
export interface SavedState {
  saved?: 'created' | 'updated';
}

/** What the form needs of a create or update mutation's state. */
interface SaveState {
  isLoading: boolean;
  error?: unknown;
  reset: () => void;
}

/** What the frame around a record's fields needs of its form. */
export interface RecordFormState {
  saving: boolean;
  dirty: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  dialog: ReactNode;
  saveError: unknown;
  clearSaveError: () => void;
}

/**
 * The life of a create-or-edit form: its values checked by the contract's create or update
 * schema, an update sending only what changed since the last save, the saved record becoming
 * the new starting point, and the move to its (possibly new) edit page.
 */
export function useRecordForm<V extends FieldValues, R, C, U>({
  record,
  initial,
  valuesOf,
  bodyOf,
  check,
  createSchema,
  updateSchema,
  create,
  creating,
  update,
  updating,
  editPath,
  onDismissNotice,
}: {
  /** The record being edited; null to create one. */
  record: R | null;
  initial: V;
  valuesOf: (saved: R) => V;
  bodyOf: (values: V) => Record<string, unknown>;
  check?: (values: V) => Partial<Record<string, string>>;
  createSchema: Zod4Schema<C>;
  updateSchema: Zod4Schema<U>;
  create: (body: C) => PromiseLike<{ data?: R }>;
  creating: SaveState;
  update: (record: R, body: U) => PromiseLike<{ data?: R }>;
  updating: SaveState;
  editPath: (record: R) => string;
  onDismissNotice: () => void;
}): RecordFormState & { form: UseFormReturn<V, unknown, C | U> } {
  const navigate = useNavigate();
  const saving = creating.isLoading || updating.isLoading;
  // An update sends only what changed since the last save.
  const base = useRef(initial);
  // A form is keyed by its record, so whether it creates or updates never changes.
  const [resolver] = useState(() =>
    record
      ? bodyResolver<V, U>(updateSchema, (v) => changedFields(bodyOf(v), bodyOf(base.current)), check)
      : bodyResolver<V, C>(createSchema, bodyOf, check),
  );
  const form = useForm<V, unknown, C | U>({
    defaultValues: base.current as DefaultValues<V>,
    resolver: resolver as never,
  });
  const { handleSubmit, formState, reset } = form;
  const { dialog, allowNextNavigation } = useUnsavedChanges(formState.isDirty && !saving);

  const clearSaveError = () => {
    creating.reset();
    updating.reset();
  };

  const onSubmit = handleSubmit(async (body) => {
    clearSaveError();
    onDismissNotice();
    const result = record ? await update(record, body as U) : await create(body as C);
    if (!result.data) return;
    const saved = result.data;
    // What the server stored (e.g. sanitised HTML) replaces what was typed.
    base.current = valuesOf(saved);
    reset(base.current);
    const target = editPath(saved);
    const state = { saved: record ? 'updated' : 'created' } satisfies SavedState;
    if (!record || target !== editPath(record)) {
      allowNextNavigation();
      navigate(target, { replace: Boolean(record), state });
    } else {
      navigate('.', { replace: true, state });
    }
  });

  return {
    form,
    saving,
    dirty: formState.isDirty,
    onSubmit,
    dialog,
    saveError: creating.error ?? updating.error,
    clearSaveError,
  };
}
