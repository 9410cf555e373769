export { addYears, isIsoDate, todayInIndia } from '@safarnama/contracts';

export function nowIso(): string {
  return new Date().toISOString();
}
