import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LeadRecord } from '../api/contract/leads/leads-api';
import { renderLeadAlert } from '../api/resources/notifications/render-lead-alert';
import { buildLead } from '../api/test/factories';
import { launchBrowser } from './support/browser';

/** One unbroken word as long as a pasted link or an address some visitors type. */
const LONG_WORD = 'x'.repeat(120);

function longLead(): LeadRecord {
  const { contactDetails, ...form } = buildLead({
    name: `Ama ${LONG_WORD}`,
    email: `${LONG_WORD}@example.com`,
    accraArea: LONG_WORD,
    contactDetails: `See https://example.com/${LONG_WORD}`,
  });
  return {
    ...form,
    details: contactDetails,
    id: 7,
    type: 'buyer',
    contactStatus: 'Not Contacted',
    leadStatus: 'New',
    createdAt: '2026-11-24T09:15:00.000Z',
    updatedAt: '2026-11-24T09:15:00.000Z',
    phoneE164: '+233241234567',
    phoneReadable: '+233 24 123 4567',
    earlierRequests: 2,
  } as LeadRecord;
}

describe('the lead alert in a phone’s mail view', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  test('a 120-character unbroken value wraps inside 360 px instead of widening the message', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    const { html } = renderLeadAlert(longLead(), 'https://yourhomeinghana.example');
    await page.setContent(html);
    expect(await page.content()).toContain(LONG_WORD);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await page.close();
  });
});
