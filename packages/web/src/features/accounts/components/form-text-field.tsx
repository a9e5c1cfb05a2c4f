import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type FieldValues, type Path, useFormContext } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  readOnly?: boolean;
};

/** A text field bound to the surrounding form, showing the field's Spanish message. */
export function FormTextField<T extends FieldValues>({
  name,
  readOnly = false,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      inputRef={field.ref}
      error={!readOnly && Boolean(fieldState.error)}
      helperText={(!readOnly && fieldState.error?.message) || props.helperText}
      fullWidth
      slotProps={{ ...slotProps, input: { ...slotProps?.input, readOnly } }}
    />
  );
}
