import {
  DEFAULT_TEXT_MAX_LENGTH,
  eventSurveyId,
  type FixedSurveyId,
  type SurveyConfig,
} from './survey-config';

/**
 * The questions live in code, not in the database: a question's id is the key of every answer
 * stored for it, so changing a question is a reviewed change that keeps old answers readable,
 * and the browser and the server validate against the very same list.
 */

const options = (...pairs: [value: string, label: string][]) =>
  pairs.map(([value, label]) => ({ value, label }));

const RATING = { lowLabel: 'Very poor', highLabel: 'Excellent' } as const;

const experience: SurveyConfig = {
  id: 'experience',
  title: 'Member experience survey',
  description:
    'Tell the Digital Freight Alliance how the directory, shipping leads, tracking, payment protection, events and support work for your company.',
  intro:
    'This survey is for member companies. Rate the parts of the membership you use and tell us what to improve. It takes about four minutes; every question without “optional” needs an answer. Answers are read by the DFA team and are not shown to other members.',
  questions: [
    {
      id: 'memberFor',
      type: 'single',
      label: 'How long has your company been a DFA member?',
      required: true,
      options: options(
        ['under-6-months', 'Less than 6 months'],
        ['6-12-months', '6 to 12 months'],
        ['1-2-years', '1 to 2 years'],
        ['over-2-years', 'More than 2 years'],
      ),
    },
    {
      id: 'toolsUsed',
      type: 'multiple',
      label: 'Which parts of the membership has your team used in the last three months?',
      help: 'Choose all that apply.',
      required: true,
      options: options(
        ['directory', 'Member directory'],
        ['shipping-leads', 'Shipping leads'],
        ['tracking', 'Cargo and container tracking'],
        ['schedules', 'Ship schedules'],
        ['freight-calculator', 'Sea freight calculator for our website'],
        ['erp', 'ERP for freight forwarders'],
        ['payment-protection', 'Payment protection'],
        ['blacklist', 'Blacklist of companies'],
        ['events', 'Events and meetings'],
        ['none', 'None of these yet'],
      ),
    },
    {
      id: 'directoryRating',
      type: 'rating',
      label: 'How useful is the member directory for finding reliable agents?',
      required: true,
      ...RATING,
    },
    {
      id: 'leadsRating',
      type: 'rating',
      label: 'How would you rate the quality of the shipping leads you receive?',
      help: 'Think of how complete the requests are and how often they turn into bookings.',
      required: false,
      ...RATING,
    },
    {
      id: 'digitalToolsRating',
      type: 'rating',
      label: 'How well do the digital tools (tracking, schedules, calculator, ERP) fit your daily work?',
      required: false,
      ...RATING,
    },
    {
      id: 'supportRating',
      type: 'rating',
      label: 'How satisfied are you with the help you get from the DFA support team?',
      required: true,
      ...RATING,
    },
    {
      id: 'partnersFound',
      type: 'single',
      label: 'Has the membership brought your company new agents or partners?',
      required: true,
      options: options(
        ['several', 'Yes, several'],
        ['one', 'Yes, one'],
        ['in-talks', 'Not yet, but we are in talks'],
        ['no', 'No'],
      ),
    },
    {
      id: 'lanesWanted',
      type: 'tags',
      label: 'On which trade lanes would you like more partners in the network?',
      help: 'Type a lane and press Enter, or pick a suggestion. Up to 8 lanes.',
      required: false,
      suggestions: 'trade-lanes',
      maxTags: 8,
    },
    {
      id: 'recommend',
      type: 'rating',
      label: 'How likely are you to recommend DFA membership to a forwarder you work with?',
      required: true,
      lowLabel: 'Not at all likely',
      highLabel: 'Very likely',
    },
    {
      id: 'improve',
      type: 'text',
      label: 'What one change would make the membership more valuable to your company?',
      required: false,
      maxLength: DEFAULT_TEXT_MAX_LENGTH,
      multiline: true,
    },
  ],
  thanks:
    'Thank you for taking the time. The DFA team reviews the answers every month and uses them to decide what to improve first; if you asked for something specific, your account manager may follow up by email.',
};

