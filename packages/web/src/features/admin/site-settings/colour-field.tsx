import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { FormTextField } from '../components/form-fields';

/** A colour as text, with a swatch of it beside. */
export function ColourField<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
}) {
  const value = String(useWatch({ control, name }) ?? '');
  return (
    <FormTextField
      control={control}
      name={name}
      label={label}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                aria-hidden
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: 1,
                  bgcolor: /^#[0-9a-f]{6}$/i.test(value) ? value : 'transparent',
                  border: 1,
                  borderColor: 'divider',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
