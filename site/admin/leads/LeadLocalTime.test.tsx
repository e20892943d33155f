// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeadLocalTime } from './LeadLocalTime';

const LONDON = { name: 'Europe/London', label: 'London', capitalOf: null };
const text = () => screen.queryByTestId('lead-local-time')?.textContent ?? null;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LeadLocalTime', () => {
  it('moves on each minute, and says when calling hours end', async () => {
    // 19:58:30 in London (summer time).
    vi.useFakeTimers({ now: new Date('2026-06-15T18:58:30Z') });
    render(<LeadLocalTime zone={LONDON} />);
    expect(text()).toBe('19:58 in London · good time to call');
    await act(() => vi.advanceTimersByTimeAsync(30_100));
    expect(text()).toBe('19:59 in London · good time to call');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(text()).toBe('20:00 in London · outside calling hours');
  });

  it('says nothing while their clock shows Accra’s time, unless asked always; nothing for an unknown zone', () => {
    // London in winter keeps GMT, as Accra does.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T07:30:00Z') });
    const { rerender } = render(<LeadLocalTime zone={LONDON} />);
    expect(text()).toBeNull();
    rerender(<LeadLocalTime zone={LONDON} always />);
    expect(text()).toBe('07:30 in London · outside calling hours');
    rerender(<LeadLocalTime zone={null} always />);
    expect(text()).toBeNull();
  });
});
