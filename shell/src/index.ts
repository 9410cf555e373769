// No async boundary: the shell provides its shared singletons eagerly (React, React DOM,
// React Router, zustand and @safarnama/shared are bundled into main.js and put in the
// share scope from there), so its whole start-up is one file instead of a dozen chunks.
// Served over HTTP/1.1 that saved three rounds of requests before the first paint.
//
// One file, but not one task: the modules are evaluated in stages with a yield to the
// browser between them (an eager import() adds no request, it only decides when a
// module runs). Run in one go they held the main thread for about 100 ms on this
// machine, 400 ms on a phone, all of it blocking; in stages the longest is React DOM.
import { startInStages } from './start-in-stages';

void startInStages([
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ '@safarnama/shared'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
]);
