import { z } from 'zod';

/** A #rrggbb colour; blank means "use the default". */
export const colore = (message: string) =>
  z
    .string({ message })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, message)
    .or(z.literal('').transform(() => null))
    .nullish()
    .transform((c) => c ?? null);
