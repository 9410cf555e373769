// Standalone dev harness (npm run dev, port 3005): the console without the shell. Not exposed.
import { Route } from 'react-router-dom';
import { mountStandalone } from '@safarnama/shared';
import AdminApp from './app/admin-app';

void mountStandalone(<Route path="admin/*" element={<AdminApp />} />);
