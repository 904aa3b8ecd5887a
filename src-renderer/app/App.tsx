import { Route, Routes } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { createStore, StateProvider } from '../lib/store';
import { SiteContext, type SiteContextValue } from '../lib/site-context';
import { Layout } from './Layout';
import NotFoundPage from '../components/not-found/NotFoundPage';
import { PAGE_MODULES } from './page-modules';
import '../styles/global.css';

const builtRoutes = ROUTES.flatMap((route) => {
  const Page = PAGE_MODULES[route.id];
  return route.built && Page ? [{ path: route.path, Page }] : [];
});

export function App({
  site,
  store = createStore(),
}: {
  site: SiteContextValue;
  store?: ReturnType<typeof createStore>;
}) {
  return (
    <StateProvider store={store}>
      <SiteContext.Provider value={site}>
        <Layout>
          <Routes>
            {builtRoutes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Layout>
      </SiteContext.Provider>
    </StateProvider>
  );
}