const expectations: SurveyConfig = {
  id: 'expectations',
  title: 'What do you expect from a forwarder network?',
  description:
    'New or prospective member? Tell the Digital Freight Alliance which services, regions and tools your company needs from a network of freight forwarders.',
  intro:
    'This survey is for companies that have just joined the Digital Freight Alliance or are thinking about it. Tell us what your company needs so we can point you to the right members and tools. It takes about three minutes; every question without “optional” needs an answer.',
  questions: [
    {
      id: 'companyType',
      type: 'single',
      label: 'What best describes your company?',
      required: true,
      options: options(
        ['forwarder', 'Freight forwarder'],
        ['nvocc', 'NVOCC'],
        ['customs-broker', 'Customs broker'],
        ['trucking', 'Trucking or haulage company'],
        ['warehouse', 'Warehouse or fulfilment operator'],
        ['other', 'Another logistics business'],
      ),
    },
    {
      id: 'companySize',
      type: 'single',
      label: 'How many people work in your company?',
      required: false,
      options: options(
        ['1-10', '1 to 10'],
        ['11-50', '11 to 50'],
        ['51-200', '51 to 200'],
        ['over-200', 'More than 200'],
      ),
    },
    {
      id: 'servicesNeeded',
      type: 'multiple',
      label: 'Which services do you need from partners abroad?',
      help: 'Choose all that apply.',
      required: true,
      options: options(
        ['sea-fcl', 'Sea freight, full containers (FCL)'],
        ['sea-lcl', 'Sea freight, consolidated cargo (LCL)'],
        ['air', 'Air freight'],
        ['road', 'Road freight and distribution'],
        ['rail', 'Rail freight'],
        ['customs', 'Customs clearance'],
        ['warehousing', 'Warehousing'],
        ['project', 'Project and heavy-lift cargo'],
        ['dangerous-goods', 'Dangerous goods'],
      ),
    },
    {
      id: 'regions',
      type: 'multiple',
      label: 'In which regions are you looking for agents?',
      help: 'Choose all that apply.',
      required: true,
      options: options(
        ['europe', 'Europe'],
        ['middle-east', 'Middle East'],
        ['africa', 'Africa'],
        ['south-asia', 'South Asia'],
        ['east-asia', 'East and South-East Asia'],
        ['north-america', 'North America'],
        ['latin-america', 'Latin America and the Caribbean'],
        ['oceania', 'Oceania'],
      ),
    },
    {
      id: 'mainLanes',
      type: 'tags',
      label: 'Which trade lanes matter most to your business?',
      help: 'Type a lane or a port pair and press Enter, or pick a suggestion. Up to 8.',
      required: false,
      suggestions: 'trade-lanes',
      maxTags: 8,
    },
    {
      id: 'toolsWanted',
      type: 'multiple',
      label: 'Which member tools would you expect to use first?',
      required: true,
      options: options(
        ['directory', 'Member directory to find agents'],
        ['shipping-leads', 'Shipping leads to bid on'],
        ['tracking', 'Cargo tracking across carriers'],
        ['schedules', 'Ship schedules'],
        ['freight-calculator', 'Sea freight calculator for our website'],
        ['erp', 'ERP for freight forwarders'],
        ['payment-protection', 'Payment protection'],
        ['trade-finance', 'Trade finance'],
      ),
    },
    {
      id: 'paymentProtectionImportance',
      type: 'rating',
      label: 'How important is protection against partners who do not pay?',
      required: true,
      lowLabel: 'Not important',
      highLabel: 'Essential',
    },
    {
      id: 'worthwhile',
      type: 'text',
      label: 'What would make the first year of membership worthwhile for you?',
      required: false,
      maxLength: DEFAULT_TEXT_MAX_LENGTH,
      multiline: true,
    },
  ],
  thanks:
    'Thank you. We use your answers to suggest members and tools that match your lanes and services; if you are already a member, your onboarding contact will use them when you next speak.',
};

