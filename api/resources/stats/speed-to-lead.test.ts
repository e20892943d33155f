import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DataSource } from 'typeorm';
import type { LeadType } from '#contract/leads/join-options';
import type { SpeedToLead } from '#contract/notifications/notifications-api';
import { openMigratedDatabase, TEST_DATABASES } from '../../test/test-databases';
import { insertLead, insertStatusChange } from '../../test/seed-rows';
import { speedToLead } from './speed-to-lead';

const NOW = new Date('2026-03-04T10:00:00.000Z');
const HOUR = 3600_000;
const at = (hoursBeforeNow: number) => new Date(NOW.getTime() - hoursBeforeNow * HOUR).toISOString();
const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe.each(TEST_DATABASES)('speedToLead on $name', (database) => {
  let dataSource: DataSource;
  let close: () => Promise<void>;
  let speed: Record<LeadType, SpeedToLead>;

  /** A lead that arrived `hoursAgo` and was first marked Contacted `minutes` later. */
  async function contactedLead(type: LeadType, hoursAgo: number, minutes: number) {
    const createdAt = at(hoursAgo);
    const lead = await insertLead(dataSource, { type, createdAt, contactStatus: 'Contacted' });
    await insertStatusChange(dataSource, lead.id, { toStatus: 'Contacted', changedAt: later(createdAt, minutes) });
    return { lead, createdAt };
  }

  beforeAll(async () => {
    ({ dataSource, close } = await openMigratedDatabase(database));
    // Buyers, an even sample of 4: 10, 30, 90, 600 minutes → median (30 + 90) / 2 = 60.
    await contactedLead('buyer', 48, 10);
    await contactedLead('buyer', 100, 30);
    await contactedLead('buyer', 200, 600);
    // Contacted first after 90 minutes, set back, then Contacted again much later: the first counts.
    const twice = await contactedLead('buyer', 300, 90);
    await insertStatusChange(dataSource, twice.lead.id, {
      fromStatus: 'Contacted',
      toStatus: 'Not Contacted',
      changedAt: later(twice.createdAt, 100),
    });
    await insertStatusChange(dataSource, twice.lead.id, {
      toStatus: 'Contacted',
      changedAt: later(twice.createdAt, 5000),
    });
    // Arrived 31 days ago: outside the window, however fast.
    await contactedLead('buyer', 31 * 24, 1);
    // A Follow-Up change and a lead-status change to a look-alike value are not a first contact.
    const followUp = await insertLead(dataSource, { type: 'buyer', createdAt: at(50), contactStatus: 'Follow-Up' });
    await insertStatusChange(dataSource, followUp.id, { toStatus: 'Follow-Up', changedAt: later(at(50), 2) });
    await insertStatusChange(dataSource, followUp.id, {
      field: 'leadStatus',
      fromStatus: 'New',
      toStatus: 'Contacted',
      changedAt: later(at(50), 3),
    });

    // Sellers, an odd sample of 3: 20, 125, 400 minutes → median 125.
    await contactedLead('seller', 30, 400);
    await contactedLead('seller', 40, 20);
    await contactedLead('seller', 60, 125);

    // Going cold: Not Contacted after 25 hours counts, after 23 hours not yet; a contacted old lead never.
    await insertLead(dataSource, { type: 'renter', createdAt: at(25) });
    await insertLead(dataSource, { type: 'renter', createdAt: at(23) });
    await insertLead(dataSource, { type: 'renter', createdAt: at(24 * 400) });
    await insertLead(dataSource, { type: 'renter', createdAt: at(26), contactStatus: 'Follow-Up' });
    await insertLead(dataSource, { type: 'seller', createdAt: at(25) });

    speed = await speedToLead(dataSource, NOW);
  });
  afterAll(() => close());

  test('an even sample: the mean of the two middle times; a lead contacted twice counts its first contact', () => {
    expect(speed.buyer.medianMinutesToContact).toBe(60);
    expect(speed.buyer.contactedCount).toBe(4);
  });

  test('an odd sample: the middle time', () => {
    expect(speed.seller).toEqual({ medianMinutesToContact: 125, contactedCount: 3, goingColdCount: 1 });
  });

  test('no contacted lead: no median; going cold counts Not Contacted leads older than 24 hours, all time', () => {
    expect(speed.renter).toEqual({ medianMinutesToContact: null, contactedCount: 0, goingColdCount: 2 });
    expect(speed.buyer.goingColdCount).toBe(0);
  });

  test('a month later nothing is in the window, and every Not Contacted lead has gone cold', async () => {
    const monthLater = await speedToLead(dataSource, new Date(NOW.getTime() + 40 * 24 * HOUR));
    expect(monthLater.buyer).toEqual({ medianMinutesToContact: null, contactedCount: 0, goingColdCount: 0 });
    expect(monthLater.renter.goingColdCount).toBe(3);
  });
});
