import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './router';

export function App() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
