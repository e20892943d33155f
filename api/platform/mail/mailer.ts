import nodemailer, { type Transporter } from 'nodemailer';

export type Mailer = Transporter;

/**
 * The SMTP transport SMTP_URL names: a connection per email, with short timeouts, so every send
 * ends within a minute whatever the relay does (a pool would queue emails behind a relay that hangs,
 * past the outbox job's deadline, and a queued email sent late would go twice). A relay that stops
 * answering makes the job wait for its retry, not hold a worker for minutes.
 */
export function createMailer(smtpUrl: string): Mailer {
  return nodemailer.createTransport(transportOptions(smtpUrl));
}

/**
 * The transport of bulk mail (campaigns): `connections` kept open and reused, one per campaign email under way,
 * since a connection per message caps a campaign at a few hundred a second. The campaign worker never has more
 * emails under way than connections, so none queues inside the pool past its job's deadline.
 */
export function createBulkMailer(smtpUrl: string, connections: number): Mailer {
  return nodemailer.createTransport({
    ...transportOptions(smtpUrl),
    pool: true,
    maxConnections: connections,
    maxMessages: 1000,
  });
}

function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  // config.ts checked that both decode.
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}
