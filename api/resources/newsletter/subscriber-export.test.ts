import { describe, expect, it } from 'vitest';
import { subscriberExport } from './subscriber-export';

describe('newsletter export', () => {
  it("writes Email and 'Subscribed Date' in Accra time, to newsletter-subscribers-{date}.csv, quoting only where needed", () => {
    const csv = subscriberExport(new Date('2025-06-05T23:30:00Z'));
    expect(csv.header).toEqual(['Email', 'Subscribed Date']);
    expect(csv.cells({ email: 'a@example.com', createdAt: new Date('2025-06-05T09:07:03.120Z') })).toEqual([
      'a@example.com',
      '2025-06-05 09:07:03',
    ]);
    expect(csv.quoteAll).toBe(false);
    expect(csv.fileName).toBe('newsletter-subscribers-2025-06-05.csv');
  });
});
