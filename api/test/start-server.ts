import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** The Node flags `npm start` gives the server (SERVER_NODE_FLAGS in scripts/bootstrap.mjs). */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=1024'];
/** The environment defaults `npm start` gives the server (SERVER_ENV in scripts/bootstrap.mjs). */
const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * Starts api/main.ts as `npm start` does and resolves once its health check answers 200. With
 * `readLog`, its stdout (the JSON log lines) is piped for the caller, who must keep reading it.
 */
export async function startServer(
  env: Record<string, string>,
  baseUrl: string,
  { readLog = false } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'api/main.ts'], {
    env: { ...SERVER_ENV, ...process.env, ...env },
    stdio: ['ignore', readLog ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the server exited with ${code} before it was healthy: ${stderr}`);
  });
  const healthy = (async () => {
    for (;;) {
      const status = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([healthy, exited]);
  exited.catch(() => {});
  return child;
}

/** SIGKILL, as a crash or a power cut would end it; resolves once the process is gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}
