// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  calls,
  errorResponse,
  fetchMock,
  jsonResponse,
  renderWithQueries,
  route,
  setUp,
  tearDown,
} from '../../test/admin-test-utils';
import { AccountScreen } from './AccountScreen';
import { SecondFactorSetupScreen } from './SecondFactorSetupScreen';

beforeEach(() => setUp('/admin/account'));
afterEach(tearDown);

const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForEveryone: false };
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/x',
  qrCode: { size: 21, path: 'M0 0h1v1H0z' },
};
const setupBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => input === '/api/admin/second-factor/setup')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('turning on two-factor authentication', () => {
  it('on the Account screen asks for the password before showing the QR code; a wrong one is said by the field', async () => {
    let right = false;
    route({
      'GET /api/admin/account/sessions': jsonResponse(200, { sessions: [] }),
      'GET /api/account/availability': jsonResponse(200, { workingHours: null, away: false }),
      'GET /api/admin/second-factor': jsonResponse(200, { secondFactor: OFF }),
      'POST /api/admin/second-factor/setup': () =>
        right
          ? jsonResponse(200, { enrolment: ENROLMENT })
          : errorResponse(403, 'That password is not right.', { password: 'That password is not right.' }),
    });
    renderWithQueries(<AccountScreen currentUser={{ ...ADMIN, role: 'user' }} />);
    const password = (await screen.findByLabelText('Your password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();

    fireEvent.change(password, { target: { value: 'not-my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That password is not right.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('');
    expect(screen.queryByTestId('totp-secret')).toBeNull();

    right = true;
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct-horse-battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(setupBodies()).toEqual([{ password: 'not-my-password' }, { password: 'correct-horse-battery' }]);
  });

  it('right after the password (a required setup) starts without asking for it again', async () => {
    route({
      'GET /api/admin/second-factor': jsonResponse(200, { secondFactor: { ...OFF, requiredForEveryone: true } }),
      'POST /api/admin/second-factor/setup': jsonResponse(200, { enrolment: ENROLMENT }),
    });
    renderWithQueries(<SecondFactorSetupScreen user={ADMIN} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(setupBodies()).toEqual([{}]);
    await waitFor(() => expect(calls()).toContain('POST /api/admin/second-factor/setup'));
  });
});
