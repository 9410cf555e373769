import { exampleTrackingPayload } from '@safarnama/contracts/examples';
import { buildEnquiryUtm, buildHomeSearchRequest, buildTrackingPayload, detectBrowser, detectDeviceType, readUtm } from './tracking';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPadOsDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  desktopFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  curl: 'curl/8.5.0',
};

describe('detectDeviceType', () => {
  it.each([
    ['iPhoneSafari', 'mobile'], ['iPhoneChrome', 'mobile'], ['androidChrome', 'mobile'],
    ['iPad', 'tablet'], ['androidTablet', 'tablet'],
    ['desktopFirefox', 'desktop'], ['desktopChrome', 'desktop'], ['edge', 'desktop'], ['ie11', 'desktop'], ['curl', 'desktop'],
  ] as const)('%s is %s', (key, device) => {
    expect(detectDeviceType(UA[key])).toBe(device);
  });

  it('tells an iPad in desktop mode from a Mac by its touch points', () => {
    expect(detectDeviceType(UA.iPadOsDesktopMode, 5)).toBe('tablet');
    expect(detectDeviceType(UA.macSafari, 0)).toBe('desktop');
  });
});

describe('detectBrowser', () => {
  it.each([
    ['iPhoneSafari', 'Safari'], ['iPad', 'Safari'], ['macSafari', 'Safari'],
    ['iPhoneChrome', 'Chrome'], ['androidChrome', 'Chrome'], ['desktopChrome', 'Chrome'],
    ['desktopFirefox', 'Firefox'],
    ['edge', 'Edge'], ['legacyEdge', 'Edge'],
    ['ie11', 'IE'],
    ['curl', 'unknown'],
  ] as const)('%s is %s', (key, browser) => {
    expect(detectBrowser(UA[key])).toBe(browser);
  });

  it('is unknown for an empty user agent', () => {
    expect(detectBrowser('')).toBe('unknown');
  });
});

describe('UTM values', () => {
  it('reads the four utm parameters of a query string', () => {
    const query = '?utm_source=google&utm_medium=cpc&utm_campaign=diwali-2026&utm_content=banner%201';
    expect(readUtm(query)).toEqual({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'diwali-2026', utmContent: 'banner 1' });
  });

  it('uses empty strings when absent', () => {
    expect(readUtm('')).toEqual({ utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '' });
    expect(readUtm(new URLSearchParams('page=2'))).toEqual({ utmSource: '', utmMedium: '', utmCampaign: '', utmContent: '' });
  });

  it('defaults enquiry UTMs to direct / website / enquiry_form', () => {
    expect(buildEnquiryUtm('')).toEqual({ utm_source: 'direct', utm_medium: 'website', utm_campaign: 'enquiry_form' });
  });

  it('keeps the enquiry UTMs the page came with', () => {
    expect(buildEnquiryUtm('?utm_source=facebook&utm_campaign=monsoon&utm_content=reel')).toEqual({
      utm_source: 'facebook',
      utm_medium: 'website',
      utm_campaign: 'monsoon',
      utm_content: 'reel',
    });
  });
});

describe('buildTrackingPayload', () => {
  it('fills every field of the search tracking payload', () => {
    expect(
      buildTrackingPayload('LISTING_PAGE', {
        search: '?utm_source=google&utm_medium=cpc&utm_campaign=goa&utm_content=ad1',
        userAgent: UA.androidChrome,
      }),
    ).toEqual(exampleTrackingPayload('LISTING_PAGE', { utmCampaign: 'goa', utmContent: 'ad1' }));
  });

  it("falls back to the page's own address and browser, and carries no IP (the server records it)", () => {
    window.history.pushState({}, '', '/themes/wildlife?utm_source=newsletter');
    const payload = buildTrackingPayload('THEMES_PAGE');
    expect(payload).not.toHaveProperty('userIp');
    expect(payload.utmSource).toBe('newsletter');
    expect(payload.deviceType).toBe('desktop');
    expect(payload.pageName).toBe('THEMES_PAGE');
    window.history.pushState({}, '', '/');
  });
});

describe('buildHomeSearchRequest', () => {
  it('builds the home search request with every field the search API reads', () => {
    expect(
      buildHomeSearchRequest({
        destinationId: 12,
        destinationName: ' Goa ',
        month: 'November',
        search: '?utm_source=instagram&utm_medium=social',
        userAgent: UA.iPad,
      }),
    ).toEqual({
      id: 0,
      destinationId: 12,
      destinationName: 'Goa',
      date: 'November',
      deviceType: 'tablet',
      browser: 'Safari',
      source: 'online',
      websiteId: 1,
      sourceMedia: 'web',
      utmSource: 'instagram',
      utmMedium: 'social',
      utmCampaign: '',
      utmContent: '',
      pageName: 'HOMEPAGE',
    });
  });

  it('keeps destinationId null for typed text', () => {
    const request = buildHomeSearchRequest({ destinationId: null, destinationName: 'spiti', month: 'December', userAgent: UA.desktopFirefox, search: '' });
    expect(request.destinationId).toBeNull();
    expect(request.browser).toBe('Firefox');
  });
});
