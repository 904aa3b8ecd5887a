import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LiveRegions } from '../components/layout/LiveRegions';
import { sessionCheckedAtom } from '../lib/session/session-state';
import { createStore, StateProvider } from '../lib/store';
import { KitCatalogue } from './KitCatalogue';
import '../styles/global.css';

/*
 * The kit's catalogue, for development: `npm run dev`, then /kit-catalogue.html. It is not a
 * route of the site, and no build takes it in (vite.config.ts names only the site's and the
 * widget's entries), so it never ships.
 */
const store = createStore();
// As for a visitor whose session check has answered: the gate shows its sign-in panel.
store.set(sessionCheckedAtom, true);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StateProvider store={store}>
        <LiveRegions />
        <main id="main">
          <KitCatalogue />
        </main>
      </StateProvider>
    </BrowserRouter>
  </StrictMode>,
);
