import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { guardedLookup } from './guarded-lookup';
import { RefusedAddressError } from './refused-address-error';
import { webhookUrlProblem } from './webhook-url-problem';

/** What one attempt came to: the receiver's status (null when none came) and, unless 2xx, why it failed. */
export interface PostOutcome {
  statusCode: number | null;
  /** Empty when delivered (2xx). */
  error: string;
  /** The SSRF rules refused the address: nothing was sent, and retrying cannot help. */
  refused: boolean;
  durationMs: number;
}

export const USER_AGENT = 'YourHomeInGhana-Webhooks/1.0 (+https://www.standardwebhooks.com)';
const TIMEOUT_MS = 10_000;
/** Receivers' answers are read this far and thrown away; a huge one must not cost us memory. */
const MAX_ANSWER_BYTES = 4096;

/**
 * POSTs one signed message. Never throws: the outcome says what happened. Redirects are not
 * followed (a 3xx is a failure: following one could lead into our network); the whole request,
 * answer included, has `timeoutMs`. In production the address is checked as connected to (IP
 * literal here, names through guardedLookup).
 */
export async function postWebhook(
  target: string,
  signed: { body: string; headers: Record<string, string> },
  { nodeEnv, timeoutMs = TIMEOUT_MS }: { nodeEnv: string; timeoutMs?: number },
): Promise<PostOutcome> {
  const started = performance.now();
  const outcome = (statusCode: number | null, error: string, refused = false): PostOutcome => ({
    statusCode,
    error,
    refused,
    durationMs: Math.round(performance.now() - started),
  });
  // Outside tests this also refuses a blocked IP literal, which matters: Node skips `lookup` for one.
  const problem = webhookUrlProblem(target, nodeEnv);
  if (problem) return outcome(null, problem, true);
  const url = new URL(target);

  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostOutcome>((resolve) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      lookup: nodeEnv === 'test' ? undefined : guardedLookup,
      headers: {
        ...signed.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(signed.body)),
        'user-agent': USER_AGENT,
      },
    });
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    const finish = (result: PostOutcome) => {
      clearTimeout(timer);
      resolve(result);
    };
    req.on('error', (error) =>
      finish(outcome(null, error.message || String(error), error instanceof RefusedAddressError)),
    );
    req.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const answered = () => finish(outcome(status, status >= 200 && status < 300 ? '' : failure(status)));
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) {
          response.destroy();
          answered();
        }
      });
      response.on('end', answered);
      // A receiver that drops the connection mid-answer has still answered with its status.
      response.on('error', answered);
      response.on('aborted', answered);
    });
    req.end(signed.body);
  });
}

function failure(status: number): string {
  if (status >= 300 && status < 400)
    return `The receiver answered HTTP ${status} (a redirect); redirects are not followed.`;
  return `The receiver answered HTTP ${status}.`;
}
