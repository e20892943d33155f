import nodemailer, { type Transporter } from 'nodemailer';

export type Mailer = Transporter;

/**
 * The SMTP transport SMTP_URL names. Pooled: a few connections kept open and reused, so an alert
 * does not wait for a new connection and TLS handshake, and a burst of leads does not open one
 * connection per email at the relay. Timeouts are short: a relay that stops answering makes the
 * job wait for its retry, not hold a worker for minutes.
 */
export function createMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    pool: true,
    maxConnections: 3,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
