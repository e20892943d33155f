import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:PORT`, for the app's SMTP_URL. */
  url: string;
  /** Messages read and left unanswered (the `hold` option). */
  holding(): number;
  /** Every message received, parsed, in order of arrival. */
  messages: ParsedMail[];
  /** The envelope recipients of each message, in the same order. */
  recipients: string[][];
  /** Resolves once at least `count` messages have arrived (15 s deadline: a loaded machine is slow). */
  waitForMessages(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** Listen here (a port an app was already given); a free one otherwise. */
  port?: number;
  /** Refuse a recipient with this SMTP reply, e.g. `550 5.1.1 No such user here`. */
  rejectRecipient?: (address: string) => string | undefined;
  /** Read each message and never answer it: the sender stays mid-delivery (`holding` counts them). */
  hold?: boolean;
  /**
   * Keep the first this many messages, then answer each with a temporary failure, as when the
   * relay's answer is lost: the sender tries again, and the message arrives twice.
   */
  loseAnswers?: number;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, as a relay would pass it on. */
export async function startTestSmtpServer({
  port = 0,
  rejectRecipient,
  hold = false,
  loseAnswers = 0,
}: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  let held = 0;
  let lost = 0;
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // close() ends connections still open (a held sender) after this long instead of 30 s.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const refusal = rejectRecipient?.(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal.replace(/^\d{3}\s*/, '')), {
        responseCode: Number(refusal.slice(0, 3)),
      });
      callback(error);
    },
    onData(stream, session, callback) {
      if (hold) {
        held += 1;
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          messages.push(parsed);
          recipients.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          for (const wake of waiters) wake();
          if (lost < loseAnswers) {
            lost += 1;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A sender killed mid-message (the kill -9 tests) resets its connection: a relay shrugs that off.
  server.on('error', () => {});
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    holding: () => held,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    recipients,
    waitForMessages(count) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`waited 15 s for ${count} messages, got ${messages.length}`));
        }, 15_000);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
