/** An http(s) origin as settings and flags are written: scheme, host, optional port, no path (a trailing slash is allowed). */
export function isHttpOrigin(text: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?\/?$/i.test(text) && URL.canParse(text);
}
