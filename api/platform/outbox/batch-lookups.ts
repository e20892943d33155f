/** Lookups the jobs of one claimed batch share, made once for all of them (who an event is planned for). */
export class BatchLookups {
  private readonly values = new Map<string, Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.values.has(key)) this.values.set(key, load());
    return this.values.get(key) as Promise<T>;
  }
}