const cargoesFinance: SurveyConfig = {
  id: 'cargoes-finance',
  title: 'Trade finance needs survey',
  description:
    'Tell the Digital Freight Alliance which kinds of trade finance your company needs, how much and on which trade lanes.',
  intro:
    'We are talking to finance providers about offers for forwarders and their customers. A few answers about your needs help us ask for the right products. No figures you give here are shared with anyone outside the DFA team.',
  questions: [
    {
      id: 'businessType',
      type: 'single',
      label: 'Who in your business needs the finance?',
      required: true,
      options: options(
        ['forwarder', 'Our forwarding or NVOCC business'],
        ['exporter', 'We export goods'],
        ['importer', 'We import goods'],
        ['customers', 'Our customers need it'],
      ),
    },
    {
      id: 'financeTypes',
      type: 'multiple',
      label: 'Which kinds of finance are you interested in?',
      help: 'Choose all that apply.',
      required: true,
      options: options(
        ['invoice-financing', 'Invoice financing or factoring'],
        ['pre-shipment', 'Pre-shipment finance'],
        ['lc', 'Letters of credit: confirmation or discounting'],
        ['supply-chain', 'Supply chain (payables) finance'],
        ['freight-terms', 'Longer payment terms on freight'],
        ['not-sure', 'Not sure yet'],
      ),
    },
    {
      id: 'monthlyVolume',
      type: 'single',
      label: 'Roughly how much would you like to finance per month?',
      required: true,
      options: options(
        ['under-50k', 'Under US$50,000'],
        ['50k-250k', 'US$50,000 to 250,000'],
        ['250k-1m', 'US$250,000 to 1 million'],
        ['over-1m', 'More than US$1 million'],
      ),
    },
    {
      id: 'customerTerms',
      type: 'single',
      label: 'What payment terms do your customers usually get?',
      required: false,
      options: options(
        ['prepaid', 'Payment before shipment'],
        ['up-to-30', 'Up to 30 days'],
        ['31-60', '31 to 60 days'],
        ['61-90', '61 to 90 days'],
        ['over-90', 'More than 90 days'],
      ),
    },
    {
      id: 'regions',
      type: 'tags',
      label: 'Which countries or regions are the trades you want to finance in?',
      help: 'Type a region and press Enter, or pick a suggestion. Up to 6.',
      required: false,
      suggestions: 'regions',
      maxTags: 6,
    },
    {
      id: 'urgency',
      type: 'rating',
      label: 'How pressing is the gap between paying carriers and being paid by customers?',
      required: true,
      lowLabel: 'Not a problem',
      highLabel: 'Limits our growth',
    },
    {
      id: 'notes',
      type: 'text',
      label: 'Anything else a finance provider should know?',
      required: false,
      maxLength: 1000,
      multiline: true,
    },
  ],
  thanks:
    'Thank you. We group the answers we receive and share only the totals with finance providers; when an offer fits needs like yours, we announce it to members.',
};

export const FIXED_SURVEY_CONFIGS: Record<FixedSurveyId, SurveyConfig> = {
  experience,
  expectations,
  'cargoes-finance': cargoesFinance,
};

/** What an event survey needs to know about its event. */
export interface SurveyedEvent {
  slug: string;
  title: string;
  attendance: 'online' | 'offline';
}

/** One survey per event, worded for an online or an in-person event. */
export function eventSurveyConfig(event: SurveyedEvent): SurveyConfig {
  const online = event.attendance === 'online';
  return {
    id: eventSurveyId(event.slug),
    title: `Feedback on ${event.title}`,
    description: `Attended ${event.title}? Rate the sessions, the networking and the organisation, and tell the Digital Freight Alliance what to change next time.`,
    intro: `Thank you for joining ${event.title}. Your answers help us plan the next events. It takes about two minutes; every question without “optional” needs an answer.`,
    questions: [
      {
        id: 'overall',
        type: 'rating',
        label: `Overall, how would you rate ${event.title}?`,
        required: true,
        ...RATING,
      },
      {
        id: 'content',
        type: 'rating',
        label: 'How relevant were the sessions to your work?',
        required: true,
        ...RATING,
      },
      {
        id: 'networking',
        type: 'rating',
        label: online
          ? 'How useful were the chances to talk to other companies during the event?'
          : 'How useful were the one-to-one meetings and networking time?',
        required: true,
        ...RATING,
      },
      {
        id: 'organisation',
        type: 'rating',
        label: online
          ? 'How well did the online platform work for you (sound, picture, joining)?'
          : 'How would you rate the venue and the organisation on the day?',
        required: false,
        ...RATING,
      },
      {
        id: 'mostValuable',
        type: 'multiple',
        label: 'What did you get out of the event?',
        help: 'Choose all that apply.',
        required: false,
        options: options(
          ['new-partners', 'New agents or partners'],
          ['existing-partners', 'Time with partners we already work with'],
          ['market-insight', 'Insight into markets and rates'],
          ['tools', 'A better understanding of the DFA tools'],
          ['business', 'Concrete business or quotes'],
        ),
      },
      {
        id: 'attendAgain',
        type: 'single',
        label: 'Would you attend a DFA event like this again?',
        required: true,
        options: options(['yes', 'Yes'], ['maybe', 'Maybe'], ['no', 'No']),
      },
      {
        id: 'nextTopics',
        type: 'tags',
        label: 'Which topics should the next event cover?',
        help: 'Type a topic and press Enter, or pick a suggestion. Up to 5.',
        required: false,
        suggestions: 'event-topics',
        maxTags: 5,
      },
      {
        id: 'comments',
        type: 'text',
        label: 'What should we change next time?',
        required: false,
        maxLength: DEFAULT_TEXT_MAX_LENGTH,
        multiline: true,
      },
    ],
    thanks:
      'Thank you for your feedback. The events team reads every answer and takes them into account when it plans the programme and format of the next event.',
  };
}
