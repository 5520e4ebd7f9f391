import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { errorText } from './body-resolver';

type FormTextFieldProps<V extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
};

/** A text field bound to the form; its error text is the schema's message for that field. */
export function FormTextField<V extends FieldValues>({
  control,
  name,
  helperText,
  ...rest
}: FormTextFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => {
        const error = errorText(formState.errors, name);
        return (
          <TextField
            {...rest}
            id={rest.id ?? `field-${name}`}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(error)}
            helperText={error ?? helperText}
          />
        );
      }}
    />
  );
}

/** A checkbox bound to a boolean field of the form. */
export function FormCheckbox<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}
