import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore (Debian's postgresql-client) and answers its stdout. The password
 * goes in PGPASSWORD, not in the arguments, where `ps` shows it to every user. Without a
 * `databaseUrl` the tool only reads its archive (pg_restore --file).
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl?: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  const fullArgs = [...args];
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    fullArgs.push(`--dbname=${url.toString()}`);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, fullArgs, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install Debian's postgresql-client ("npm run backup" and "npm run restore" do when run as root).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}
