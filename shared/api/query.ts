import { z } from 'zod';

/** Query strings send empty fields as `''`: they mean "any". */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

/** A page of a paged list, from 1; empty means the first. */
export const pageQuerySchema = (max: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'Give a page number.' })
      .int('Give a whole page number.')
      .min(1, 'Pages start at 1.')
      .max(max, 'There is no such page.')
      .default(1),
  );
