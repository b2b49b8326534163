import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { z } from 'zod';

/**
 * react-hook-form validated by a zod schema (the same rules and Italian messages as the API's):
 * the form holds the schema's input (what the fields edit), a valid submit yields its output (the
 * mutation's input). Errors appear on submit and stay until the next one, like every form of the app;
 * `mode: 'onChange'` checks each field as it is typed instead (a field's error follows its text).
 */
export function useZodForm<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, defaultValues: DefaultValues<Input>, { mode = 'onSubmit' }: { mode?: 'onSubmit' | 'onChange' } = {}) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode,
    reValidateMode: mode,
  });
  /** For FormDialog's onSubmit: validates, then calls `onValid` with the parsed values. */
  const submitWith = (onValid: (values: Output) => void) => () => void form.handleSubmit(onValid)();
  return { ...form, submitWith };
}

/**
 * A text field checked by a schema of the contract (@gelatiere/contratto) as the API checks it, its
 * value kept as typed (the form's own mapping makes the mutation's input): the first issue's message.
 */
export const regolaDi = (schema: z.ZodType) =>
  z.string().superRefine((testo, ctx) => {
    const r = schema.safeParse(testo);
    if (!r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]!.message });
  });
