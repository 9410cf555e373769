// A keyed MAC for one purpose, its key derived from the server secret: what is signed
// for one purpose (a release assignment, an unsubscribe link) is never valid for another,
// and one secret serves them all.
import { createHmac } from 'node:crypto';

/** The first `bytes` bytes of HMAC-SHA256(text) under the key for `purpose`. */
export function purposeMac(secret: string, purpose: string, bytes: number): (text: string) => Buffer {
  const key = createHmac('sha256', secret).update(purpose).digest();
  return (text) => createHmac('sha256', key).update(text).digest().subarray(0, bytes);
}
