// No async boundary: the shell provides its shared singletons eagerly (React, React DOM,
// React Router, zustand and @safarnama/shared are bundled into main.js and put in the
// share scope from there), so its whole start-up is one file instead of a dozen chunks.
// Served over HTTP/1.1 that saved three rounds of requests before the first paint.
import './bootstrap';
