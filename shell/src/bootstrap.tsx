import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, loadRuntimeConfig, primeResponses, setRemoteRetryHook, setRemoteVersions, type RuntimeConfig } from '@safarnama/shared';
import './app/reset.css';
import { bootData } from './remotes/boot-data';
import { forgetRemote, registerPinnedRemotes } from './remotes/register-remotes';
import { App } from './app/app';

async function start() {
  // index.html carries the configuration when the server sent it; the dev server's does not
  const { config, responses } = bootData();
  primeResponses(responses);
  const [pins] = await Promise.all([registerPinnedRemotes(), config ? configureApi(config as Partial<RuntimeConfig>) : loadRuntimeConfig()]);
  setRemoteVersions(Object.fromEntries(Object.entries(pins).map(([name, pin]) => [name, pin.version])));
  setRemoteRetryHook(forgetRemote);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser every few milliseconds,
  // so the first render of the site is not one long task holding up a phone's input.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
