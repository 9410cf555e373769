// A promise that already holds its value and says so. The API client answers a
// request that index.html already carried (primed-responses.ts) with one, so that
// useApiQuery can use the answer in the very render that asked for it: the page
// then paints complete in its first pass, instead of a loading pass followed by a
// second render and layout of the whole list after the first paint.

const VALUE = Symbol('settled value');

type Settled<T> = Promise<T> & { [VALUE]: T };

export function settledPromise<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { [VALUE]: value });
}

/** The value of a promise made by settledPromise(), else undefined (it must be awaited). */
export function settledValue<T>(promise: Promise<T>): T | undefined {
  return VALUE in promise ? (promise as Settled<T>)[VALUE] : undefined;
}
