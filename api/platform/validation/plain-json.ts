/**
 * How deep input is ever read: a field's value (1), a part of a nested object or list (2), that part's content (3),
 * and the items of a list there (4: a routing rule's agents).
 */
const DEPTH_READ = 4;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor']);

/**
 * Parsed JSON (or a query) copied as plain data for class-transformer, which reads an own `constructor` key as
 * the class to build (a TypeError on `{"name":{"constructor":1}}`) and copies recursively (a stack overflow on a
 * body nested thousands deep, well within 32 KB). So `__proto__` and `constructor` keys are left out at every
 * depth, and containers below what any input reads are kept empty: no check looks inside them.
 */
export function plainJson(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return depth >= DEPTH_READ ? [] : value.map((item) => plainJson(item, depth + 1));
  if (depth >= DEPTH_READ) return {};
  const entries = Object.entries(value).filter(([key]) => !UNSAFE_KEYS.has(key));
  return Object.fromEntries(entries.map(([key, item]) => [key, plainJson(item, depth + 1)]));
}
