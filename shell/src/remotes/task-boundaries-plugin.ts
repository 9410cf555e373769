// Federation runtime plugin: a remote's load is one chain of promises (read its
// manifest, work out and preload its files, run remoteEntry.js, negotiate the shared
// modules, run the exposed module). Chained in microtasks, everything after the
// entry's script arrives ran as one long task: 30-60 ms on a fast machine for the
// page's remote, four times that on a phone, with input and paints held back. A
// yield to the browser at the runtime's own lifecycle points makes each step a task
// of its own; a yield costs well under a millisecond.
// No React import here: this runs before shared modules are negotiated.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../start-in-stages';

export default function taskBoundariesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'safarnama-task-boundaries',
    // after the manifest is read, before the runtime works out which files to preload
    beforePreloadRemote: () => yieldToBrowser(),
    // after remoteEntry.js ran, before the shared modules are negotiated
    beforeInitRemote: () => yieldToBrowser(),
    // after the exposed module's chunks arrived, before it is evaluated
    beforeExecuteFactory: () => yieldToBrowser(),
    // after it is evaluated, before anything renders it
    afterExecuteFactory: () => yieldToBrowser(),
  };
}
