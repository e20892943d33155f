import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import type { ClaimedJob } from '../outbox/claim-due-jobs';
import { PermanentJobError } from '../outbox/permanent-job-error';
import type { MailDelivery } from './email-job';
import type { Mailer } from './mailer';
import { sendEmailJob } from './send-email-job';

describe('the email job handler', () => {
  it('fails for good on a message no feature renders, even one named like an Object method, and sends nothing', async () => {
    const sent: unknown[] = [];
    const mailer = { sendMail: async (message: unknown) => void sent.push(message) } as unknown as Mailer;
    const delivery: MailDelivery = {
      dataSource: {} as DataSource,
      mailer,
      mailFrom: 'a@example.com',
      siteUrl: 'https://example.com',
    };
    const handler = sendEmailJob(delivery, { 'lead-alert': () => ({ subject: 's', text: 't', html: 'h' }) });
    for (const message of ['constructor', 'toString', 'hasOwnProperty', 'newsletter-welcome']) {
      const job = {
        id: 1,
        kind: 'email',
        attempts: 1,
        payload: { message, to: 'b@example.com' },
      } as unknown as ClaimedJob;
      await expect(handler(job, {} as never)).rejects.toBeInstanceOf(PermanentJobError);
    }
    expect(sent).toEqual([]);
  });
});
