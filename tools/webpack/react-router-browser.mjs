// The browser subset of React Router that the site uses, shared as the `react-router`
// singleton. Module Federation cannot tree-shake a shared package (any remote may use
// any export), and the full package carries server rendering, RSC and framework-mode
// code: 61 KB gzip against 31 KB for this subset, on every page's first render.
// Data-router extras we don't use (loaders, <Form>, blockers) are left out too.
// A name missing here fails the build (exportsPresence: 'error'): add it, rebuild.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createPath,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router-production-build';
