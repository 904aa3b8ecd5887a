import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { createStore, StateProvider } from '../lib/store';
import { SiteContext, type SiteContextValue } from '../lib/site-context';
import { Layout } from './Layout';
import NotFoundPage from '../components/not-found/NotFoundPage';
import { PAGE_MODULES } from './page-modules';
import { findRoute, rankRoutes } from './route-ranking';
import '../styles/global.css';

const builtRoutes = rankRoutes(
  ROUTES.flatMap((route) => {
    const Page = PAGE_MODULES[route.id];
    return route.built && Page ? [{ path: route.path, Page }] : [];
  }),
);

/** The page for the address: `<Routes>` is handed only its route, found in the ranked list. */
function PageRoutes() {
  const { pathname } = useLocation();
  const route = useMemo(() => findRoute(builtRoutes, pathname), [pathname]);
  return (
    <Routes>
      {route ? <Route key={route.path} path={route.path} element={<route.Page />} /> : null}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

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
          <PageRoutes />
        </Layout>
      </SiteContext.Provider>
    </StateProvider>
  );
}
