// /no-result-found's navigation state and the spec's messages. The readers of the
// other pages' states are in state-readers.ts.
export const NO_RESULT_PATH = '/no-result-found';

export const messages = Object.freeze({
  noResult: 'No result found.',
  noPackages: 'No packages found for this destination.',
  loadFailed: 'Failed to load package data',
  somethingWrong: 'Something went wrong!',
  allFieldsRequired: 'All fields are required!',
});

/** /no-result-found's state: data is always empty, code 0. */
export interface NoResultState {
  data: [];
  code: 0;
  message: string;
}

export function noResultState(message: string): NoResultState {
  return { data: [], code: 0, message };
}

export function readNoResultMessage(state: unknown): string {
  const message = typeof state === 'object' && state !== null ? (state as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : messages.noResult;
}
