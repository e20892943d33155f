import type { ClaimedJob } from './claim-due-jobs';

/**
 * Lookups the jobs of one claimed batch share, made once for all of them (who an event is planned for, the
 * subscribers a batch of campaign emails goes to). `jobs` is the whole batch, so a lookup can serve every job of
 * it in one statement.
 */
export class BatchLookups {
  private readonly values = new Map<string, Promise<unknown>>();

  constructor(readonly jobs: readonly ClaimedJob[] = []) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.values.has(key)) this.values.set(key, load());
    return this.values.get(key) as Promise<T>;
  }
}
