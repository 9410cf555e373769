// Federation runtime plugin: hands the shell's copy of the federation runtime to the
// remotes. Production remotes are built with `externalRuntime` (see
// tools/webpack/create-config.cjs) and take the runtime from this global instead of
// each bundling their own (about 19 KB gzip per remote entry, three of them on
// every page). Module Federation's own inject plugin imports the runtime through
// another path and so bundles it a second time; this one shares the very copy the
// shell already runs.
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'safarnama-provide-runtime',
    beforeInit(args) {
      const global = globalThis as unknown as Record<string, unknown>;
      global[GLOBAL_NAME] ??= runtimeCore;
      return args;
    },
  };
}
