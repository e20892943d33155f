import { describe, expect, it } from 'vitest';
import {
  deliveryOutcome,
  formatDuration,
  preferenceUpdate,
  secretHintText,
  testEventSummary,
  withLeadType,
} from './notification-format';

describe('preferences', () => {
  const row = {
    userId: 2,
    username: 'ama',
    email: 'ama@example.com',
    alertLeadTypes: ['buyer', 'renter'] as const,
    alertSubscribers: false,
    dailyDigest: true,
  };

  it('a row becomes the update it sends', () => {
    expect(preferenceUpdate({ ...row, alertLeadTypes: [...row.alertLeadTypes] })).toEqual({
      alertLeadTypes: ['buyer', 'renter'],
      alertSubscribers: false,
      dailyDigest: true,
    });
  });

  it('turns a lead type on or off, keeping buyer, seller, renter order and no duplicates', () => {
    const update = preferenceUpdate({ ...row, alertLeadTypes: [...row.alertLeadTypes] });
    expect(withLeadType(update, 'seller', true).alertLeadTypes).toEqual(['buyer', 'seller', 'renter']);
    expect(withLeadType(update, 'buyer', true).alertLeadTypes).toEqual(['buyer', 'renter']);
    expect(withLeadType(update, 'buyer', false).alertLeadTypes).toEqual(['renter']);
    expect(update.alertLeadTypes).toEqual(['buyer', 'renter']);
  });
});

describe('deliveries', () => {
  it('formats a duration', () => {
    expect(formatDuration(45.4)).toBe('45 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
    expect(formatDuration(-1)).toBe('—');
  });

  it('says the status code, or the error when no answer came', () => {
    expect(deliveryOutcome({ statusCode: 200, error: '' })).toBe('HTTP 200');
    expect(deliveryOutcome({ statusCode: 500, error: 'Internal Server Error' })).toBe(
      'HTTP 500: Internal Server Error',
    );
    expect(deliveryOutcome({ statusCode: null, error: 'connect ECONNREFUSED 127.0.0.1:9' })).toBe(
      'connect ECONNREFUSED 127.0.0.1:9',
    );
    expect(deliveryOutcome({ statusCode: null, error: '' })).toBe('No answer');
  });

  it('sums up a test event', () => {
    expect(testEventSummary({ statusCode: 204, error: '', durationMs: 12 })).toBe(
      'Test event delivered: HTTP 204 in 12 ms',
    );
    expect(testEventSummary({ statusCode: null, error: 'Timed out', durationMs: 10000 })).toBe(
      'Test event failed: Timed out in 10.0 s',
    );
  });

  it('shows the secret hint', () => {
    expect(secretHintText('a1b2')).toBe('Secret ends in …a1b2');
  });
});
