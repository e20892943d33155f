/** What the scale benchmark's two seeders share: their options, their phase timings and the subscribers. */
import { Random } from './bench-scale-data';

export interface SeedOptions {
  leads: number;
  /** The newest lead's time: the data reaches two years back from it. */
  now: Date;
}

/** Seconds per phase, in the order they ran. */
export type SeedTimings = Record<string, number>;

/** Runs one phase and records its wall time in seconds. */
export async function timed<T>(timings: SeedTimings, phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[phase] = (performance.now() - started) / 1000;
  }
}

/** One newsletter subscriber for every ten leads (the dashboard counts them), spread over the same two years. */
export function seedSubscribers({ leads, now }: SeedOptions, add: (email: string, createdAt: Date) => void): void {
  const random = new Random(1011);
  const count = Math.ceil(leads / 10);
  const span = 730 * 86_400_000;
  for (let index = 0; index < count; index++) {
    const createdAt = new Date(Math.floor(now.getTime() - span + ((index + random.next() * 0.9) * span) / count));
    add(`reader${index}.${random.digits(4)}@example.com`, createdAt);
  }
}
