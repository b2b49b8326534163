import { z } from 'zod';

/** The e-mail settings' address rule and Italian messages, shared by the API and the e-mail settings page. */
export const MSG_EMAIL = {
  nonValida: 'Inserisci un indirizzo email valido',
  testSenzaIndirizzo: 'Inserisci un indirizzo email per il test',
} as const;

const emailSchema = z.email();
/** An e-mail address the API accepts (a sender, a recipient, the test address). */
export const isValidEmail = (value: string) => value.includes('@') && emailSchema.safeParse(value).success;

/** The test e-mail's input: an address is required, trimmed, at most 255 characters. */
export const emailTestSchema = z.object({
  email: z.preprocess(
    (val) => (typeof val === 'string' ? val.trim() : val),
    z.string({ message: MSG_EMAIL.testSenzaIndirizzo }).min(1, MSG_EMAIL.testSenzaIndirizzo).max(255, MSG_EMAIL.nonValida).refine(isValidEmail, MSG_EMAIL.nonValida),
  ),
});
