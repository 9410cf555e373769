// The browser subset of React Router that the site uses, shared as the `react-router`
// singleton. Module Federation cannot tree-shake a shared package (any remote may use
// any export), and the full package carries server rendering, RSC and framework-mode
// code: 61 KB gzip against 17 KB for this subset, on every page's first render. The
// site uses the declarative router (<BrowserRouter>, <Routes>): the data router
// (createBrowserRouter, RouterProvider, loaders, <Form>, blockers) is left out, 16 KB.
// A name missing here fails the build (exportsPresence: 'error'): add it, rebuild.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-production-build';
