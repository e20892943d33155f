import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts api/main.ts as `npm start` does and resolves once its health check answers 200. */
export async function startServerProcess(env: Record<string, string>, baseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the server exited with ${code} before it was healthy: ${stderr}`);
  });
  const healthy = (async () => {
    for (;;) {
      const status = await fetch(`${baseUrl}/api/health`).then((response) => response.status, () => 0);
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([healthy, exited]);
  exited.catch(() => {});
  return child;
}

/** SIGKILL, as a crash or a power cut would end it, and wait until it is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}
