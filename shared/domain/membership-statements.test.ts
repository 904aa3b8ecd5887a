import { describe, expect, it } from 'vitest';
import { addDays } from './date';
import { toolLockedMessage } from './member-access';
import { INVOICE_DUE_DAYS, lastDayOfYearFrom, RENEWAL_NOTICE_DAYS } from './membership';
import { RENEWAL_TIMING, SHIPPING_LEADS_RULE } from './membership-statements';

describe('the membership rules the pages state', () => {
  it('says the renewal falls due on the last day of the year, which the calendar’s numbers make true', () => {
    const lastDay = lastDayOfYearFrom('2026-03-01');
    const issued = addDays(lastDay, -RENEWAL_NOTICE_DAYS);
    expect(addDays(issued, INVOICE_DUE_DAYS)).toBe(lastDay);
    expect(RENEWAL_TIMING).toContain(`sent ${RENEWAL_NOTICE_DAYS} days before the membership year ends`);
    expect(RENEWAL_TIMING).toContain(`due within ${INVOICE_DUE_DAYS} days, so by the last day of the year`);
  });

  it('opens shipping leads to Premium companies and DFA administrators, and tells a Standard member why not', () => {
    expect(toolLockedMessage('shipping-leads', { type: 'premium', isAdmin: false })).toBeNull();
    expect(toolLockedMessage('shipping-leads', { type: 'standard_active', isAdmin: true })).toBeNull();
    const standard = toolLockedMessage('shipping-leads', { type: 'standard_active', isAdmin: false });
    expect(standard?.startsWith(`${SHIPPING_LEADS_RULE} `)).toBe(true);
    // Other tools stay open to every company in good standing.
    expect(toolLockedMessage('schedules', { type: 'standard_active', isAdmin: false })).toBeNull();
  });
});
