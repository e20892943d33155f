/**
 * The unit project's tests start nothing: no child process, no server, no connection, no SQLite database. This
 * makes each way to start one throw, so a test that needs a real part fails at once in `npm run test:unit` rather
 * than running slowly or waiting on a PostgreSQL that was never started. It runs before each unit file; the unit
 * project's workers run no other project's files, so nothing leaks into the integration project's.
 */
import childProcess from 'node:child_process';
import { createRequire, syncBuiltinESMExports } from 'node:module';
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

// SQLite opens a file, not a socket: its driver refuses too. TypeORM loads the driver when a DataSource is built,
// which a unit test may do (the dialect's tests); it opens the database only on initialize.
const require = createRequire(import.meta.url);
const sqlite = require.resolve('better-sqlite3');
require(sqlite);
require.cache[sqlite]!.exports = function Database(): never {
  refuse('opened a SQLite database (better-sqlite3)');
};
