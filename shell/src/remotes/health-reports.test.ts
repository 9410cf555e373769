import { ASSIGNMENT_COOKIE, RELEASE_HEALTH_MAX_REPORTS } from '@safarnama/contracts/releases';
import { configureApi, reportRemoteOutcome } from '@safarnama/shared';
import { HEALTH_FLUSH_DELAY_MS, startHealthReports } from './health-reports';
import { setChosenReleases } from './pins';

const URL = '/api/releases/health?authCode=safarnama-public-2026';
// as the server signs them: "<expiry>.<22 base64url characters>"
const BLOGS = '1900000000.blogs-assignment-signa';
const CATALOGUE = '1900000000.catalogue-assignment-s';
const CHAT = '1900000000.chat-assignment-signat';
type Sent = { url: string; body: unknown };

let beacons: Sent[];
/** Blobs being read back. */
let pending: Array<Promise<void>>;
let fetched: Sent[];
let beaconAnswer: boolean;
let stop: () => void;

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  beacons = [];
  fetched = [];
  beaconAnswer = true;
  pending = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, data: Blob) => {
      if (beaconAnswer && data.type === 'application/json') {
        pending.push(readBlob(data).then((text) => void beacons.push({ url, body: JSON.parse(text) })));
      }
      return beaconAnswer;
    }),
  });
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async (url: string, init: RequestInit) => {
    if (init.method === 'POST' && init.keepalive) fetched.push({ url, body: JSON.parse(String(init.body)) });
    return { ok: true };
  });
  configureApi({ apiBaseUrl: '/api', authCode: 'safarnama-public-2026' });
  setChosenReleases({
    blogs: { version: '1.4.0', entry: '/remotes/blogs/1.4.0/mf-manifest.json', channel: 'canary' },
    catalogue: { version: '1.3.0', entry: '/remotes/catalogue/1.3.0/mf-manifest.json', channel: 'pinned' },
    chat: { version: '1.2.0-rc.1', entry: '/remotes/chat/1.2.0-rc.1/mf-manifest.json', channel: 'preview' },
  });
  document.cookie = `${ASSIGNMENT_COOKIE}=blogs:${BLOGS}|catalogue:${CATALOGUE}|chat:${CHAT}; Path=/`;
  stop = startHealthReports();
});

afterEach(() => {
  stop();
  document.cookie = `${ASSIGNMENT_COOKIE}=; Path=/; Max-Age=0`;
  jest.useRealTimers();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

const settle = async () => {
  jest.useRealTimers();
  await Promise.all(pending);
};

it('sends the page’s outcomes in one beacon a second after the first, under the version each remote was loaded at', async () => {
  reportRemoteOutcome('blogs', false);
  jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS - 1);
  reportRemoteOutcome('catalogue', true);
  expect(navigator.sendBeacon).not.toHaveBeenCalled();

  jest.advanceTimersByTime(1);
  await settle();
  expect(beacons).toEqual([
    {
      url: URL,
      body: {
        reports: [
          { remote: 'blogs', version: '1.4.0', ok: false, assignment: BLOGS },
          { remote: 'catalogue', version: '1.3.0', ok: true, assignment: CATALOGUE },
        ],
      },
    },
  ]);
});

it('leaves out a previewed remote and a remote without a version', async () => {
  reportRemoteOutcome('chat', true);
  reportRemoteOutcome('enquiry', false);
  jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS * 5);
  reportRemoteOutcome('blogs', true);
  window.dispatchEvent(new Event('pagehide'));
  await settle();
  expect(beacons.map((beacon) => beacon.body)).toEqual([{ reports: [{ remote: 'blogs', version: '1.4.0', ok: true, assignment: BLOGS }] }]);
});

it('sends the assignments of the cookie the page came with, and leaves out a remote it has none for', async () => {
  stop();
  document.cookie = `${ASSIGNMENT_COOKIE}=catalogue:${CATALOGUE}|blogs:not-an-assignment; Path=/`;
  stop = startHealthReports();
  // another tab's page replaces the cookie: this page's reports keep its own assignments
  document.cookie = `${ASSIGNMENT_COOKIE}=blogs:${BLOGS}; Path=/`;
  reportRemoteOutcome('blogs', true);
  reportRemoteOutcome('catalogue', false);
  window.dispatchEvent(new Event('pagehide'));
  await settle();
  expect(beacons.map((beacon) => beacon.body)).toEqual([{ reports: [{ remote: 'catalogue', version: '1.3.0', ok: false, assignment: CATALOGUE }] }]);
});

it('sends at once when the visitor leaves the page or switches away from it', async () => {
  reportRemoteOutcome('blogs', false);
  window.dispatchEvent(new Event('pagehide'));
  expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);

  reportRemoteOutcome('catalogue', true);
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  try {
    document.dispatchEvent(new Event('visibilitychange'));
  } finally {
    delete (document as { visibilityState?: unknown }).visibilityState;
  }
  expect(navigator.sendBeacon).toHaveBeenCalledTimes(2);
  // nothing left for the timer
  jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
  expect(navigator.sendBeacon).toHaveBeenCalledTimes(2);
  await settle();
  expect(beacons.map((beacon) => beacon.body)).toEqual([
    { reports: [{ remote: 'blogs', version: '1.4.0', ok: false, assignment: BLOGS }] },
    { reports: [{ remote: 'catalogue', version: '1.3.0', ok: true, assignment: CATALOGUE }] },
  ]);
});

it('splits a long queue into beacons the API accepts', async () => {
  for (let i = 0; i < RELEASE_HEALTH_MAX_REPORTS + 5; i += 1) reportRemoteOutcome('catalogue', true);
  jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
  await settle();
  expect(beacons.map((beacon) => (beacon.body as { reports: unknown[] }).reports.length)).toEqual([RELEASE_HEALTH_MAX_REPORTS, 5]);
});

it('posts with keepalive to the configured API when the browser refuses the beacon', async () => {
  configureApi({ apiBaseUrl: 'https://api.example.com/v1', authCode: 'code with space' });
  beaconAnswer = false;
  reportRemoteOutcome('blogs', true);
  jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS);
  await settle();
  expect(fetched).toEqual([
    { url: 'https://api.example.com/v1/releases/health?authCode=code%20with%20space', body: { reports: [{ remote: 'blogs', version: '1.4.0', ok: true, assignment: BLOGS }] } },
  ]);
});

it('never throws into the page when nothing can be sent', () => {
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  (globalThis as { fetch?: unknown }).fetch = () => {
    throw new TypeError('fetch is not available');
  };
  reportRemoteOutcome('blogs', true);
  expect(() => jest.advanceTimersByTime(HEALTH_FLUSH_DELAY_MS)).not.toThrow();
});
