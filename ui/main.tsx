import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { createActor } from 'xstate';
import { createApiFromEnv } from '../api/client';
import { ApiProvider } from './app/api-context';
import { AppActorProvider } from './app/app-actor';
import { AppRoot } from './app/app-root';
import { createAppMachine } from './app/app-services';
import { readAppInput } from './app/browser-storage';
import { ThemeRoot } from './theme/theme-root';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

const api = createApiFromEnv();
const store = window.localStorage;
const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
const machine = createAppMachine(api, {
  store,
  navigate: (to) => navigate(to, { replace: true }),
});
const app = createActor(machine, {
  input: readAppInput(store, window.location, darkQuery.matches ? 'dark' : 'light', Date.now()),
});
const { session, theme } = app.getSnapshot().context;
// A 401 to a signed-in request ends the session (SPEC.md section 7).
api.onUnauthorized(() => session.send({ type: 'session.unauthorized' }));
darkQuery.addEventListener('change', (event) =>
  theme.send({ type: 'theme.systemChanged', theme: event.matches ? 'dark' : 'light' }),
);
app.start();

createRoot(root).render(
  <StrictMode>
    <ApiProvider api={api}>
      <AppActorProvider actor={app}>
        <ThemeRoot>
          <AppRoot />
        </ThemeRoot>
      </AppActorProvider>
    </ApiProvider>
  </StrictMode>,
);
