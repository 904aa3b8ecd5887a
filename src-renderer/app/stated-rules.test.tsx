import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LAPSE_RULE, RENEWAL_TIMING, SHIPPING_LEADS_RULE } from '../../shared/domain/membership-statements';
import BenefitsContent from '../features/benefits/BenefitsContent';
import BrandReliabilityContent from '../features/benefits/BrandReliabilityContent';
import DigitalSolutionContent from '../features/benefits/DigitalSolutionContent';
import MemberDirectoryContent from '../features/benefits/MemberDirectoryContent';
import NetworkingContent from '../features/benefits/NetworkingContent';
import PaymentProtectionContent from '../features/benefits/PaymentProtectionContent';
import BenefitsShippingLeadsPage from '../features/benefits/ShippingLeadsPage';
import SupportContent from '../features/benefits/SupportContent';
import CodeOfEthicsContent from '../features/company/CodeOfEthicsContent';
import MembershipRegulationsContent from '../features/company/MembershipRegulationsContent';
import VisionStrategyContent from '../features/company/VisionStrategyContent';
import DigitalToolsPage from '../features/digital-tools/DigitalToolsPage';
import MembershipContent from '../features/membership/MembershipContent';

/** The pages that describe membership, its benefits and its tools, as a visitor reads them. */
const PAGES: Record<string, ComponentType> = {
  '/benefits': BenefitsContent,
  '/benefits/brand-reliability': BrandReliabilityContent,
  '/benefits/digital-solution': DigitalSolutionContent,
  '/benefits/member-directory': MemberDirectoryContent,
  '/benefits/networking': NetworkingContent,
  '/benefits/payment-protection': PaymentProtectionContent,
  '/benefits/shipping-leads': BenefitsShippingLeadsPage,
  '/benefits/support': SupportContent,
  '/company/code-of-ethics': CodeOfEthicsContent,
  '/company/membership-regulations': MembershipRegulationsContent,
  '/company/vision-strategy': VisionStrategyContent,
  '/digital-tools': DigitalToolsPage,
  '/membership': MembershipContent,
};

function textOf(Page: ComponentType): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const TEXTS = Object.entries(PAGES).map(([path, Page]) => [path, textOf(Page)] as const);
const pagesSaying = (pattern: RegExp) => TEXTS.filter(([, text]) => pattern.test(text));

describe('rules that several pages state', () => {
  it('says who may read and answer shipping leads in the one sentence, on every page that says it', () => {
    const stating = pagesSaying(/\b(see|sees|read|reads|view|views)\b[^.]{0,40}\b(open )?requests\b/i);
    expect(stating.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        '/benefits',
        '/benefits/digital-solution',
        '/benefits/shipping-leads',
        '/company/membership-regulations',
        '/digital-tools',
        '/membership',
      ]),
    );
    for (const [path, text] of stating) expect(text, path).toContain(SHIPPING_LEADS_RULE);
    for (const [path, text] of TEXTS) {
      expect(text, path).not.toMatch(/every member sees|members can see every|read open requests/i);
    }
  });

  it('tells the renewal timing and the lapse in the same words wherever a page speaks of renewal', () => {
    const stating = pagesSaying(/renewal invoice|renewal remains unpaid|do not renew/i);
    expect(stating.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/benefits', '/company/membership-regulations', '/membership']),
    );
    for (const [path, text] of stating) expect(text, path).toContain(RENEWAL_TIMING);
    for (const path of ['/company/membership-regulations', '/membership']) {
      expect(TEXTS.find(([page]) => page === path)?.[1], path).toContain(LAPSE_RULE);
    }
  });
});
