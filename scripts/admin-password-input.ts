import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Reads stdin to its end and answers its first line (a password piped in, or --password-stdin). */
export async function readFirstLine(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  for await (const chunk of input) text += chunk;
  return text.split(/\r?\n/)[0];
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

/**
 * The new password: from stdin when asked to (--password-stdin) or when stdin is not a terminal;
 * otherwise typed twice at a hidden prompt. Never from the command line, which `ps` shows to
 * every user of the machine. Leading and trailing spaces are dropped, as the API does.
 */
export async function readNewPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) return (await readFirstLine()).trim();
  const password = (await askHidden('New password (at least 10 characters): ')).trim();
  const again = (await askHidden('Type it again: ')).trim();
  if (password !== again) throw new Error('The two passwords differ; nothing was changed.');
  return password;
}
