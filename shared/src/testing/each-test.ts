import { resetSiteStore } from '../store/site-store';

/**
 * For a test file whose tests move the clock or spy on things: after each test, real
 * timers again and every mock restored; with `siteStore`, each test starts with the
 * site store as new. Call once at the top of the file.
 */
export function cleanEachTest({ siteStore = false }: { siteStore?: boolean } = {}): void {
  if (siteStore) beforeEach(() => resetSiteStore());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}
