import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import PaymentProtectionContent from './PaymentProtectionContent';

const text = renderToStaticMarkup(
  <MemoryRouter>
    <PaymentProtectionContent />
  </MemoryRouter>,
)
  .replace(/<[^>]+>/g, ' ')
  .replace(/\s+/g, ' ');

describe('the payment protection worked example', () => {
  it('makes Harbour Line the origin forwarder that invoices, and Eastbound its delivery agent that owes', () => {
    expect(text).toMatch(/uses Eastbound Freight, .*as its delivery agent/);
    expect(text).toContain('Harbour Line, the origin forwarder, books');
    expect(text).not.toMatch(/Harbour Line[^.]*is the delivery agent for Eastbound/);
    expect(text).toContain('Eastbound, as delivery agent, collects the freight');
  });
});
