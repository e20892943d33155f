/** Starts scripts/bench-campaign-sink.ts as a child process and talks to it over IPC. */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import type { SinkMessage, SinkRequest } from './bench-campaign-sink';

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, for the server's SMTP_URL. */
  url: string;
  pid: number;
  /** Campaign emails received so far. */
  count(): Promise<number>;
  /** Every campaign email's arrival time (epoch ms), in order, and how many distinct recipients they had. */
  arrivals(): Promise<{ times: number[]; distinct: number }>;
  /** Every other message (alerts, a visitor's copy) as it arrived. */
  others: Array<{ to: string; at: number }>;
  stop(): Promise<void>;
}

/** Asks the sink one thing and resolves with its answer of that type. */
function ask<T extends SinkMessage['type']>(
  child: ChildProcess,
  request: SinkRequest & T,
): Promise<Extract<SinkMessage, { type: T }>> {
  return new Promise((resolve) => {
    const listen = (message: SinkMessage) => {
      if (message.type !== request) return;
      child.off('message', listen);
      resolve(message as Extract<SinkMessage, { type: T }>);
    };
    child.on('message', listen);
    child.send(request);
  });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const child = fork('scripts/bench-campaign-sink.ts', [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const others: SmtpSink['others'] = [];
  child.on('message', (message: SinkMessage) => {
    if (message.type === 'other') others.push({ to: message.to, at: message.at });
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the SMTP sink exited with ${code} before it listened`);
  });
  const ready = await Promise.race([
    new Promise<number>((resolve) =>
      child.on('message', (message: SinkMessage) => {
        if (message.type === 'ready') resolve(message.port);
      }),
    ),
    exited,
  ]);
  exited.catch(() => {});
  return {
    url: `smtp://127.0.0.1:${ready}`,
    pid: child.pid!,
    count: async () => (await ask(child, 'count')).count,
    arrivals: async () => {
      const { times, distinct } = await ask(child, 'arrivals');
      return { times, distinct };
    },
    others,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}
