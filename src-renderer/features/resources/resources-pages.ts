/** The head and heading of each resources page, in one place so the pages and their tests agree. */
export interface ResourcePageMeta {
  path: string;
  title: string;
  description: string;
  keywords: string;
  heading: string;
}

export const RESOURCES: ResourcePageMeta = {
  path: '/resources',
  title: 'Freight Forwarding Resources: Guides and Policies',
  description:
    'Practical guides for freight forwarders and shippers on bills of lading and demurrage and detention, plus the freight dictionary and the portal’s legal terms.',
  keywords:
    'freight forwarding resources, shipping guides, bill of lading guide, demurrage and detention guide, logistics glossary, DFA policies',
  heading: 'Resources',
};

export const BILL_OF_LADING_GUIDE: ResourcePageMeta = {
  path: '/resources/bill-of-lading',
  title: 'Bill of Lading Guide: Types, Fields and Common Mistakes',
  description:
    'A practical bill of lading guide: straight, to order and negotiable bills, sea waybills, house and master bills, telex release, key fields and costly mistakes.',
  keywords:
    'bill of lading guide, types of bill of lading, straight bill of lading, to order bill of lading, negotiable bill of lading, sea waybill, house vs master bill of lading, telex release',
  heading: 'Bill of lading: a practical guide',
};

export const DEMURRAGE_DETENTION_GUIDE: ResourcePageMeta = {
  path: '/resources/demurrage-and-detention',
  title: 'Demurrage and Detention Guide: Free Time, Costs and FMC Rules',
  description:
    'How demurrage and detention work: free time, how daily charges build up with a worked example, who pays, the FMC rules for US trades and how to avoid the bill.',
  keywords:
    'demurrage and detention guide, container free time, demurrage charges, detention charges, per diem, FMC demurrage rule, OSRA 2022, avoid demurrage',
  heading: 'Demurrage and detention: a practical guide',
};

export const PRIVACY_POLICY: ResourcePageMeta = {
  path: '/resources/privacy-policy',
  title: 'Privacy Policy',
  description:
    'How the Digital Freight Alliance collects, uses, shares and protects personal data on its website and member portal, which cookies it sets and your rights.',
  keywords:
    'DFA privacy policy, personal data, cookies, data protection, GDPR, UAE data protection law, member portal privacy',
  heading: 'Privacy policy',
};

export const TERMS_AND_CONDITIONS: ResourcePageMeta = {
  path: '/resources/terms-and-conditions',
  title: 'Terms and Conditions of Use',
  description:
    'The terms for using the DFA website and member portal: accounts, acceptable use, the member directory, member content, the blacklist, the tools and liability.',
  keywords:
    'DFA terms and conditions, terms of use, member portal terms, acceptable use, directory scraping, blacklist right of reply',
  heading: 'Terms and conditions',
};

export const RESOURCE_PAGES = [
  RESOURCES,
  BILL_OF_LADING_GUIDE,
  DEMURRAGE_DETENTION_GUIDE,
  PRIVACY_POLICY,
  TERMS_AND_CONDITIONS,
] as const;
