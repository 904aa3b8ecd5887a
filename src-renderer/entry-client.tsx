import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { SITE_URL_META } from './lib/site-context';

const siteUrl =
  document.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)?.content ?? window.location.origin;
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App site={{ siteUrl, setStatus: () => {} }} />
    </BrowserRouter>
  </StrictMode>
);

// The website arrives server-rendered and is hydrated; the desktop app renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
