/**
 * One measured campaign: our server as `npm start` runs it, on a migrated database seeded with `subscribers`
 * Active subscribers, mailing through the SMTP sink (its own process). An admin signs in over HTTP, creates the
 * campaign and sends it: the send call (every recipient's job written in its transaction) is the queue time.
 * While it sends: the server's RSS, each process's CPU, on PostgreSQL the app's connections' activity; a third
 * of the way through, leads are posted one at a time and each is timed from its 201 to its staff alert at the sink.
 * Done when the campaign reads `sent`.
 */
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import type { CampaignCounts, CampaignInput, CampaignRecord } from '../api/contract/campaigns/campaigns-api';
import { freePort } from '../api/test/free-port';
import { startServer } from '../api/test/start-server';
import {
  treeCpuSeconds,
  cpuSeconds,
  mainThreadSeconds,
  postmasterPid,
  rssMb,
  sampleActivity,
  sampleRss,
} from './bench-campaign-probes';
import { seedSubscribers } from './bench-campaign-seed';
import { ADMIN, api, postLeads, signIn } from './bench-campaign-calls';
import { startSmtpSink } from './bench-campaign-sink-process';

/** The leads go once this share of the list has reached the sink. */
const ALERTS_AT = 0.3;
/** A newsletter of about 3 KB of text, as the placeholder body sends it (the real template renders it once). */
const BODY = Array.from(
  { length: 24 },
  (_, n) => `Paragraph ${n + 1}: prices in East Legon and Cantonments held steady this month, and new listings rose.`,
).join('\n\n');

