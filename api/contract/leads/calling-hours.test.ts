import { describe, expect, it } from 'vitest';
import {
  CALLING_HOURS,
  clockIn,
  isCallingHours,
  keepOneClock,
  keepsStaffTime,
  showsStaffTime,
  zonesInCallingHours,
} from './calling-hours';

const at = (iso: string) => new Date(iso);

describe('calling hours', () => {
  it('run from 08:00 until before 20:00 their time', () => {
    expect(CALLING_HOURS).toEqual({ from: 8, to: 20 });
    // London in winter keeps GMT, Accra's time.
    expect(isCallingHours('Europe/London', at('2026-12-03T07:59:00Z'))).toBe(false);
    expect(isCallingHours('Europe/London', at('2026-12-03T08:00:00Z'))).toBe(true);
    expect(isCallingHours('Europe/London', at('2026-12-03T19:59:00Z'))).toBe(true);
    expect(isCallingHours('Europe/London', at('2026-12-03T20:00:00Z'))).toBe(false);
  });

  it('follow London’s summer time: 08:00 BST is 07:00 UTC, from the morning the clocks go forward', () => {
    expect(isCallingHours('Europe/London', at('2026-06-15T06:59:00Z'))).toBe(false);
    expect(isCallingHours('Europe/London', at('2026-06-15T07:00:00Z'))).toBe(true);
    expect(isCallingHours('Europe/London', at('2026-06-15T19:00:00Z'))).toBe(false);
    // Sunday 29 March 2026: at 01:00 UTC London went from 01:00 GMT to 02:00 BST.
    expect(clockIn('Europe/London', at('2026-03-29T07:00:00Z')).toFormat('HH:mm')).toBe('08:00');
    expect(isCallingHours('Europe/London', at('2026-03-29T07:00:00Z'))).toBe(true);
    expect(isCallingHours('Europe/London', at('2026-03-28T07:00:00Z'))).toBe(false);
  });

  it('follow New York’s: 08:00 is 13:00 UTC in winter and 12:00 from the second Sunday of March', () => {
    expect(isCallingHours('America/New_York', at('2026-03-07T12:59:00Z'))).toBe(false);
    expect(isCallingHours('America/New_York', at('2026-03-07T13:00:00Z'))).toBe(true);
    // 8 March 2026, 02:00 EST became 03:00 EDT.
    expect(isCallingHours('America/New_York', at('2026-03-09T11:59:00Z'))).toBe(false);
    expect(isCallingHours('America/New_York', at('2026-03-09T12:00:00Z'))).toBe(true);
    // Back on 1 November: 00:59 UTC is 19:59 EST (20:59 had summer time held), 01:00 UTC is 20:00.
    expect(isCallingHours('America/New_York', at('2026-11-02T00:59:00Z'))).toBe(true);
    expect(isCallingHours('America/New_York', at('2026-11-02T01:00:00Z'))).toBe(false);
  });

  it('hold across midnight: late evening in Accra is morning in Sydney and still day in Los Angeles', () => {
    // 23:30 in Accra on 3 December: 10:30 on the 4th in Sydney, 15:30 on the 3rd in Los Angeles.
    const lateInAccra = at('2026-12-03T23:30:00Z');
    expect(clockIn('Australia/Sydney', lateInAccra).toFormat('ccc d LLL, HH:mm')).toBe('Fri 4 Dec, 10:30');
    expect(isCallingHours('Australia/Sydney', lateInAccra)).toBe(true);
    expect(isCallingHours('America/Los_Angeles', lateInAccra)).toBe(true);
    expect(isCallingHours('Africa/Accra', lateInAccra)).toBe(false);
    // 04:00 in Accra on the 4th is 20:00 on the 3rd in Los Angeles: too late there.
    expect(isCallingHours('America/Los_Angeles', at('2026-12-04T03:59:00Z'))).toBe(true);
    expect(isCallingHours('America/Los_Angeles', at('2026-12-04T04:00:00Z'))).toBe(false);
  });

  it('list the zones where it is a good time, and never a zone no one knows', () => {
    const zones = ['Europe/London', 'America/New_York', 'Africa/Accra', 'Asia/Tokyo', 'Not/AZone'];
    expect(zonesInCallingHours(zones, at('2026-12-03T12:00:00Z'))).toEqual(['Europe/London', 'Africa/Accra']);
    expect(zonesInCallingHours(zones, at('2026-12-03T14:00:00Z'))).toEqual([
      'Europe/London',
      'America/New_York',
      'Africa/Accra',
    ]);
    expect(zonesInCallingHours(zones, at('2026-12-03T23:30:00Z'))).toEqual(['America/New_York', 'Asia/Tokyo']);
  });
});

describe('Accra’s clock and theirs', () => {
  it('London shows Accra’s time in winter, not in summer; Lagos never; an unknown zone never', () => {
    expect(showsStaffTime('Europe/London', at('2026-12-03T12:00:00Z'))).toBe(true);
    expect(showsStaffTime('Europe/London', at('2026-06-15T12:00:00Z'))).toBe(false);
    expect(showsStaffTime('Africa/Lagos', at('2026-12-03T12:00:00Z'))).toBe(false);
    expect(showsStaffTime('Africa/Accra', at('2026-06-15T12:00:00Z'))).toBe(true);
    expect(showsStaffTime('Not/AZone', at('2026-06-15T12:00:00Z'))).toBe(false);
  });

  it('Abidjan and Reykjavik keep Accra’s time all year; London and Lagos do not', () => {
    expect(keepsStaffTime('Africa/Accra', 2026)).toBe(true);
    expect(keepsStaffTime('Africa/Abidjan', 2026)).toBe(true);
    expect(keepsStaffTime('Atlantic/Reykjavik', 2026)).toBe(true);
    expect(keepsStaffTime('Europe/London', 2026)).toBe(false);
    expect(keepsStaffTime('Africa/Lagos', 2026)).toBe(false);
  });

  it('tell a country whose zones keep one clock from one whose zones do not', () => {
    expect(keepOneClock(['Europe/Berlin', 'Europe/Busingen'], 2026)).toBe(true);
    expect(keepOneClock(['Europe/Madrid', 'Atlantic/Canary'], 2026)).toBe(false);
    // Australia's south keeps summer time, its north does not: one month alone would not tell.
    expect(keepOneClock(['Australia/Sydney', 'Australia/Brisbane'], 2026)).toBe(false);
  });
});
