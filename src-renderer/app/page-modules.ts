import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from '../../shared/routes';

/**
 * Where each built route's page lives, relative to src-renderer/. The server uses these paths
 * to put the page's chunk and stylesheet in the HTML head, so a page is styled before any
 * JavaScript runs. (A unit test holds this list and the route table together.)
 */
export const PAGE_SOURCES: Partial<Record<RouteId, string>> = {
  home: 'features/home/HomePage.tsx',
  membership: 'features/membership/MembershipPage.tsx',
  'freight-dictionary': 'features/dictionary/DictionaryIndexPage.tsx',
  'freight-dictionary-term': 'features/dictionary/TermPage.tsx',
  'auth-sign-in': 'features/auth/SignInPage.tsx',
  'auth-greetings': 'features/auth/GreetingsPage.tsx',
  'auth-sign-up': 'features/auth/SignUpPage.tsx',
  'auth-forgot-password': 'features/auth/ForgotPasswordPage.tsx',
  'auth-confirm-password': 'features/auth/ConfirmPasswordPage.tsx',
  'auth-unlock': 'features/auth/UnlockPage.tsx',
  'auth-notification': 'features/auth/NotificationPage.tsx',
  benefits: 'features/benefits/BenefitsPage.tsx',
  'benefits-brand-reliability': 'features/benefits/BrandReliabilityPage.tsx',
  'benefits-digital-solution': 'features/benefits/DigitalSolutionPage.tsx',
  'benefits-member-directory': 'features/benefits/MemberDirectoryPage.tsx',
  'benefits-networking': 'features/benefits/NetworkingPage.tsx',
  'benefits-payment-protection': 'features/benefits/PaymentProtectionPage.tsx',
  'benefits-shipping-leads': 'features/benefits/ShippingLeadsPage.tsx',
  'benefits-support': 'features/benefits/SupportPage.tsx',
  services: 'features/services/ServicesPage.tsx',
  'services-snpl': 'features/services/SnplPage.tsx',
  'services-trade-finance': 'features/services/TradeFinancePage.tsx',
  'get-a-quote': 'features/benefits/QuoteRequestPage.tsx',
  'company-code-of-ethics': 'features/company/CodeOfEthicsPage.tsx',
  'company-contact-us': 'features/contact/ContactPage.tsx',
  'company-membership-regulations': 'features/company/MembershipRegulationsPage.tsx',
  'company-vision-strategy': 'features/company/VisionStrategyPage.tsx',
  resources: 'features/resources/ResourcesPage.tsx',
  'resources-bill-of-lading': 'features/resources/BillOfLadingGuidePage.tsx',
  'resources-demurrage-and-detention': 'features/resources/DemurrageDetentionGuidePage.tsx',
  'resources-privacy-policy': 'features/resources/PrivacyPolicyPage.tsx',
  'resources-terms-and-conditions': 'features/resources/TermsPage.tsx',
  'digital-tools': 'features/digital-tools/DigitalToolsPage.tsx',
  'digital-tools-cargoes-flow': 'features/digital-tools/CargoesFlowPage.tsx',
  'digital-tools-searates-erp': 'features/digital-tools/SearatesErpPage.tsx',
  'digital-tools-tracking-system': 'features/digital-tools/TrackingSystemPage.tsx',
  'digital-tools-freight-calculator': 'features/digital-tools/FreightCalculatorPage.tsx',
  'digital-tools-calculator-widget': 'features/calculator-widget/CalculatorWidgetPage.tsx',
  'digital-tools-calculator-confirm-address': 'features/calculator-widget/ConfirmAddressPage.tsx',
  'shipping-leads': 'features/shipping-leads/ShippingLeadsPage.tsx',
  'shipping-leads-review': 'features/shipping-leads/ReviewPage.tsx',
  'shipping-leads-quotes': 'features/shipping-leads/QuotesPage.tsx',
  'shipping-leads-lead': 'features/shipping-leads/LeadPage.tsx',
  'digital-tools-ship-schedules': 'features/ship-schedules/ShipSchedulesPage.tsx',
  'freight-forwarder': 'features/freight-forwarder/CountryIndexPage.tsx',
  'freight-forwarder-country': 'features/freight-forwarder/CountryPage.tsx',
  'freight-forwarders-in-india': 'features/freight-forwarder/IndiaPage.tsx',
  events: 'features/events/EventsPage.tsx',
  'events-annual-conference': 'features/events/AnnualConferencePage.tsx',
  'events-attendees': 'features/events/AttendeesListPage.tsx',
  'events-future-of-freight': 'features/events/FutureOfFreightPage.tsx',
  'events-global-freight-summit': 'features/events/GlobalFreightSummitPage.tsx',
  'events-members-meeting': 'features/events/MembersMeetingPage.tsx',
  'feedback-events-survey': 'features/feedback/EventSurveyPage.tsx',
  'feedback-experience': 'features/feedback/ExperienceSurveyPage.tsx',
  'feedback-expectations': 'features/feedback/ExpectationsSurveyPage.tsx',
  'directory-virtual-office': 'features/virtual-office/VirtualOfficePage.tsx',
  'company-blacklist': 'features/blacklist/BlacklistPage.tsx',
  'company-blacklist-respond': 'features/blacklist/RespondPage.tsx',
  directory: 'features/directory/DirectoryPage.tsx',
  'directory-company': 'features/directory/CompanyPage.tsx',
  'directory-my-company': 'features/directory/EditCompanyPage.tsx',
  dashboard: 'features/dashboard/DashboardPage.tsx',
  account: 'features/account/AccountPage.tsx',
  admin: 'features/admin/AdminPage.tsx',
  'admin-members': 'features/admin/MembersPage.tsx',
  'admin-member': 'features/admin/MemberPage.tsx',
  'admin-invoices': 'features/admin/InvoicesPage.tsx',
  'admin-membership-fees': 'features/admin/MembershipFeesPage.tsx',
  'account-invoice': 'features/account/InvoicePage.tsx',
  'account-api-key': 'features/account/ApiKeyPage.tsx',
  'admin-api-keys': 'features/admin/ApiKeysPage.tsx',
  'account-confirm-email': 'features/account/ConfirmEmailPage.tsx',
  'account-premium': 'features/account/PremiumPage.tsx',
  'auth-confirm-email': 'features/auth/ConfirmSignUpEmailPage.tsx',
  'payment-protection': 'features/payment-protection/ProtectionPage.tsx',
  'payment-protection-case': 'features/payment-protection/CasePage.tsx',
  'admin-payment-protection': 'features/payment-protection/AdminCasesPage.tsx',
  'events-registration': 'features/events/RegistrationPage.tsx',
  'events-event': 'features/events/EventPage.tsx',
  'company-faqs': 'features/faqs/FaqsPage.tsx',
  blog: 'features/blog/BlogListPage.tsx',
  'blog-post': 'features/blog/BlogPostPage.tsx',
  'blog-editor': 'features/blog/BlogEditorPage.tsx',
  'partners-erp-enquiry': 'features/partners/ErpEnquiryPage.tsx',
  meetings: 'features/meetings/MeetingsPage.tsx',
  'meetings-availability': 'features/meetings/AvailabilityPage.tsx',
  'events-meetings': 'features/meetings/ConferencePage.tsx',
};

/** The workspace's frame, which the layout loads around workspace routes (the route table's `shell`). */
export const WORKSPACE_SHELL_SOURCE = 'components/workspace/WorkspaceShell.tsx';

const pageLoaders = import.meta.glob<{ default: ComponentType }>('../features/*/*Page.tsx');

/** One lazily loaded component per built route, each its own chunk. */
export const PAGE_MODULES = Object.fromEntries(
  Object.entries(PAGE_SOURCES).map(([routeId, source]) => {
    const load = pageLoaders[`../${source}`];
    if (!load) throw new Error(`No page module at src-renderer/${source}`);
    return [routeId, lazy(load)];
  }),
) as Partial<Record<RouteId, LazyExoticComponent<ComponentType>>>;
