/** The browser app's entry: store, persisted state, theme, toasts and the router. */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { routes } from './app/routes';
import { makeStore } from './app/store';
import { theme } from './theme/theme';

const store = makeStore();
const persistor = persistStore(store);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </ThemeProvider>
      </PersistGate>
    </Provider>
  </StrictMode>,
);
