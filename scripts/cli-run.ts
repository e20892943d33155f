import { ConfigError } from '../api/config';

/** A command line that does not fit the tool: answered with the usage text and exit code 2. */
export class UsageError extends Error {}

/**
 * Runs a command-line tool's main and ends the process the one way every tool here does: a UsageError
 * prints the message and the usage (exit 2); any other error prints one line, after `failurePrefix`
 * when given (exit 1), never a stack.
 */
export function runCli(main: () => Promise<void>, usage: string, failurePrefix = ''): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(error.message ? `${error.message}\n\n${usage}` : usage);
      process.exit(2);
    }
    const message =
      error instanceof ConfigError
        ? `Configuration error: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`${failurePrefix}${message}`);
    process.exit(1);
  });
}
