// Remotes are composed at run time by the federation runtime, which unit tests do not
// have. For `jest.mock('@module-federation/enhanced/runtime', ...)`: every remote
// module loads as a marker naming it, so a test can see which remote an area composes.
export function stubFederationRuntime() {
  return {
    loadRemote: async (id: string) => ({
      default: function RemoteStub() {
        return <div data-testid="remote-module">{id}</div>;
      },
    }),
  };
}