export interface CampaignRun {
  subscribers: number;
  ratePerSecond: number | undefined;
  queueMs: number;
  /** Campaign emails at the sink, and to how many distinct addresses. */
  received: number;
  distinct: number;
  /** Emails a second at the sink from the first to the last, and between the 10th and 90th percentile. */
  rate: number;
  steadyRate: number;
  sendSeconds: number;
  rssMb: { idle: number; max: number; peak: number };
  /** Each lead's alert, from its 201 to the sink; whether the last arrived before the campaign's last email. */
  alertMs: number[];
  alertsMidCampaign: boolean;
  /**
   * Share of one core while sending: each process's CPU; our and the sink's main thread's waits for a core (ready
   * to run, another process on it).
   */
  cpu: { server: number; sink: number; postgres?: number; bench: number; serverWaiting: number; sinkWaiting: number };
  /** PostgreSQL only: what the app's connections were doing, by share of samples. */
  activity?: Map<string, number>;
  counts: CampaignCounts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runCampaign({
  databaseUrl,
  subscribers,
  ratePerSecond,
  distDir,
  cleanups,
}: {
  databaseUrl: string;
  subscribers: number;
  ratePerSecond?: number;
  distDir: string;
  /** Where the server and the sink are stopped should the caller be interrupted (each stops once). */
  cleanups: Array<() => unknown>;
}): Promise<CampaignRun> {
  await seedSubscribers(databaseUrl, subscribers);
  const sink = await startSmtpSink();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer(
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DIST_DIR: distDir,
      SESSION_SECRET: 'campaign-bench-session-secret-0123456789',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      PUBLIC_SUBMISSIONS_PER_MINUTE: '0',
      SMTP_URL: sink.url,
      MAIL_RATE_PER_SECOND: ratePerSecond ? String(ratePerSecond) : '',
    },
    baseUrl,
  );
  const stopServer = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  };
  const stops = [stopServer, () => sink.stop()];
  cleanups.push(...stops);
  const postgres = databaseUrl.startsWith('postgres') ? postmasterPid(Number(new URL(databaseUrl).port)) : undefined;
  try {
    const call = api(baseUrl, await signIn(baseUrl));
    const { campaign } = await call<{ campaign: CampaignRecord }>('POST', '/api/campaigns', {
      subject: 'Accra property market: November',
      preheader: 'What moved this month',
      source: 'markdown',
      bodyMarkdown: BODY,
      postId: null,
      postContent: 'summary',
    } satisfies CampaignInput);
    const idle = rssMb(server.pid!);
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const rss = sampleRss(server.pid!);

    const queueStart = performance.now();
    await call('POST', `/api/campaigns/${campaign.id}/send`, {});
    const queueMs = performance.now() - queueStart;

    const activity = postgres ? await sampleActivity(databaseUrl) : undefined;
    const cpuNow = () => ({
      server: cpuSeconds(server.pid!),
      sink: cpuSeconds(sink.pid),
      postgres: postgres ? treeCpuSeconds(postgres) : undefined,
      bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
      serverWaiting: mainThreadSeconds(server.pid!).waiting,
      sinkWaiting: mainThreadSeconds(sink.pid).waiting,
    });
    const [cpuBefore, sendStart] = [cpuNow(), performance.now()];
    let alerts: Promise<number[]> | undefined;
    // The sending ends when the last email reaches the sink: CPU and activity are measured until then.
    let sent: { seconds: number; cpu: ReturnType<typeof cpuNow>; activity?: Map<string, number> } | undefined;
    const sendingEnds = async () => ({
      seconds: (performance.now() - sendStart) / 1000,
      cpu: cpuNow(),
      activity: await activity?.stop(),
    });
    // Wide enough for 100 emails a second: a stalled campaign fails the run instead of hanging it.
    const deadline = sendStart + 60_000 + subscribers * 10;
    let counts: CampaignCounts | undefined;
    for (let tick = 0; ; tick++) {
      const arrived = await sink.count();
      if (!alerts && arrived >= subscribers * ALERTS_AT) alerts = postLeads(baseUrl, sink);
      if (!sent && arrived >= subscribers) sent = await sendingEnds();
      // Every 5 s while it sends, as a staff member's screen would look (its counts are a pass over the
      // campaign's jobs); then until it reads Sent.
      if (sent || tick % 20 === 0) {
        const { campaign: now } = await call<{ campaign: CampaignRecord }>('GET', `/api/campaigns/${campaign.id}`);
        counts = now.counts;
        if (now.state === 'sent') break;
      }
      if (performance.now() > deadline) throw new Error(`the campaign did not finish: ${JSON.stringify(counts)}`);
      await sleep(250);
    }
    sent ??= await sendingEnds();
    const share = (key: keyof typeof cpuBefore) => (sent.cpu[key]! - cpuBefore[key]!) / sent.seconds;
    const maxRss = rss.stop();
    const alertMs = await (alerts ?? postLeads(baseUrl, sink));
    const { times, distinct } = await sink.arrivals();
    const staffAlerts = sink.others.filter((other) => other.to === ADMIN.email);
    return {
      subscribers,
      ratePerSecond,
      queueMs,
      received: times.length,
      distinct,
      rate: perSecond(times, 0, times.length - 1),
      steadyRate: perSecond(times, Math.floor(times.length * 0.1), Math.floor(times.length * 0.9) - 1),
      sendSeconds: sent.seconds,
      rssMb: { idle, max: maxRss, peak: rssMb(server.pid!, 'VmHWM') },
      alertMs,
      alertsMidCampaign: (staffAlerts.at(-1)?.at ?? Infinity) < times.at(-1)!,
      cpu: {
        server: share('server'),
        sink: share('sink'),
        postgres: postgres ? share('postgres') : undefined,
        bench: share('bench'),
        serverWaiting: share('serverWaiting'),
        sinkWaiting: share('sinkWaiting'),
      },
      activity: sent.activity,
      counts: counts!,
    };
  } finally {
    for (const stop of stops) {
      cleanups.splice(cleanups.indexOf(stop), 1);
      await stop();
    }
  }
}

/** Emails a second between arrivals `from` and `to` (indexes into `times`). */
function perSecond(times: number[], from: number, to: number): number {
  if (to <= from) return 0;
  return (to - from) / ((times[to]! - times[from]!) / 1000);
}
