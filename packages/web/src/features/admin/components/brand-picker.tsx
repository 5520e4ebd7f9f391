import type { Brand } from '@app/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useBrandChoicesQuery } from '../api/brands-admin-api';
import { nounOf } from '../paths';
import { errorText } from './body-resolver';

/** What a picker needs of a brand: an item carries these three of its own brand. */
export type BrandChoice = Pick<Brand, 'id' | 'name' | 'slug'>;

const SEARCH_DELAY_MS = 250;

interface BrandPickerProps {
  isCategory: boolean;
  value: BrandChoice | null;
  onChange: (brand: BrandChoice | null) => void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  helperText?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  size?: 'small' | 'medium';
}

/**
 * Picks one of the site's brands (or categories) by typing part of its name: the server answers
 * the first few matches, so a site of thousands of brands loads none of them up front.
 */
export function BrandPicker({
  isCategory,
  value,
  onChange,
  label,
  required,
  disabled,
  error,
  helperText,
  onBlur,
  inputRef,
  id,
  size,
}: BrandPickerProps) {
  const noun = nounOf(isCategory);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value?.name ?? '');
  // The chosen brand's own name in the box is no search: opening the list then shows the first brands.
  const typed = text.trim() === (value?.name ?? '') ? '' : text.trim();
  const q = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const found = useBrandChoicesQuery({ isCategory, q }, { skip: !open });
  // Until the text settles, the last answer is for other text: Enter must not take one of those.
  const settled = q === typed;
  const matches: BrandChoice[] = (settled && found.currentData?.items) || [];
  // The chosen brand stays among the options, so the box can show it, but is listed only if it matches.
  const options = value && !matches.some((b) => b.id === value.id) ? [...matches, value] : matches;
  const more = (found.currentData?.total ?? 0) - matches.length;

  return (
    <Autocomplete
      id={id}
      options={options}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onBlur={onBlur}
      disabled={disabled}
      size={size}
      autoHighlight
      getOptionLabel={(b) => b.name}
      getOptionKey={(b) => b.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The server already matched the text: show what it found.
      filterOptions={(all) => all.filter((b) => matches.includes(b))}
      loading={!settled || found.isFetching}
      loadingText="Searching…"
      noOptionsText={
        found.isError
          ? 'Search failed; try again'
          : q === ''
            ? `No ${noun === 'brand' ? 'brands' : 'categories'} on this site yet`
            : `No ${noun} matches “${q}”`
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={
            error ??
            (open && more > 0 ? `${more} more match; type more of the name to find them.` : helperText)
          }
        />
      )}
    />
  );
}

/** A brand picker bound to a form field that holds the brand's id as text. */
export function FormBrandPicker<V extends FieldValues>({
  control,
  name,
  brand,
  onPick,
  ...rest
}: Omit<BrandPickerProps, 'value' | 'onChange' | 'error' | 'onBlur' | 'inputRef'> & {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  /** The brand whose id the field holds, if known. */
  brand: BrandChoice | null;
  onPick: (brand: BrandChoice | null) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => (
        <BrandPicker
          {...rest}
          id={rest.id ?? `field-${name}`}
          value={brand}
          onChange={(chosen) => {
            onPick(chosen);
            field.onChange(chosen ? String(chosen.id) : '');
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={errorText(formState.errors, name)}
        />
      )}
    />
  );
}
