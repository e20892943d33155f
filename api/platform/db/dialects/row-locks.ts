import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { byDialect } from './by-dialect';

type Lock = <Entity extends ObjectLiteral>(query: SelectQueryBuilder<Entity>) => SelectQueryBuilder<Entity>;

interface RowLocks {
  /** The rows read stay this transaction's to change: another writer waits for its end. */
  forUpdate: Lock;
  /** The rows read cannot change or go until this transaction ends; other readers may share them. */
  forShare: Lock;
  /** The rows read cannot go (or change their key) until this transaction ends; their other columns may change. */
  forKeyShare: Lock;
  /** As forUpdate, leaving out rows another transaction holds (a queue several processes take from). */
  forUpdateSkipLocked: Lock;
}

/** SQLite has no row locks and needs none: one write transaction runs at a time, taking the lock at BEGIN. */
const sqlite: RowLocks = {
  forUpdate: (query) => query,
  forShare: (query) => query,
  forKeyShare: (query) => query,
  forUpdateSkipLocked: (query) => query,
};

const postgres: RowLocks = {
  forUpdate: (query) => query.setLock('pessimistic_write'),
  forShare: (query) => query.setLock('pessimistic_read'),
  forKeyShare: (query) => query.setLock('for_key_share'),
  forUpdateSkipLocked: (query) => query.setLock('pessimistic_write').setOnLocked('skip_locked'),
};

/** Row locks a read takes for the rest of its transaction. */
export const rowLocks: RowLocks = {
  forUpdate: (query) => byDialect(query, { sqlite, postgres }).forUpdate(query),
  forShare: (query) => byDialect(query, { sqlite, postgres }).forShare(query),
  forKeyShare: (query) => byDialect(query, { sqlite, postgres }).forKeyShare(query),
  forUpdateSkipLocked: (query) => byDialect(query, { sqlite, postgres }).forUpdateSkipLocked(query),
};
