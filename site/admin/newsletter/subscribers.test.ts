import { describe, expect, it } from 'vitest';
import { countSubscribers, filterSubscribers } from './subscribers';

const at = (id: number, email: string, createdAt: string) => ({ id, email, createdAt });
// Now: Wednesday 2025-06-18 12:00 in Accra (UTC+0 all year).
const NOW = new Date('2025-06-18T12:00:00Z');

describe('newsletter counts and export (SPEC 7, 9)', () => {
  it('counts this calendar month and the last 7 days', () => {
    const subscribers = [
      at(1, 'a@example.com', '2025-06-18T11:00:00Z'), // today
      at(2, 'b@example.com', '2025-06-11T12:00:00Z'), // exactly 7 days ago: in both
      at(3, 'c@example.com', '2025-06-01T00:00:00Z'), // first instant of the month
      at(4, 'd@example.com', '2025-05-31T23:59:59Z'), // last month, within 7 days? no: 18 days ago
    ];
    expect(countSubscribers(subscribers, NOW)).toEqual({ total: 4, thisMonth: 3, thisWeek: 2 });
  });

  it('searches the email ignoring case', () => {
    const subscribers = [at(1, 'Kofi@Example.com', '2025-06-01T00:00:00Z'), at(2, 'ama@example.com', '2025-06-01T00:00:00Z')];
    expect(filterSubscribers(subscribers, ' KOFI ').map((s) => s.id)).toEqual([1]);
    expect(filterSubscribers(subscribers, '')).toHaveLength(2);
  });
});
