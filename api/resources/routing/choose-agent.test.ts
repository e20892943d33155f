import { describe, expect, test } from 'vitest';
import type { Availability, WorkingPeriod } from '#contract/routing/working-hours';
import { type Agent, chooseAgent } from './choose-agent';

// Accra is UTC all year, so these ISO instants read as Accra time. 2026-11-30 is a Monday.
const at = (iso: string) => new Date(`${iso}Z`);
const weekdays = (start: string, end: string): WorkingPeriod[] =>
  ([1, 2, 3, 4, 5] as const).map((day) => ({ day, start, end }));
const agent = (id: number, availability: Partial<Availability> = {}): Agent => ({
  id,
  username: `agent${id}`,
  email: null,
  availability: { workingHours: null, away: false, ...availability },
});

/** The ids the group's turns give, lead after lead, from turn 0, all at `instant`. */
function turns(agents: Agent[], leads: number, instant: Date): number[] {
  const chosen: number[] = [];
  let turn = 0;
  for (let lead = 0; lead < leads; lead++) {
    const choice = chooseAgent(agents, turn, instant)!;
    chosen.push(choice.agent.id);
    turn = choice.nextTurn;
  }
  return chosen;
}

describe('round robin within a group', () => {
  test('turns go in the group order and wrap around', () => {
    expect(turns([agent(1), agent(2), agent(3)], 7, at('2026-11-30T10:00'))).toEqual([1, 2, 3, 1, 2, 3, 1]);
  });

  test('an agent away or off their hours is skipped; the turn passes to whoever is next after the one chosen', () => {
    const group = [agent(1), agent(2, { away: true }), agent(3, { workingHours: weekdays('14:00', '22:00') })];
    expect(turns(group, 4, at('2026-11-30T10:00'))).toEqual([1, 1, 1, 1]);
    expect(turns(group, 4, at('2026-11-30T15:00'))).toEqual([1, 3, 1, 3]);
    const choice = chooseAgent(group, 1, at('2026-11-30T10:00'))!;
    expect(choice).toMatchObject({ nextTurn: 1, clockStartsAt: at('2026-11-30T10:00') });
    expect(choice.agent.id).toBe(1);
  });

  test('nobody available: the lead queues to the agent whose hours begin first, their clock starting then', () => {
    const group = [
      agent(1, { workingHours: weekdays('09:00', '17:00') }),
      agent(2, { workingHours: weekdays('08:00', '16:00') }),
      agent(3, { workingHours: null, away: true }),
    ];
    // Friday evening: the weekend is off for both; Monday 08:00 comes first.
    const friday = chooseAgent(group, 0, at('2026-12-04T19:30'))!;
    expect(friday.agent.id).toBe(2);
    expect(friday.clockStartsAt).toEqual(at('2026-12-07T08:00'));
    expect(friday.nextTurn).toBe(2);
    // Saturday, Sunday: the same Monday start.
    expect(chooseAgent(group, 0, at('2026-12-06T23:59'))!.clockStartsAt).toEqual(at('2026-12-07T08:00'));
  });

  test('a night shift across midnight takes the leads of the night; a tie in start goes by turn', () => {
    const night = agent(1, { workingHours: [{ day: 1, start: '22:00', end: '06:00' }] });
    const day = agent(2, { workingHours: weekdays('08:00', '17:00') });
    expect(chooseAgent([day, night], 0, at('2026-12-01T02:00'))!.agent.id).toBe(1);
    // Tuesday 06:30: the night shift is over and the day's begins at 08:00.
    expect(chooseAgent([day, night], 0, at('2026-12-01T06:30'))).toMatchObject({
      agent: { id: 2 },
      clockStartsAt: at('2026-12-01T08:00'),
    });
    const twin = agent(3, { workingHours: weekdays('08:00', '17:00') });
    expect(chooseAgent([day, twin], 1, at('2026-12-01T06:30'))!.agent.id).toBe(3);
    expect(chooseAgent([day, twin], 0, at('2026-12-01T06:30'))!.agent.id).toBe(2);
  });

  test('everyone away or with no hours at all: nobody', () => {
    expect(
      chooseAgent([agent(1, { away: true }), agent(2, { workingHours: [] })], 0, at('2026-11-30T10:00')),
    ).toBeNull();
    expect(chooseAgent([], 0, at('2026-11-30T10:00'))).toBeNull();
  });

  test('moving a lead on never gives it back to the agent it leaves while another can take it', () => {
    const group = [agent(1), agent(2), agent(3, { away: true })];
    expect(chooseAgent(group, 1, at('2026-11-30T10:00'), 2)!.agent.id).toBe(1);
    expect(chooseAgent([agent(1), agent(2, { away: true })], 0, at('2026-11-30T10:00'), 1)).toBeNull();
  });
});
