/** The head and heading of each company page, in one place so the pages and their tests agree. */
export interface CompanyPageMeta {
  path: string;
  title: string;
  description: string;
  keywords: string;
  heading: string;
}

export const CODE_OF_ETHICS: CompanyPageMeta = {
  path: '/company/code-of-ethics',
  title: 'Code of Ethics for Freight Forwarders and NVOCCs',
  description:
    'The principles every DFA member signs: honest representation, paying partners on time, no poaching, confidentiality, compliance and fair dispute handling.',
  keywords:
    'freight forwarder code of ethics, logistics network code of conduct, NVOCC ethics, forwarder agent etiquette, no poaching rule, anti-bribery logistics',
  heading: 'Code of ethics',
};

export const MEMBERSHIP_REGULATIONS: CompanyPageMeta = {
  path: '/company/membership-regulations',
  title: 'Membership Regulations: Tiers, Fees, Conduct and Due Process',
  description:
    'How DFA membership works: Premium and Standard tiers, annual fees and renewal, admission review, office listings, payment protection and the blacklist process.',
  keywords:
    'DFA membership regulations, freight network membership rules, Premium membership, Standard membership, renewal invoice, blacklist due process, payment protection conditions',
  heading: 'Membership regulations',
};

export const VISION_STRATEGY: CompanyPageMeta = {
  path: '/company/vision-strategy',
  title: 'Our Vision and Strategy for a Trusted Freight Network',
  description:
    'Why the Digital Freight Alliance exists, the problems it sets out to fix for forwarders and NVOCCs, and what it builds: a verified network, tools, fair payment.',
  keywords:
    'Digital Freight Alliance vision, freight forwarder association strategy, logistics community, verified freight network, digital tools for forwarders, fair payment',
  heading: 'Vision and strategy',
};

export const COMPANY_PAGES = [CODE_OF_ETHICS, MEMBERSHIP_REGULATIONS, VISION_STRATEGY] as const;
