import { slugify } from '@app/contract';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormTextField } from './form-fields';

/**
 * The slug of a record, previewed from its name with the contract's slugify: left blank, the
 * server makes the same slug (adding a number if it is taken).
 */
export function SlugField<V extends FieldValues>({
  control,
  name,
  from,
  prefix,
  label = 'Slug',
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  /** The field the slug is made from. */
  from: Path<V>;
  /** The address before the slug, e.g. "/batteries/". */
  prefix: string;
  label?: string;
}) {
  const source = useWatch({ control, name: from }) as string | undefined;
  const own = useWatch({ control, name }) as string | undefined;
  const made = source?.trim() ? slugify(source) : '';
  const effective = own?.trim() ? own.trim() : made;
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      placeholder={made || 'made from the name'}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start" sx={{ '& p': { fontSize: 14 } }}>
              {prefix}
            </InputAdornment>
          ),
        },
        htmlInput: { spellCheck: false, autoCapitalize: 'none' },
      }}
      helperText={
        own?.trim() ? (
          'Changing the slug changes the page address.'
        ) : made ? (
          <>
            Left blank, the address will be{' '}
            <Box component="code" data-testid="slug-preview" sx={{ fontWeight: 600 }}>
              {prefix}
              {effective}
            </Box>
          </>
        ) : (
          'Made from the name when left blank.'
        )
      }
    />
  );
}
