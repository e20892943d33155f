export type LogLine = Record<string, string | number | boolean | undefined>;
export type Logger = (line: LogLine) => void;

/** One JSON object a line on stdout, for whatever collects the logs. */
export const jsonLogger: Logger = (line) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
