/**
 * The unit project's tests start nothing: no child process, no server, no connection. This makes each way to start
 * one throw, so a test that needs a real part fails at once in `npm run test:unit` rather than running slowly or
 * waiting on a PostgreSQL that was never started. Vitest gives every test file a fresh process, so nothing leaks
 * into the integration project's files.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

function refuse(what: string): never {
  throw new Error(
    `A unit test ${what}. The unit project starts no real parts: vitest.config.ts places a test file in the ` +
      'integration project when it imports the helper or module that starts them (REAL_PART_MODULES).',
  );
}

for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  Object.assign(childProcess, { [name]: () => refuse(`started a child process (child_process.${name})`) });
}
// Named imports of node:child_process read the module's ESM bindings: bring them in line with the object above.
syncBuiltinESMExports();

net.Server.prototype.listen = function listen(): never {
  refuse('started a server (listen)');
};
net.Socket.prototype.connect = function connect(): never {
  refuse('opened a connection (a database, a server, the network)');
};
