// Standalone dev harness (npm run dev, port in tools/webpack/ports.cjs): the team works
// on its pages without the shell. Not exposed.
import { Route } from 'react-router-dom';
import { mountStandalone } from '@safarnama/shared';
import ChatWidget from './features/chat-widget/chat-widget';

void mountStandalone(
  <>
    <Route path="*" element={<ChatWidget />} />
  </>,
);
