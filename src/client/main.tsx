/** The browser app's entry: store, persisted state (redux-persist), theme, toasts and the router. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import PersistenceGate from './app/PersistenceGate';
import { AppRoutes } from './app/routes';
import { makeStore } from './store/store';
import { ToastHost } from './components/toasts';
import BaseStyles from './theme/BaseStyles';
import ShopThemeProvider from './theme/ShopThemeProvider';

const store = makeStore();
const persistor = persistStore(store);

// A transition: React renders the app in short pieces between which the browser stays
// responsive, instead of in one task that blocks a phone's main thread for a third of a second.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Provider store={store}>
        <PersistenceGate persistor={persistor}>
          <ShopThemeProvider>
            <BaseStyles />
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <ToastHost />
          </ShopThemeProvider>
        </PersistenceGate>
      </Provider>
    </StrictMode>,
  ),
);
