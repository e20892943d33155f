/**
 * Side-by-side load for `npm run bench`: our server and a yardstick take turns (ours, yardstick,
 * yardstick, ours, …: who goes first alternates each round), so the machine's slow moments land on
 * both sides, and each round gives a ratio.
 */
import autocannon from 'autocannon';

export interface Load {
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  /** autocannon's overallRate (-R): requests a second offered by all connections together. */
  overallRate?: number;
  /**
   * What changes from one request to the next (headers added, another body): a fresh `Idempotency-Key`, as the
   * join form sends one per filled form; another visitor.
   */
  perRequest?: () => { headers: Record<string, string>; body?: string };
}

export interface Shot {
  /** 2xx answers a second. */
  rate: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  bad: number;
}

export async function shoot(baseUrl: string, load: Load, seconds: number): Promise<Shot> {
  const result = await autocannon({
    url: `${baseUrl}${load.path}`,
    method: load.method,
    headers: load.headers,
    body: load.body,
    requests: load.perRequest
      ? [
          {
            setupRequest: (request) => {
              const { headers, body } = load.perRequest!();
              return { ...request, headers: { ...request.headers, ...headers }, ...(body ? { body } : {}) };
            },
          },
        ]
      : undefined,
    connections: load.connections,
    overallRate: load.overallRate,
    duration: seconds,
  });
  return {
    rate: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

export interface Comparison {
  ours: Shot[];
  yardstick: Shot[];
  /** ours / yardstick, one a round. */
  ratios: number[];
  /** The warm-up's shots, ours then the yardstick's: not measured, but their answers must be right too. */
  warmUp: Shot[];
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Interleaved rounds after a one-second warm-up of each side
 * (not counted: a fresh server is still compiling its hot code).
 */
export async function interleave(
  oursUrl: string,
  yardstickUrl: string,
  load: Load,
  rounds: number,
  seconds: number,
): Promise<Comparison> {
  const warmUp = [await shoot(oursUrl, load, 1), await shoot(yardstickUrl, load, 1)];
  const comparison: Comparison = { ours: [], yardstick: [], ratios: [], warmUp };
  for (let round = 0; round < rounds; round++) {
    const oursFirst = round % 2 === 0;
    const first = await shoot(oursFirst ? oursUrl : yardstickUrl, load, seconds);
    const second = await shoot(oursFirst ? yardstickUrl : oursUrl, load, seconds);
    const [ours, yardstick] = oursFirst ? [first, second] : [second, first];
    comparison.ours.push(ours);
    comparison.yardstick.push(yardstick);
    comparison.ratios.push(ours.rate / yardstick.rate);
    process.stderr.write(
      `  round ${round + 1}/${rounds}: ours ${Math.round(ours.rate)}/s, yardstick ${Math.round(yardstick.rate)}/s\n`,
    );
  }
  return comparison;
}
