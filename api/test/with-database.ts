import type { DataSource } from 'typeorm';
import { createDataSource } from '../platform/db/data-source';

/** Opens the database at `url` for the length of `work`, as an admin's tool beside the server would. */
export async function withDatabase<T>(url: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
