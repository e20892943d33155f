import { describe, expect, it } from 'vitest';
import { invalidNumberProblem, parsePhone, PHONE_CHARACTERS_PROBLEM } from './parse-phone';
import { readablePhone } from './readable-phone';

// Ghana and the diaspora countries the join form's visitors live in, as they type them.
describe('parsePhone', () => {
  it.each([
    // Ghana: mobiles (MTN, Telecel, AirtelTigo) and a landline,
    // with and without the trunk 0, with the dial code typed again.
    ['+233', '024 455 6677', '+233244556677', '+233 24 455 6677'],
    ['+233', '0244556677', '+233244556677', '+233 24 455 6677'],
    ['+233', '24 455 6677', '+233244556677', '+233 24 455 6677'],
    ['+233', '233 24 455 6677', '+233244556677', '+233 24 455 6677'],
    ['+233', '+233 (0)24 455 6677', '+233244556677', '+233 24 455 6677'],
    ['+233', '020-123-4567', '+233201234567', '+233 20 123 4567'],
    ['+233', '027 123 4567', '+233271234567', '+233 27 123 4567'],
    ['+233', '030 212 3456', '+233302123456', '+233 30 212 3456'],
    // UK: a London landline and a mobile, with the (0) people write after +44.
    ['+44', '020 7946 0958', '+442079460958', '+44 20 7946 0958'],
    ['+44', '07911 123456', '+447911123456', '+44 7911 123456'],
    ['+44', '+44 (0)7911 123456', '+447911123456', '+44 7911 123456'],
    // US and Canada share +1.
    ['+1', '(202) 555-0100', '+12025550100', '+1 202 555 0100'],
    ['+1', '1 415 555 2671', '+14155552671', '+1 415 555 2671'],
    ['+1', '416.555.0199', '+14165550199', '+1 416 555 0199'],
    ['+1', '604-555-0123', '+16045550123', '+1 604 555 0123'],
    // Germany: a Berlin landline and a mobile.
    ['+49', '030 1234567', '+49301234567', '+49 30 1234567'],
    ['+49', '0151 2345 6789', '+4915123456789', '+49 1512 3456789'],
    // Nigeria and South Africa.
    ['+234', '0803 123 4567', '+2348031234567', '+234 803 123 4567'],
    ['+234', '803 123 4567', '+2348031234567', '+234 803 123 4567'],
    ['+27', '082 123 4567', '+27821234567', '+27 82 123 4567'],
    ['+27', '021 123 4567', '+27211234567', '+27 21 123 4567'],
  ])('%s %j is %s (%s)', (code, typed, e164, readable) => {
    expect(parsePhone(code, typed)).toEqual({ e164 });
    expect(readablePhone(e164)).toBe(readable);
  });

  it.each([
    ['+233', '+44 20 7946 0958', '+442079460958'],
    ['+233', '0044 20 7946 0958', '+442079460958'],
    ['+44', '+233 24 455 6677', '+233244556677'],
    ['+1', '00234 803 123 4567', '+2348031234567'],
  ])('a number typed with its own prefix wins over the chosen code: %s %j', (code, typed, e164) => {
    expect(parsePhone(code, typed)).toEqual({ e164 });
  });

  it.each([
    // A Ghana mobile of 8 digits (one short), and of 10.
    ['+233', '024 455 667', 'Ghana (+233)'],
    ['+233', '24455667', 'Ghana (+233)'],
    ['+233', '024 455 66778', 'Ghana (+233)'],
    // A UK mobile one digit short; a US number with an area code that does not exist; too short anywhere.
    ['+44', '07911 12345', '+44'],
    ['+1', '(123) 555-0100', '+1'],
    ['+234', '0803 123', 'Nigeria (+234)'],
    ['+27', '082 12', 'South Africa (+27)'],
    ['+49', '12', 'Germany (+49)'],
    // Its own prefix is judged by that country: +44 with a Ghana-length number.
    ['+233', '+44 24 455', '+44'],
  ])('refuses %s %j, naming %s', (code, typed, place) => {
    expect(parsePhone(code, typed)).toEqual({ e164: null, problem: expect.stringContaining(place) });
  });

  it('refuses, without throwing, a calling code no country has', () => {
    expect(parsePhone('+999', '024 455 6677').e164).toBeNull();
    expect(parsePhone('+233', '+999 1234 5678').e164).toBeNull();
  });

  it('says which country the number cannot exist in', () => {
    expect(invalidNumberProblem('+233')).toBe(
      'Please check the digits and the country code: this number cannot exist in Ghana (+233).',
    );
  });

  it.each([['call me'], ['024 455 6677 ext 3'], ['O24 455 6677'], ['+233 24 455 6677 / WhatsApp'], ['24+455']])(
    'refuses letters and stray signs: %j',
    (typed) => {
      expect(parsePhone('+233', typed)).toEqual({ e164: null, problem: PHONE_CHARACTERS_PROBLEM });
    },
  );
});
