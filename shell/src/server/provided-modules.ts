// The singletons a remote's server build takes from the shell's, as in the browser
// the shell's share scope provides them: one React renders the page, one router and
// one store (zustand is reached through @safarnama/shared alone) serve every remote. A remote asking for anything else fails to load and
// its area is left to the browser.
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as Shared from '@safarnama/shared';

export const PROVIDED_MODULES: Readonly<Record<string, unknown>> = Object.freeze({
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  '@safarnama/shared': Shared,
});
