import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { errorText } from '../components/body-resolver';
import { RichTextEditor } from './rich-text-editor';

/** A rich-text field bound to the form; its error text is the schema's message for that field. */
export function FormRichText<V extends FieldValues>({
  control,
  name,
  label,
  helperText,
  minHeight,
  allowSource,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  helperText: string;
  minHeight?: number;
  allowSource?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, formState }) => (
        <RichTextEditor
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorText(formState.errors, name)}
          helperText={helperText}
          minHeight={minHeight}
          allowSource={allowSource}
        />
      )}
    />
  );
}
