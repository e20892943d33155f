import { describe, expect, it } from 'vitest';
import { displayPhone, internationalDigits, telUrl, whatsappUrl } from './phone-links';

describe('internationalDigits', () => {
  it.each([
    ['+233', '024 412 3456', '233244123456'],
    ['+233', '24 412 3456', '233244123456'],
    ['+233', '024-412-3456', '233244123456'],
    ['+233', '+233 24 412 3456', '233244123456'],
    ['+233', '00233 24 412 3456', '233244123456'],
    ['+233', '233 24 412 3456', '233244123456'],
    ['+233', '+44 (0)20 7946 0958', '442079460958'],
    ['+44', '020 7946 0958', '442079460958'],
    ['+1', '(202) 555-0100', '12025550100'],
    ['+1', '1 202 555 0100', '12025550100'],
    ['+234', '0803 123 4567', '2348031234567'],
  ])('%s with %j gives %s', (code, phone, expected) => {
    expect(internationalDigits(code, phone)).toBe(expected);
  });

  it('keeps a short national number that merely starts like the dial code', () => {
    // A Ghanaian Glo number (023...) typed without its 0 starts with 233 but is too short to include it.
    expect(internationalDigits('+233', '233 456 789')).toBe('233233456789');
  });

  it.each([
    ['+233', ''],
    ['+233', 'none'],
    ['+233', '12'],
    ['+233', '+1234567890123456'],
    ['', '0244'],
  ])('refuses %s with %j', (code, phone) => {
    expect(internationalDigits(code, phone)).toBeNull();
  });
});

describe('links and display', () => {
  it('opens a WhatsApp chat with the E.164 number, without its +', () => {
    expect(whatsappUrl('+233244123456')).toBe('https://wa.me/233244123456');
  });

  it('dials the E.164 number', () => {
    expect(telUrl('+442079460958')).toBe('tel:+442079460958');
  });

  it('shows the dial code and the number as typed, unless the number has its own code', () => {
    expect(displayPhone('+233', '024 412 3456')).toBe('+233 024 412 3456');
    expect(displayPhone('+233', ' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(displayPhone('', '024 412 3456')).toBe('024 412 3456');
    expect(displayPhone('+233', '')).toBe('');
  });
});
