import { describe, expect, it } from 'vitest';
import { subscriberExport } from './subscriber-export';

describe('newsletter export', () => {
  it("writes Email, 'Subscribed Date' in Accra time, the State and when it Bounced, to newsletter-subscribers-{date}.csv, quoting only where needed", () => {
    const csv = subscriberExport(new Date('2025-06-05T23:30:00Z'));
    expect(csv.header).toEqual(['Email', 'Subscribed Date', 'State', 'Bounced']);
    const subscriber = { email: 'a@example.com', createdAt: new Date('2025-06-05T09:07:03.120Z'), bouncedAt: null };
    expect(csv.cells({ ...subscriber, state: 'active' })).toEqual([
      'a@example.com',
      '2025-06-05 09:07:03',
      'Active',
      '',
    ]);
    expect(csv.cells({ ...subscriber, state: 'pending' })[2]).toBe('Pending');
    expect(csv.cells({ ...subscriber, state: 'active', bouncedAt: new Date('2025-06-07T18:45:09.999Z') })[3]).toBe(
      '2025-06-07 18:45:09',
    );
    expect(csv.quoteAll).toBe(false);
    expect(csv.fileName).toBe('newsletter-subscribers-2025-06-05.csv');
  });
});
