/**
 * Renders a component as the app does: a real store (optionally preloaded), the theme,
 * toasts and a memory router. `path` is the route pattern the component is mounted on and
 * `route` the URL to open; any other URL renders a marker showing where the app navigated.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ToastHost } from '../components/toasts';
import { type AppStore, makeStore, type RootState } from '../store/store';
import ShopThemeProvider from '../theme/ShopThemeProvider';

export type RenderOptions = {
  preloadedState?: Partial<RootState>;
  /** Route pattern for `ui`, e.g. '/products/:slug'. */
  path?: string;
  /** URL to open, e.g. '/products/paracetamol'. */
  route?: string;
  /** Location state to open the route with. */
  state?: unknown;
  /** Extra routes, e.g. the page a redirect lands on. */
  routes?: RouteObject[];
};

/** Shows where the app went, for asserting navigation. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </div>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

const stores: AppStore[] = [];

/** Drops every test store's API cache, whose removal timers would otherwise keep Jest alive. */
export function resetStores() {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { preloadedState, path = '/', route = path, state, routes = [] } = options;
  const store = makeStore(preloadedState);
  stores.push(store);
  const allRoutes = [{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }];
  const entry = { pathname: route.split('?')[0], search: route.includes('?') ? `?${route.split('?')[1]}` : '', state };
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ShopThemeProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes routes={allRoutes} />
        </MemoryRouter>
        <ToastHost />
      </ShopThemeProvider>
    </Provider>,
  );
  return { store, user, ...result };
}
