// The spec's messages of the catalogue's searches, and the reader of /no-result-found's
// state (its shape and path are shared: @safarnama/shared). The readers of the other
// pages' states are in state-readers.ts.
export const messages = Object.freeze({
  noResult: 'No result found.',
  noPackages: 'No packages found for this destination.',
  loadFailed: 'Failed to load package data',
  somethingWrong: 'Something went wrong!',
  allFieldsRequired: 'All fields are required!',
});

export function readNoResultMessage(state: unknown): string {
  const message = typeof state === 'object' && state !== null ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : messages.noResult;
}
