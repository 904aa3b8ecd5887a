import { describe, expect, it } from 'vitest';
import { blogSlugSchema, blogTagSchema } from '../api/blog';
import { blogSlugFrom, blogTagFrom } from './blog-names';

const read = (result: { success: boolean; data?: string }) => (result.success ? result.data : undefined);

describe('blog names', () => {
  it.each([
    'incoterms-2020',
    ' bill-of-lading ',
    'a',
    'Upper-Case',
    'double--hyphen',
    '-edge',
    '',
    '   ',
    'x'.repeat(101),
  ])('reads the slug %j as the schema does', (value) => {
    expect(blogSlugFrom(value)).toBe(read(blogSlugSchema.safeParse(value)));
  });

  it.each(['customs', ' Sea Freight ', 'ro-ro', 'two  spaces', 'tag!', '', 'x'.repeat(33)])(
    'reads the tag %j as the schema does',
    (value) => {
      expect(blogTagFrom(value)).toBe(read(blogTagSchema.safeParse(value)));
    },
  );
});
