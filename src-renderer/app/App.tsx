import { lazy, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { ROUTES, type RouteEntry, type RouteId } from '../../shared/routes';
import { createStore, StateProvider } from '../lib/store';
import { SiteContext, type SiteContextValue } from '../lib/site-context';
import { Layout } from './Layout';
import NotFoundPage from '../components/not-found/NotFoundPage';
import { loadPage } from './load-page';
import { findRoute, rankRoutes } from './route-ranking';
import '../styles/global.css';

const builtRoutes = rankRoutes(
  ROUTES.filter((route: RouteEntry) => route.built).map((route) => ({
    path: route.path,
    Page: lazy(() => loadPage(route.id as RouteId)),
    workspace: route.shell === 'workspace',
  })),
);
type BuiltRoute = (typeof builtRoutes)[number];

const notFound = { path: '*', element: <NotFoundPage /> };

/**
 * The page for the address: the router is handed only its route, found in the ranked list. As
 * objects rather than `<Routes>` children, so the browser does not load the code that reads them.
 */
function PageRoutes({ route }: { route: BuiltRoute | undefined }) {
  return useRoutes(route ? [{ path: route.path, element: <route.Page /> }, notFound] : [notFound]);
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
