// react-router-dom for the browser: the shared React Router subset. The DOM
// RouterProvider (data router) and HydratedRouter (server rendering) are left out.
export * from 'react-router';
