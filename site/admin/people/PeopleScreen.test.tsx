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
  corrections: [],
  subscriptions: [],
};
const NOBODY: PersonRecord = { leads: [], statusHistory: [], notes: [], corrections: [], subscriptions: [] };

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
    expect((screen.getByLabelText('Email address or phone number') as HTMLInputElement).value).toBe('ama@example.com');
    expect(calls()).toEqual(['GET /api/people?contact=ama%40example.com']);
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
