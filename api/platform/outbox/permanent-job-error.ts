/**
 * A failure retrying cannot fix (an endpoint deleted since, a
 * recipient the relay refuses for good): the job fails at once, with `result` kept on it when given (`bounced`).
 */
export class PermanentJobError extends Error {
  constructor(
    message: string,
    readonly result = '',
  ) {
    super(message);
  }
}
