import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { loadPagesOnIntent } from './app/load-page';
import { PageDataProvider, readEmbeddedPageData } from './lib/page-data-context';
import { CAPTCHA_SITE_KEY_META, SITE_URL_META } from './lib/site-context';

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
const siteUrl = metaContent(SITE_URL_META) ?? window.location.origin;
const captchaSiteKey = metaContent(CAPTCHA_SITE_KEY_META);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <PageDataProvider source={{ answers: readEmbeddedPageData(document) }}>
        <App site={{ siteUrl, ...(captchaSiteKey ? { captchaSiteKey } : {}), setStatus: () => {} }} />
      </PageDataProvider>
    </BrowserRouter>
  </StrictMode>
);

// The website arrives server-rendered and is hydrated; the desktop app renders from scratch.
// As a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread for the whole page, so a phone can scroll, and answer a tap, while it runs.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
loadPagesOnIntent(document);
