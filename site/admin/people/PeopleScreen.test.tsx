// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PersonRecord } from '#contract/people/people-api';
import { leadRecord } from '../../test/lead-record-fixture';
import { calls, jsonResponse, renderWithQueries, route, setUp, tearDown } from '../../test/admin-test-utils';
import { $adminSearch } from '../router';
import { PeopleScreen } from './PeopleScreen';

const AMA: PersonRecord = {
  leads: [leadRecord({ id: 7 })],
  statusHistory: [],
  notes: [],
  touches: [
    {
      kind: 'touch',
      id: 2,
      leadId: 7,
      at: '2026-11-21T10:00:00.000Z',
      touchKind: 'called',
      outcome: 'no-answer',
      note: 'Try her UK number',
      by: { name: 'kwame', deleted: false },
    },
  ],
  corrections: [],
  subscriptions: [],
};
const NOBODY: PersonRecord = {
  leads: [],
  statusHistory: [],
  notes: [],
  touches: [],
  corrections: [],
  subscriptions: [],
};

function openAt(search: string) {
  setUp(`/admin/people${search}`);
  $adminSearch.set(search);
}

beforeEach(() => openAt(''));
afterEach(tearDown);

describe('Find a Person and the address', () => {
  it('/admin/people?contact= opens that search, already run, with the box filled in', async () => {
    openAt('?contact=ama%40example.com');
    route({ 'GET /api/people?contact=ama%40example.com': jsonResponse(200, { person: AMA }) });
    renderWithQueries(<PeopleScreen />);
    expect(await screen.findByText(/1 lead and 0 newsletter subscriptions for/)).toBeTruthy();
    // The touches logged on their leads, with their notes: theirs to see too.
    expect(screen.getByRole('heading', { name: 'Touches (1)' })).toBeTruthy();
    expect(screen.getByText('Called — no answer')).toBeTruthy();
    expect(screen.getByText('Try her UK number')).toBeTruthy();
    expect((screen.getByLabelText('Email address or phone number') as HTMLInputElement).value).toBe('ama@example.com');
    expect(calls()).toEqual(['GET /api/people?contact=ama%40example.com']);
  });

  it('a contact held only in a correction of another lead is found, without that lead’s other values', async () => {
    openAt('?contact=ama%40example.com');
    const correction = { id: 3, leadId: 9, at: '2026-11-20T10:00:00.000Z', changedByName: 'kwame' };
    const person = {
      ...NOBODY,
      corrections: [{ ...correction, field: 'email' as const, from: 'ama@example.com', to: null }],
    };
    route({ 'GET /api/people?contact=ama%40example.com': jsonResponse(200, { person }) });
    renderWithQueries(<PeopleScreen />);
    expect(await screen.findByText(/Email: ama@example.com → \(someone else’s\)/)).toBeTruthy();
    expect(screen.queryByText(/We hold no lead/)).toBeNull();
  });

  it('a search writes ?contact= into the address, without a history entry, and runs it', async () => {
    route({ 'GET /api/people?contact=0244556677': jsonResponse(200, { person: NOBODY }) });
    renderWithQueries(<PeopleScreen />);
    expect(calls()).toEqual([]);
    const historyLength = window.history.length;
    fireEvent.change(screen.getByLabelText('Email address or phone number'), { target: { value: ' 0244556677 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/We hold no lead or subscription/)).toBeTruthy();
    expect(window.location.search).toBe('?contact=0244556677');
    expect(window.history.length).toBe(historyLength);
  });
});
