/**
 * @safarnama/shared/testing: what the unit tests of every package share. Test files
 * only (ESLint keeps it out of the site): a fake network under the real API client,
 * the clean-up between tests, rendering inside a router, a viewport for jsdom, the contract's example requests
 * and the API's answers about packages.
 */
export { fakeApi, fakeApiPerTest, ok, created, refused, unavailable } from './fake-api';
export type { FakeApi, FakeHandler, FakeReply, FakeRequest } from './fake-api';
export { cleanEachTest } from './each-test';
export { renderWithRouter, currentLocation, LocationProbe } from './render';
export type { RenderOptions } from './render';
export { mockViewport, clearViewport } from './viewport';
export { stubFederationRuntime } from './remote-stub';
export { clearRemoteCache } from '../remote/lazy-remote';
export { exampleTrackingPayload } from '@safarnama/contracts/examples';
export { packageSummary, searchResult } from './search-answers';
