import nodemailer, { type Transporter } from 'nodemailer';

export type Mailer = Transporter;

/**
 * The SMTP transport SMTP_URL names: a connection per email, with short timeouts, so every send
 * ends within a minute whatever the relay does (a pool would queue emails behind a relay that hangs,
 * past the outbox job's deadline, and a queued email sent late would go twice). A relay that stops
 * answering makes the job wait for its retry, not hold a worker for minutes.
 */
export function createMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  // config.ts checked that both decode.
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
