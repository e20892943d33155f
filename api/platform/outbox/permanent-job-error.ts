/**
 * A failure retrying cannot fix (an endpoint deleted since, a
 * recipient the relay refuses for good): the job fails at once.
 */
export class PermanentJobError extends Error {}
