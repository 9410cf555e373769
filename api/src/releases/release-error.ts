/** A release command refused, with the reason a release manager can act on; nothing was changed. */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}
