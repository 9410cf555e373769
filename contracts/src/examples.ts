// Requests as the site sends them, for the tests of the API, the shared library and
// the remotes: one example, typed by the contract, instead of a copy in each.
import type { SearchTrackingInput } from './catalogue';

/**
 * The search tracking values of a visitor on a phone (Chrome) who came from a Google
 * ads click, sent from `pageName`; `overrides` replace single values.
 */
export function exampleTrackingPayload(pageName = 'LISTING_PAGE', overrides: Partial<SearchTrackingInput> = {}): SearchTrackingInput {
  return {
    id: 0,
    date: '',
    deviceType: 'mobile',
    browser: 'Chrome',
    source: 'online',
    websiteId: 1,
    sourceMedia: 'web',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'goa-winter',
    utmContent: 'banner',
    pageName,
    ...overrides,
  };
}
