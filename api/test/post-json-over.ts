import { type Agent, request } from 'node:http';

/** POSTs JSON over a keep-alive connection of `agent`; resolves with the status (the kill -9 drills' clients). */
export function postJsonOver(agent: Agent, url: string, body: unknown): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0)).on('error', reject);
      },
    )
      .on('error', reject)
      .end(text);
  });
}
