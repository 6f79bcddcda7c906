import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { selectUser } from '../session/authSlice';
import { session } from '../testing/storefrontFactories';
import { useAppSelector } from '../store/hooks';
import PersistenceGate from './PersistenceGate';
import { makeStore } from '../store/store';

const seen: string[] = [];
function WhoIsSignedIn() {
  const name = useAppSelector(selectUser)?.name ?? 'nobody';
  seen.push(name);
  return <p>{name}</p>;
}

it('renders the app only after the stored session is back, never the signed-out state before it', async () => {
  window.localStorage.setItem('auth', JSON.stringify(session({ name: 'Asha Rao' })));
  const store = makeStore();
  const persistor = persistStore(store);
  render(
    <Provider store={store}>
      <PersistenceGate persistor={persistor}>
        <WhoIsSignedIn />
      </PersistenceGate>
    </Provider>,
  );
  expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
  expect(seen).not.toContain('nobody');
  persistor.pause();
});
