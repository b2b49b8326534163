import { Checkbox, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FormFieldProps {
  label: ReactNode;
  /** The field's error (e.g. `formState.errors.nome?.message`); replaces the helper text when set. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** One labelled form field: the required mark, the control, then its error or helper text. */
export function FormField({ label, error, helper, required = false, disabled, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>
        {label}
        {required && (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        )}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

interface CheckboxFieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  error?: string;
}

/** A boolean of a react-hook-form form as a Chakra checkbox (e.g. 'Attivo'). */
export function CheckboxField<T extends FieldValues, Out>({ control, name, label, error }: CheckboxFieldProps<T, Out>) {
  const { field } = useController({ control, name });
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root colorPalette="brand" checked={field.value === true} onCheckedChange={(d) => field.onChange(d.checked === true)}>
        <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
