import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, setRemoteRetryHook, setRemoteVersions } from '@safarnama/shared';
import './app/reset.css';
import { forgetRemote, registerPinnedRemotes } from './remotes/register-remotes';
import { App } from './app/app';

async function start() {
  const [pins] = await Promise.all([registerPinnedRemotes(), loadRuntimeConfig()]);
  setRemoteVersions(Object.fromEntries(Object.entries(pins).map(([name, pin]) => [name, pin.version])));
  setRemoteRetryHook(forgetRemote);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
