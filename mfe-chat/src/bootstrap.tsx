// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team can
// work on its pages without the shell. Not exposed; on the real site only the shell
// creates the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, ToastArea, GlobalLoadingOverlay } from '@safarnama/shared';
import ChatWidget from './features/chat-widget/chat-widget';

async function start() {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<ChatWidget />} />
        </Routes>
        <GlobalLoadingOverlay />
        <ToastArea />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
