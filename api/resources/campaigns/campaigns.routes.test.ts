import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { AdminUser } from '../../platform/db/entities/AdminUser';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { NewsletterSubscriber } from '../../platform/db/entities/NewsletterSubscriber';
import { OutboxJob } from '../../platform/db/entities/OutboxJob';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server';
import { addSubscribers, campaignInput, campaignsApi, MARKET_POST } from './campaigns.test-helpers';

/** A header's line as sent, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');

describe.each(TEST_DATABASES)('newsletter campaigns on $name', (database) => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  let clock: Date;
  let api: ReturnType<typeof campaignsApi>;

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    clock = new Date('2026-12-01T09:00:00Z');
    app = await startTestApp(database, {
      config: { smtpUrl: smtp.url },
      blogPosts: [MARKET_POST],
      outbox: { now: () => clock, pollMs: 0, retryDelaysMs: [0, 0] },
    });
    const admin = await signIn(app);
    await app.dataSource.getRepository(AdminUser).update({ id: admin.user.id }, { email: 'boss@example.com' });
    api = campaignsApi(app, admin.cookie);
  });
  afterEach(async () => {
    await app.close();
    await smtp.close();
  });

  const sendAll = async () => {
    await app.services.campaignOutbox!.runPass();
    // The poll after the last job ends the campaign.
    await app.services.campaignOutbox!.runPass();
  };

  test('sends to every confirmed subscriber once, never a pending, unsubscribed or bounced one, and ends Sent', async () => {
    await addSubscribers(app.dataSource, 5);
    await addSubscribers(app.dataSource, 2, { state: 'pending', prefix: 'waiting' });
    await addSubscribers(app.dataSource, 2, { state: 'unsubscribed', prefix: 'gone' });
    const [bounced] = await addSubscribers(app.dataSource, 1, { prefix: 'bounced' });
    await app.dataSource.getRepository(NewsletterSubscriber).update({ id: bounced!.id }, { bouncedAt: clock });

    // The same reader signing up again in other letters stays one subscriber: one email per address.
    expect((await app.postJson('/api/newsletter', { email: 'READER-0@Example.com' })).status).toBe(201);
    const draft = await api.create();
    expect(draft).toMatchObject({ state: 'draft', counts: { recipients: 0, sent: 0 } });
    const started = await api.action(draft.id, 'send');
    expect(started.status).toBe(200);
    expect(started.json.campaign).toMatchObject({ state: 'sending', counts: { recipients: 5, queued: 5 } });

    await sendAll();
    const recipients = smtp.recipients.flat().sort();
    expect(recipients).toEqual(Array.from({ length: 5 }, (_, n) => `reader-${n}@example.com`));
    const done = await api.get(draft.id);
    expect(done).toMatchObject({
      state: 'sent',
      finishedAt: expect.any(String),
      counts: { recipients: 5, queued: 0, sent: 5, skipped: 0, failed: 0, bounced: 0 },
    });
    const actions = (await app.dataSource.getRepository(AuditEvent).find({ order: { id: 'ASC' } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['campaign.created', 'campaign.started', 'campaign.finished']));
  });

  test('each email carries its own one-click unsubscribe, the list id and the job’s Message-ID', async () => {
    await addSubscribers(app.dataSource, 2);
    const campaign = await api.create();
    await api.action(campaign.id, 'send');
    await sendAll();
    const mails = await smtp.waitForMessages(2);
    const links = mails.map((mail) => /<(https:\/\/[^>]+)>/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1]);
    expect(links[0]).toMatch(/\/unsubscribe\?token=/);
    expect(links[0]).not.toBe(links[1]);
    for (const mail of mails) {
      expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(header(mail, 'list-id')).toMatch(
        /^List-ID: Your home in Ghana newsletter <newsletter\.yourhomeinghana\.example>$/,
      );
      expect(mail.messageId).toMatch(/^<job-\d+\.[0-9a-f]{16}@yourhomeinghana\.example>$/);
      expect(mail.subject).toBe('December market news');
    }
    // The one click unsubscribes that reader, with no session and no page of ours.
    const oneClick = await app.request(links[0]!.replace('https://yourhomeinghana.example', ''), { method: 'POST' });
    expect(oneClick.status).toBe(200);
    expect(await app.dataSource.getRepository(NewsletterSubscriber).countBy({ state: 'unsubscribed' })).toBe(1);
  });

  test('pause holds what is queued, resume sends it, cancel ends it and keeps the counts', async () => {
    await addSubscribers(app.dataSource, 4);
    const campaign = await api.create();
    await api.action(campaign.id, 'send');
    expect((await api.action(campaign.id, 'pause')).json.campaign).toMatchObject({ state: 'paused' });
    await app.services.campaignOutbox!.runPass();
    expect(smtp.messages).toHaveLength(0);
    expect((await api.action(campaign.id, 'pause')).status).toBe(409);
    expect((await api.action(campaign.id, 'resume')).json.campaign).toMatchObject({ state: 'sending' });
    await sendAll();
    expect(smtp.messages).toHaveLength(4);
    expect((await api.get(campaign.id)).state).toBe('sent');

    const second = await api.create({ subject: 'Second' });
    await api.action(second.id, 'send');
    await api.action(second.id, 'pause');
    const cancelled = await api.action(second.id, 'cancel');
    expect(cancelled.json.campaign).toMatchObject({ state: 'cancelled' });
    await sendAll();
    expect(smtp.messages).toHaveLength(4);
    expect(await api.get(second.id)).toMatchObject({
      state: 'cancelled',
      finishedAt: expect.any(String),
      counts: { recipients: 4, queued: 0, sent: 0, failed: 4 },
    });
    expect((await api.action(second.id, 'resume')).status).toBe(409);
  });

  test('a scheduled campaign starts at its time on the app clock; cancelling the schedule makes it a draft', async () => {
    await addSubscribers(app.dataSource, 2);
    const campaign = await api.create();
    const past = await api.action(campaign.id, 'send', { at: '2026-12-01T08:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.json.error.fields).toEqual({ at: 'Please choose a time in the future.' });
    // Without a zone the time is Accra's (UTC+0).
    const scheduled = await api.action(campaign.id, 'send', { at: '2026-12-01T10:30' });
    expect(scheduled.json.campaign).toMatchObject({ state: 'scheduled', scheduledAt: '2026-12-01T10:30:00.000Z' });
    await app.services.campaignOutbox!.runPass();
    expect(smtp.messages).toHaveLength(0);
    clock = new Date('2026-12-01T10:30:00Z');
    await sendAll();
    expect(smtp.messages).toHaveLength(2);
    expect((await api.get(campaign.id)).state).toBe('sent');

    const later = await api.create();
    await api.action(later.id, 'send', { at: '2026-12-02T09:00:00Z' });
    expect((await api.action(later.id, 'cancel')).json.campaign).toMatchObject({ state: 'draft', scheduledAt: null });
  });

  test('a subscriber who unsubscribes mid-send gets nothing more, and is counted', async () => {
    const [leaving] = await addSubscribers(app.dataSource, 3);
    const campaign = await api.create();
    await api.action(campaign.id, 'send');
    await app.dataSource
      .getRepository(NewsletterSubscriber)
      .update({ id: leaving!.id }, { state: 'unsubscribed', unsubscribedAt: clock });
    await sendAll();
    expect(smtp.recipients.flat()).not.toContain(leaving!.email);
    expect((await api.get(campaign.id)).counts).toMatchObject({ sent: 2, skipped: 1, unsubscribedSince: 1 });
  });

  test('a temporary refusal is retried; a permanent one bounces the address, which later campaigns skip', async () => {
    await addSubscribers(app.dataSource, 3);
    const refusedOnce = new Set<string>();
    await smtp.close();
    smtp = await startTestSmtpServer({
      port: smtp.port,
      rejectRecipient: (address) => {
        if (address === 'reader-0@example.com') return '550 5.1.1 No such user here';
        if (address === 'reader-1@example.com' && !refusedOnce.has(address)) {
          refusedOnce.add(address);
          return '451 4.3.0 Try again later';
        }
        return undefined;
      },
    });
    const campaign = await api.create();
    await api.action(campaign.id, 'send');
    await sendAll();
    await sendAll();
    expect(smtp.recipients.flat().sort()).toEqual(['reader-1@example.com', 'reader-2@example.com']);
    expect(await api.get(campaign.id)).toMatchObject({ state: 'sent', counts: { sent: 2, bounced: 1, failed: 0 } });
    const bounced = await app.dataSource
      .getRepository(NewsletterSubscriber)
      .findOneByOrFail({ emailKey: 'reader-0@example.com' });
    expect(bounced.bouncedAt).not.toBeNull();

    const next = await api.create({ subject: 'Next' });
    expect((await api.action(next.id, 'send')).json.campaign.counts.recipients).toBe(2);
  });

  test('a lead alert queued behind a whole campaign goes first', async () => {
    await addSubscribers(app.dataSource, 30);
    const campaign = await api.create();
    await api.action(campaign.id, 'send');
    // An email job of the alerts' kind, written after every campaign job.
    await app.dataSource.getRepository(OutboxJob).save({
      kind: 'email',
      payload: { message: 'campaign-test', to: 'boss@example.com', campaignId: campaign.id },
      state: 'pending',
      runAt: new Date(),
    });
    await app.services.outbox.runPass();
    expect(smtp.recipients.flat()).toEqual(['boss@example.com']);
  });

  test('a test goes to the asker with [Test] in its subject; one without an address is told', async () => {
    const campaign = await api.create({ source: 'post', postId: MARKET_POST.id, bodyMarkdown: '' });
    const sent = await api.action(campaign.id, 'test');
    expect(sent).toEqual({ status: 202, json: { sentTo: 'boss@example.com' } });
    await app.services.outbox.runPass();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.subject).toBe('[Test] December market news');
    expect(mail!.text).toContain(MARKET_POST.title);

    const other = await signIn(app);
    const refused = await campaignsApi(app, other.cookie).action(campaign.id, 'test');
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toMatch(/no email address/);
  });

  test('drafts are checked, changed and deleted; a started campaign is not', async () => {
    const bad = await api.call('POST', '/api/campaigns', campaignInput({ subject: 'Two\nlines', bodyMarkdown: '' }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({
      subject: 'Please keep the subject on one line.',
      bodyMarkdown: 'Please write the email.',
    });
    const noPost = await api.call('POST', '/api/campaigns', campaignInput({ source: 'post', postId: 'no-such-post' }));
    expect(noPost.json.error.fields).toEqual({ postId: 'Please choose one of the blog posts.' });
    const campaign = await api.create();
    const changed = await api.call('PUT', `/api/campaigns/${campaign.id}`, campaignInput({ subject: 'New subject' }));
    expect(changed.json.campaign.subject).toBe('New subject');
    await addSubscribers(app.dataSource, 1);
    await api.action(campaign.id, 'send');
    expect((await api.call('PUT', `/api/campaigns/${campaign.id}`, campaignInput())).status).toBe(409);
    expect((await api.call('DELETE', `/api/campaigns/${campaign.id}`)).status).toBe(409);
    expect((await api.action(campaign.id, 'send')).status).toBe(409);
    const draft = await api.create();
    expect((await api.call('DELETE', `/api/campaigns/${draft.id}`)).json).toEqual({ deleted: true });
    expect((await api.call('GET', `/api/campaigns/${draft.id}`)).status).toBe(404);
    const list = await api.call('GET', '/api/campaigns');
    expect(list.json.campaigns.map((c: { id: number }) => c.id)).toEqual([campaign.id]);
  });

  test('admins and allowed users may; other users are refused, strangers asked to sign in', async () => {
    const user = await signIn(app, { role: 'user' });
    expect((await campaignsApi(app, user.cookie).call('GET', '/api/campaigns')).status).toBe(403);
    await app.dataSource.getRepository(AdminUser).update({ id: user.user.id }, { sendsCampaigns: true });
    expect((await campaignsApi(app, user.cookie).call('GET', '/api/campaigns')).status).toBe(200);
    expect((await app.request('/api/campaigns')).status).toBe(401);
  });
});
