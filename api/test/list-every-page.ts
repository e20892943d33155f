import type { TestApp } from './test-app';

/**
 * Every record of a back-office list as its pages answer them (`key` names the list in the answer),
 * following nextCursor at the largest page size. `query` is the list's filters, e.g. '?search=ama'.
 */
export async function listEveryPage<T>(
  app: TestApp,
  cookie: string,
  path: string,
  key: string,
  query = '',
): Promise<T[]> {
  const records: T[] = [];
  for (let cursor: string | null = null; ;) {
    const params = new URLSearchParams(query);
    params.set('limit', '200');
    if (cursor) params.set('cursor', cursor);
    const response = await app.request(`${path}?${params}`, { headers: { Cookie: cookie } });
    if (response.status !== 200)
      throw new Error(`${path}?${params} answered ${response.status}: ${await response.text()}`);
    const page = (await response.json()) as Record<string, unknown> & { nextCursor: string | null };
    records.push(...(page[key] as T[]));
    cursor = page.nextCursor;
    if (!cursor) return records;
  }
}
