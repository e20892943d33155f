import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, and what the `standardwebhooks` package made of its signature. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The verified payload; undefined when verification failed (see verifyError). */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | undefined;
  verifyError: string;
  /** The status the receiver answered. */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  /** The secret signatures are checked with; set it once the endpoint has been created. */
  secret: string;
  received: ReceivedWebhook[];
  /** While true, requests are counted in `held` and never answered (a receiver that hangs). */
  holding: boolean;
  held: number;
  close(): Promise<void>;
}

/**
 * A real HTTP receiver on a loopback port, as a customer's would be: it verifies each request with
 * the `standardwebhooks` package and answers the statuses of `answers` in turn, then 200.
 */
export async function startWebhookReceiver({ answers = [] }: { answers?: number[] } = {}): Promise<WebhookReceiver> {
  const queue = [...answers];
  const receiver: WebhookReceiver = {
    url: '',
    secret: '',
    received: [],
    holding: false,
    held: 0,
    close: async () => {},
  };
  const server = createServer(async (request, response) => {
    if (receiver.holding) {
      receiver.held += 1;
      // A sender killed while held resets the connection: nothing to answer any more.
      request.on('error', () => {});
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    let payload: ReceivedWebhook['payload'];
    let verifyError = '';
    try {
      payload = new Webhook(receiver.secret).verify(
        body,
        request.headers as Record<string, string>,
      ) as ReceivedWebhook['payload'];
    } catch (error) {
      verifyError = String(error);
    }
    const status = queue.shift() ?? 200;
    receiver.received.push({ headers: request.headers, body, payload, verifyError, status });
    response.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return receiver;
}
