// sendForm's outcomes: which message a failure shows, and that a failure the server
// did not explain field by field leaves the fields' messages (and values) alone.
import { ApiError } from '@safarnama/shared';
import { CONNECTION_FAILED, sendForm, TRY_AGAIN_SOON } from './send-form';

const messages = { refused: 'Something went wrong. Please try again.', log: '[test]' };
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('a 503 tells the visitor to try again in a moment, without field errors', async () => {
  const answer = await sendForm(() => Promise.reject(new ApiError('unavailable', 'Service unavailable (HTTP 503)', { status: 503 })), ['name'], messages);
  expect(answer).toEqual({ ok: false, message: TRY_AGAIN_SOON });
});

it('a lost connection and any other server error keep their own messages', async () => {
  expect(await sendForm(() => Promise.reject(new ApiError('network', 'Network error')), ['name'], messages)).toEqual({ ok: false, message: CONNECTION_FAILED });
  expect(await sendForm(() => Promise.reject(new ApiError('server', 'Server error 500', { status: 500 })), ['name'], messages)).toEqual({ ok: false, message: messages.refused });
});
