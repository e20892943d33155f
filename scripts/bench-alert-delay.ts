/**
 * The alert's delay for `npm run bench`: the built server on a fresh SQLite file with a real SMTP
 * server and a real webhook receiver on loopback ports; leads are sent one at a time, and each is
 * timed from its 201 to the staff alert reaching the SMTP server and the webhook reaching the receiver.
 */
import { once } from 'node:events';
import path from 'node:path';
import { createDataSource } from '../api/platform/db/data-source';
import { WebhookEndpoint } from '../api/platform/db/entities/WebhookEndpoint';
import { runPendingMigrations } from '../api/platform/db/migrate';
import { buildLead } from '../api/test/factories';
import { freePort } from '../api/test/free-port';
import { startServer } from '../api/test/start-server';
import { startTestSmtpServer } from '../api/test/test-smtp-server';
import { startWebhookReceiver } from '../api/test/webhook-receiver';
import { newWebhookSecret } from '../api/platform/webhooks/new-webhook-secret';

const LEADS = 20;
const PAUSE_MS = 300;

export interface AlertDelays {
  emailMs: number[];
  webhookMs: number[];
}

/** Resolves with the time from `start` until `arrived()` holds, checked every millisecond (30 s at most). */
async function until(start: number, arrived: () => boolean): Promise<number> {
  const deadline = start + 30_000;
  while (!arrived()) {
    if (performance.now() > deadline) throw new Error('an alert did not arrive within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return performance.now() - start;
}

export async function measureAlertDelays(dir: string, distDir: string): Promise<AlertDelays> {
  const smtp = await startTestSmtpServer();
  const receiver = await startWebhookReceiver();
  receiver.secret = newWebhookSecret();
  const url = `sqlite:${path.join(dir, 'alerts.sqlite')}`;
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await runPendingMigrations(dataSource);
  await dataSource
    .getRepository(WebhookEndpoint)
    .insert({ url: receiver.url, events: ['lead.created'], enabled: true, secret: receiver.secret });
  await dataSource.destroy();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      DIST_DIR: distDir,
      NODE_ENV: 'test',
      PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
      SMTP_URL: smtp.url,
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      ADMIN_EMAIL: 'staff@example.com',
    },
    baseUrl,
  );
  const delays: AlertDelays = { emailMs: [], webhookMs: [] };
  try {
    for (let n = 0; n < LEADS; n += 1) {
      const email = `delay${n}@bench.example`;
      const response = await fetch(`${baseUrl}/api/buyers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(buildLead({ email })),
      });
      if (response.status !== 201) throw new Error(`POST /api/buyers answered ${response.status}`);
      const answered = performance.now();
      const staffAlert = () =>
        smtp.messages.some(
          (message) => message.replyTo?.text.includes(email) && message.subject?.startsWith('New buyer lead'),
        );
      const webhook = () => receiver.received.some((request) => request.body.includes(email));
      const [emailMs, webhookMs] = await Promise.all([until(answered, staffAlert), until(answered, webhook)]);
      delays.emailMs.push(emailMs);
      delays.webhookMs.push(webhookMs);
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
  } finally {
    // Gone before the caller removes `dir`: a server still closing its database would write into it.
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
    await smtp.close();
    await receiver.close();
  }
  return delays;
}
