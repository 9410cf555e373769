import { loadConfig, parseDatabaseUrl, REPO_ROOT } from '../../src/config';
import { csvCell, csvRow } from '../../src/lib/csv';
import { isIsoDate, todayInIndia } from '../../src/lib/dates';
import { categoryKey, lookupKey } from '../../src/lib/keys';

describe('lookupKey', () => {
  it('treats case, hyphens, spaces, punctuation and & / and alike', () => {
    const k = lookupKey('Andaman & Nicobar');
    expect(lookupKey('andaman-&-nicobar')).toBe(k);
    expect(lookupKey('andaman-and-nicobar')).toBe(k);
    expect(lookupKey('  ANDAMAN   AND NICOBAR ')).toBe(k);
    expect(lookupKey('Spiti Valley')).toBe(lookupKey('spiti-valley'));
    expect(lookupKey('')).toBe('');
    expect(lookupKey('Pondichéry')).toBe('pondichery');
  });
  it('categoryKey makes plural and singular, underscores and case equal', () => {
    expect(categoryKey('Water_Activities')).toBe(categoryKey('Water activity'));
    expect(categoryKey('Friends')).toBe(categoryKey('friend'));
    expect(categoryKey('HoneyMoon')).toBe(categoryKey('honeymoon'));
    expect(categoryKey('Seasonal_Package')).toBe(categoryKey('seasonal-package'));
    expect(categoryKey('Religious')).toBe('religious');
  });
});

describe('csv', () => {
  it('quotes per RFC 4180 and guards formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+91')).toBe("'+91");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvRow([1, 'a', null])).toBe('1,a,\r\n');
  });
});

describe('dates', () => {
  it('validates real calendar dates and knows the date in India', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-2-1')).toBe(false);
    expect(todayInIndia(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
  });

  it('turns the day over at midnight in India (18:30 UTC), across months and years', () => {
    expect(todayInIndia(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(todayInIndia(new Date('2027-01-01T00:00:00+05:30'))).toBe('2027-01-01');
  });
});

describe('config', () => {
  it('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8080, authCode: 'safarnama-public-2026', trustProxy: false, rateLimitWriteMax: 30, bodyLimit: 65536 });
    expect(c.database).toEqual({ dialect: 'sqlite', filename: `${REPO_ROOT}/data/safarnama.db` });
  });
  it('reads the environment', () => {
    const c = loadConfig({ PORT: '9000', TRUST_PROXY: '1', RATE_LIMIT_WRITE_MAX: '5', AUTH_CODE: 'abc', DATABASE_URL: 'postgres://u@h/db', DATABASE_SCHEMA: 's1' });
    expect(c).toMatchObject({ port: 9000, trustProxy: 1, rateLimitWriteMax: 5, authCode: 'abc' });
    expect(c.database).toEqual({ dialect: 'postgres', connectionString: 'postgres://u@h/db', schema: 's1', poolSize: 10 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, ::1, loopback' }).trustProxy).toBe('10.0.0.1, 192.168.0.0/16, ::1, loopback');
  });
  it('sqlite URLs', () => {
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ dialect: 'sqlite', filename: ':memory:' });
    expect(parseDatabaseUrl('sqlite:/tmp/x.db')).toEqual({ dialect: 'sqlite', filename: '/tmp/x.db' });
    expect(parseDatabaseUrl('data/other.db')).toEqual({ dialect: 'sqlite', filename: `${REPO_ROOT}/data/other.db` });
  });
  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ RATE_LIMIT_WRITE_MAX: '0' })).toThrow(/RATE_LIMIT_WRITE_MAX/);
  });
});
