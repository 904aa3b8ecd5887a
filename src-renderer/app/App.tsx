import { useMemo } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ROUTES, type RouteEntry, type RouteId } from '../../shared/routes';
import { createStore, StateProvider } from '../lib/store';
import { SiteContext, type SiteContextValue } from '../lib/site-context';
import { Layout } from './Layout';
import NotFoundPage from '../components/not-found/NotFoundPage';
import { PAGE_MODULES } from './page-modules';
import { findRoute, rankRoutes } from './route-ranking';
import '../styles/global.css';

const builtRoutes = rankRoutes(
  ROUTES.flatMap((route: RouteEntry) => {
    const Page = PAGE_MODULES[route.id as RouteId];
    return route.built && Page ? [{ path: route.path, Page, workspace: route.shell === 'workspace' }] : [];
  }),
);
type BuiltRoute = (typeof builtRoutes)[number];

/** The page for the address: `<Routes>` is handed only its route, found in the ranked list. */
function PageRoutes({ route }: { route: BuiltRoute | undefined }) {
  return (
    <Routes>
      {route ? <Route key={route.path} path={route.path} element={<route.Page />} /> : null}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The route for the address, found once per path, decides the page and its frame. */
function Site() {
  const { pathname } = useLocation();
  const route = useMemo(() => findRoute(builtRoutes, pathname), [pathname]);
  const page = useMemo(() => <PageRoutes route={route} />, [route]);
  return <Layout workspace={route?.workspace ?? false}>{page}</Layout>;
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
        <Site />
      </SiteContext.Provider>
    </StateProvider>
  );
}
