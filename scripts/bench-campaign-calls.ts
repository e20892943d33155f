/** The campaign benchmark's HTTP calls: the admin's sign-in and API calls, and the leads posted mid-campaign. */
import { buildLead } from '../api/test/factories';
import { sessionCookie } from '../api/test/sign-in';
import type { SmtpSink } from './bench-campaign-sink-process';

export const ADMIN = {
  username: 'bench-admin',
  password: 'campaign-bench-password-2026',
  email: 'staff@bench.example',
};
const ALERT_LEADS = 3;

const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}: ${await response.text()}`);
  return sessionCookie(response);
}

/** A JSON call as the signed-in admin; anything but a 2xx throws. */
export function api(baseUrl: string, cookie: string) {
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Posts ALERT_LEADS buyer leads one at a time; each is timed from its 201 to the next staff alert at the sink. */
export async function postLeads(baseUrl: string, sink: SmtpSink): Promise<number[]> {
  const delays: number[] = [];
  const staffAlerts = () => sink.others.filter((other) => other.to === ADMIN.email);
  for (let n = 0; n < ALERT_LEADS; n++) {
    const before = staffAlerts().length;
    const response = await fetch(`${baseUrl}/api/buyers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildLead({ email: `lead${n}.${Date.now()}@leads.bench.example` })),
    });
    const answeredAt = epochNow();
    if (response.status !== 201) throw new Error(`POST /api/buyers answered ${response.status}`);
    const deadline = performance.now() + 30_000;
    while (staffAlerts().length <= before) {
      if (performance.now() > deadline) throw new Error('a lead alert did not reach the SMTP server within 30 s');
      await sleep(1);
    }
    delays.push(staffAlerts()[before]!.at - answeredAt);
    await sleep(1_000);
  }
  return delays;
}
