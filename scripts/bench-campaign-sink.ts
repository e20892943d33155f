/**
 * The campaign benchmark's SMTP sink, run as a child process (bench-campaign-sink-process.ts starts it) so its
 * SMTP parsing does not share our server's event loop; it still shares the machine's cores. A real SMTP server
 * (smtp-server) on loopback that accepts everything and parses nothing: it counts each message as its DATA ends,
 * keeping the arrival time (epoch ms, the clock every process shares) of each campaign email, and tells its parent
 * at once of every other message (a lead's alert) with its recipient.
 */
import { SMTPServer } from 'smtp-server';

/** Campaign recipients' addresses end so (the benchmark's seeded subscribers). */
const CAMPAIGN_DOMAIN = process.env.BENCH_SINK_CAMPAIGN_DOMAIN ?? '@subscribers.bench.example';

export type SinkRequest = 'count' | 'arrivals';
export type SinkMessage =
  | { type: 'ready'; port: number }
  | { type: 'other'; to: string; at: number }
  | { type: 'count'; count: number }
  | { type: 'arrivals'; times: number[]; distinct: number };

const epochNow = () => performance.timeOrigin + performance.now();
const times: number[] = [];
const recipients = new Set<string>();
const send = (message: SinkMessage) => process.send!(message);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  closeTimeout: 200,
  onData(stream, session, callback) {
    stream.on('end', () => {
      const at = epochNow();
      const to = session.envelope.rcptTo[0]?.address ?? '';
      if (to.endsWith(CAMPAIGN_DOMAIN)) {
        times.push(at);
        recipients.add(to);
      } else send({ type: 'other', to, at });
      callback();
    });
    stream.resume();
  },
});
// A sender that drops its connection mid-message is no reason to stop.
server.on('error', () => {});

process.on('message', (request: SinkRequest) => {
  if (request === 'count') send({ type: 'count', count: times.length });
  else send({ type: 'arrivals', times, distinct: recipients.size });
});
// The parent's end is ours: no sink outlives its benchmark.
process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
});
