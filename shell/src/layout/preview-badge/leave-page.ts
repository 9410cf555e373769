/** A full page load: the server has to clear its preview cookie before the next page. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
