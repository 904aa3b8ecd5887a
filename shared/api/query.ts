import { z } from 'zod';
import { positiveWholeNumber } from './fields';

/** Query strings send empty fields as `''`: they mean "any". */
export const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankAsMissing, schema.optional());

/** A page of a paged list, from 1; empty means the first. */
export const pageQuerySchema = (max: number) =>
  z.preprocess(
    blankAsMissing,
    positiveWholeNumber('Give a whole page number from 1.', {
      max,
      tooLarge: 'There is no such page.',
    }).default(1),
  );
