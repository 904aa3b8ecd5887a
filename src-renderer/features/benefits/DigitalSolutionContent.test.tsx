import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import DigitalSolutionContent from './DigitalSolutionContent';

const text = renderToStaticMarkup(
  <MemoryRouter>
    <DigitalSolutionContent />
  </MemoryRouter>,
)
  .replace(/<[^>]+>/g, ' ')
  .replace(/\s+/g, ' ');

describe('the digital solution page', () => {
  it('says the schedules come from connected carriers or are labelled samples, not that they show what sails', () => {
    expect(text).not.toContain('which services actually sail');
    expect(text).toContain('reads the published schedules of each carrier connected to the portal');
    expect(text).toContain('it runs on sample schedules');
  });

  it('covers the freight only when both companies are Premium', () => {
    expect(text).toContain('if both companies are Premium members');
  });
});
