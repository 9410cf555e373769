import { RouterProvider } from 'react-router-dom';
import { createSiteRouter } from './router';

const router = createSiteRouter();

export function App() {
  return <RouterProvider router={router} />;
}
