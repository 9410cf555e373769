// A challenge (the bot check's proof of work, the contact form's captcha) that a
// write found already spent. Inside a write with an Idempotency-Key it may have
// been spent by a concurrent copy of the same request: LeadsService answers that
// copy's stored answer instead, when there is one, and this 400 otherwise.
import { ClientError } from './errors';

export class SpentChallenge extends ClientError {
  constructor(field: string, message: string) {
    super(400, message, [{ field, message }]);
    this.name = 'SpentChallenge';
  }
}
