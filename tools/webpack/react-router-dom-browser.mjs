// react-router-dom for the browser: the shared React Router subset plus the DOM
// RouterProvider (flushSync). HydratedRouter (server-rendered apps) is left out.
export * from 'react-router';
export { RouterProvider } from 'react-router-dom-export-build';
