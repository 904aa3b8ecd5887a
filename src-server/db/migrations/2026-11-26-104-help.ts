import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: never import application code here. This is the help content the site
// starts with; admins edit it from the FAQ page afterwards.
export const SEEDED_HELP: { slug: string; title: string; items: { question: string; answer: string }[] }[] = [
  {
    slug: 'membership',
    title: 'Membership and joining',
    items: [
      {
        question: 'Who can join the Digital Freight Alliance?',
        answer:
          'Membership is open to legally registered freight forwarders, NVOCCs and other logistics companies that arrange the carriage of goods for their customers. The member is the company, not a person: the staff who sign in act for their company, and the company answers for what they do.\n\nShippers, importers and exporters who do not arrange transport for others cannot become members, but they can use the public pages and the freight dictionary freely.',
      },
      {
        question: 'What is the difference between Premium and Standard membership?',
        answer:
          'Every member gets a directory listing for each of its offices, the digital tools (freight calculator, cargo tracking, ship schedules and the forwarding ERP), events, the blacklist and the freight dictionary.\n\nPremium adds the two benefits that involve money changing hands between members: quoting on open shipping leads, and payment protection for ocean-freight invoices to other Premium members. Premium companies also carry a Premium badge on their directory profile.\n\nA Standard membership shows as Standard Active while its fee is paid. A Standard member can upgrade to Premium at any time.',
      },
      {
        question: 'How do I apply, and what happens after I apply?',
        answer:
          'Apply online at /auth/sign-up. You give your company’s legal details, its offices and services, and a contact person whose mobile number is verified with a code sent by text message.\n\nDFA then checks that the company exists, is registered and works in logistics, and that the offices it lists are real. We may ask for a trade licence or a company registration document. Once the first annual fee is paid, your profile is published in the directory and the member tools are unlocked.',
      },
      {
        question: 'How long is a membership valid, and how is it renewed?',
        answer:
          'A membership runs for a year and the fee is annual, paid by bank transfer against an invoice from the association. The renewal invoice is sent before your membership year ends and is due within 30 days.\n\nIf a renewal stays unpaid, the company becomes Standard Inactive: its profile stays in the directory with the inactive status, and the member tools are closed until the membership is renewed.',
      },
      {
        question: 'How does my company appear in the member directory?',
        answer:
          'Each office you register gets its own listing with its country, city and the services it offers, so partners can find you by country, city, service or name. Your membership status is shown on the profile, because it is what other members check before they trade with you.\n\nList every branch you trade from and keep the details current. Contact people, email addresses and phone numbers are shown to signed-in members only, and copying them in bulk is forbidden.',
      },
    ],
  },
  {
    slug: 'payment-protection',
    title: 'Payment protection',
    items: [
      {
        question: 'What is payment protection?',
        answer:
          'Payment protection is credit-risk cover for Premium members against unpaid ocean-freight invoices from other Premium members. It covers from US$10,000 up to US$100,000 a year.\n\nThe amount is an annual limit, not a per-shipment amount: every claim paid during a membership year reduces what remains for the rest of that year. Member support confirms the limit that applies to your company. The full rules are at /benefits/payment-protection.',
      },
      {
        question: 'Which shipments are covered?',
        answer:
          'A shipment is covered only when all of these are true:\n\n1. The company that invoices and the company that owes the invoice both hold Premium membership.\n2. The invoice is for ocean freight. Air, road and rail moves are outside the cover.\n3. The shipment is handled between offices that are listed in the member directory. An unlisted branch is an uncovered branch.\n4. The shipment was reported to DFA support on the payment protection form, and support confirmed it in writing. Cover starts with that confirmation, not before.',
      },
      {
        question: 'What does payment protection not cover?',
        answer:
          'Demurrage and detention are never covered, even when they appear on the same invoice as the freight. Neither are charges that are not freight, such as customs duties and taxes, storage, and local fees billed alongside it, nor deals between related companies, such as a parent and its subsidiary or two offices of one group.\n\nWhen one invoice mixes freight and other charges, only the ocean-freight lines count, so invoicing them on separate lines makes a claim easier to assess.',
      },
      {
        question: 'How do I report a shipment and make a claim?',
        answer:
          'Before the shipment moves, report it to member support on the payment protection form and keep the written confirmation you receive.\n\nIf the invoice becomes overdue, remind the debtor in writing and keep the replies. Then tell member support, quoting the confirmed shipment; support may contact the other member and mediate first. If the invoice stays unpaid, file the claim with the confirmation, the invoice, the bill of lading and your correspondence with the debtor.\n\nThe time limits for notifying an overdue invoice and for claiming are stated in the confirmation of cover. A claim made outside them can be refused.',
      },
      {
        question: 'My partner is a Standard member. Is my invoice protected?',
        answer:
          'No. Both sides of the deal must hold Premium membership. Check the other company’s status on its directory profile before you quote, and if you trade with it often, suggest that it upgrades.',
      },
    ],
  },
  {
    slug: 'account',
    title: 'Your account and the member area',
    items: [
      {
        question: 'How do I sign in to the member area?',
        answer:
          'Sign in at /auth/sign-in with the email address and password of your account. After several wrong passwords in a row, you must wait before the next try, and the wait grows with each further mistake; this protects your account from password guessing.\n\nYou stay signed in on that browser until you sign out, for at most 30 days, and you are signed out sooner if the account is not used for 7 days. On a shared computer, always sign out when you finish.',
      },
      {
        question: 'Why do you verify my phone number?',
        answer:
          'When a company applies, we send a 6-digit code by text message to the contact person’s mobile number. Entering it proves that a real person at the company can be reached on that number, which helps keep impostors out of the network.\n\nThe code works once and expires after 10 minutes. If it does not arrive, check the number and its country code, wait a minute and ask for a new one. A number can only receive a few codes an hour.',
      },
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'Go to /auth/forgot-password and enter the email address you sign in with. If it belongs to an account, we email you a link to choose a new password. The link works once and for 60 minutes.\n\nSetting a new password signs your account out everywhere else, so anyone who knew the old password loses access. If no email arrives within a few minutes, check your spam folder and try again, or contact member support.',
      },
      {
        question: 'Is there a desktop app?',
        answer:
          'Yes. The DFA desktop app for Windows, macOS and Linux gives you the same member portal in its own window, and the freight dictionary works in it without an internet connection.\n\nThe app keeps your session encrypted with your operating system’s keychain. On a Linux computer without a keychain, it keeps the session only while the app is open, so you sign in again each time you start it.',
      },
      {
        question: 'Who can see my contact details?',
        answer:
          'The contact people, email addresses and phone numbers of your offices are shown only to signed-in members, and members may not copy them in bulk. Visitors who are not signed in see your company, its cities and services, but not how to reach your staff. How we handle personal data is explained at /resources/privacy-policy.',
      },
    ],
  },
  {
    slug: 'events',
    title: 'Events',
    items: [
      {
        question: 'What events does DFA organise?',
        answer:
          'DFA holds in-person conferences where members meet face to face, such as the 1st DFA Annual Conference in Dubai on 10–11 March 2022 and the Global Freight Summit in Dubai on 18–19 November 2024, and online events anyone can follow from the office, such as Future of Freight on 19 July 2022 and the members meeting on 19 December 2024.\n\nAll events, upcoming and past, are listed at /events.',
      },
      {
        question: 'How much does it cost to attend?',
        answer:
          'Entry to the events held so far has been free. For events in person, travel and accommodation are at your own expense. Each event page states its entry price, so check it before you register.',
      },
      {
        question: 'Can companies that are not members attend?',
        answer:
          'It depends on the event. Online events such as Future of Freight have been open to forwarders whether or not they are members, and the annual conference has welcomed forwarders interested in joining. The members meeting is for representatives of member companies. Each event page says who it is for.',
      },
      {
        question: 'How do I add an event to my calendar?',
        answer:
          'Every event page has an “Add to calendar” download. The file works with Outlook, Google Calendar and Apple Calendar, and your calendar shows the times in your own time zone.',
      },
    ],
  },
  {
    slug: 'blacklist',
    title: 'The blacklist and disputes',
    items: [
      {
        question: 'What is the blacklist?',
        answer:
          'The blacklist warns members about companies that have left debts unpaid or cargo undelivered. It is visible only to signed-in members. Each entry states the reasons and the countries concerned, so you can judge the risk before you work with a company.',
      },
      {
        question: 'How does a company end up on the blacklist?',
        answer:
          'Never on one member’s word alone. A member reports the company with the invoices, shipping documents and correspondence that support the claim. The association notifies the reported company of the claim and the evidence, and the company can answer with its own evidence.\n\nThe association weighs the evidence from both sides and decides whether to publish an entry. Either side can appeal the decision once, with new evidence.',
      },
      {
        question: 'A partner has not paid my invoice. What should I do first?',
        answer:
          'Remind the partner in writing and keep its answers: many late payments are settled at this stage. If that fails, contact member support, who may contact the other member and mediate.\n\nIf the shipment was covered by payment protection, follow the claim steps at /benefits/payment-protection and respect their time limits. A blacklist report is the last step, for debts that stay unpaid.',
      },
      {
        question: 'My company has been reported. How can I respond?',
        answer:
          'You receive a written notice with the grounds and the evidence. Reply in writing within the period the notice states and send your own documents: proof of payment, the agreed terms or your correspondence about the dispute.\n\nYou can appeal a decision once, with new evidence. When the debt is settled or the dispute is closed, the entry is marked resolved, and every entry expires at the end of the period set when it was published.',
      },
    ],
  },
  {
    slug: 'freight-dictionary',
    title: 'The freight dictionary',
    items: [
      {
        question: 'What is the freight dictionary?',
        answer:
          'A free glossary of about 130 shipping and logistics terms, from air waybill to zone pricing. Each term has its own page with a plain-language definition, and the longer entries explain how the term is used in practice and link to related terms.\n\nIt is written for forwarders and their staff, and for shippers, importers and exporters who want to understand the documents and charges they meet. No sign-in is needed: start at /freight-dictionary.',
      },
      {
        question: 'How do I find a term?',
        answer:
          'Browse the A to Z index, or type in the search box at the top of the dictionary. The search matches names, common abbreviations such as FCL or FOB, small spelling slips and words in the descriptions.\n\nSome letters, such as K, U and X, have no terms yet.',
      },
      {
        question: 'Can I use the dictionary offline?',
        answer:
          'Yes, in the DFA desktop app: the dictionary is part of the app, so it works on a ship, in a warehouse or anywhere else without a connection. On the website you need to be online.',
      },
      {
        question: 'Can I suggest a term or a correction?',
        answer:
          'Yes, please do. Write to us through the contact form at /company/contact-us with the term and, for a correction, what should change and where the rule comes from. Definitions that depend on a regulator, such as the FMC, CBP or IMO, are checked against its published rules before we change them.',
      },
    ],
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY is the auto-assigned rowid; PostgreSQL needs a serial.
  const idType = db.getExecutor().adapter instanceof PostgresAdapter ? 'serial' : 'integer';

  await db.schema
    .createTable('help_sections')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('help_items')
    .addColumn('id', idType, (col) => col.primaryKey())
    .addColumn('section_id', 'integer', (col) =>
      col.notNull().references('help_sections.id').onDelete('cascade'),
    )
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    // null for the seeded content and after the editing admin's account is deleted
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('help_items_section_position_idx')
    .on('help_items')
    .columns(['section_id', 'position'])
    .execute();

  const now = new Date().toISOString();
  for (const [sectionPosition, section] of SEEDED_HELP.entries()) {
    const { id } = await db
      .insertInto('help_sections')
      .values({ slug: section.slug, title: section.title, position: sectionPosition })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('help_items')
      .values(
        section.items.map((item, position) => ({
          section_id: id,
          question: item.question,
          answer: item.answer,
          position,
          updated_at: now,
          updated_by: null,
        })),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('help_items').execute();
  await db.schema.dropTable('help_sections').execute();
}
