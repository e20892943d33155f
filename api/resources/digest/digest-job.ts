/**
 * The payload of a `digest` job: the Accra day it reports on and the instant it was planned at
 * (leads older than 24 hours at that instant and still Not Contacted are going cold).
 */
export interface DigestJob {
  day: string;
  asOf: string;
}
