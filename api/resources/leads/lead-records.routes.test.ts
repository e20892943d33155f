import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuditEvent } from '../../platform/db/entities/AuditEvent';
import { Lead } from '../../platform/db/entities/Lead';
import type { LeadRecord } from '#contract/leads/leads-api';
import type { TimelineEntry } from '#contract/lead-notes/lead-notes-api';
import { buildLead } from '../../test/factories';
import { signIn } from '../../test/sign-in';
import { startTestApp, type TestApp } from '../../test/test-app';
import { TEST_DATABASES } from '../../test/test-databases';

describe.each(TEST_DATABASES)('correcting and merging leads on $name', (database) => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let agent: Awaited<ReturnType<typeof signIn>>;
  let run = 0;

  const send = (method: string, path: string, body: unknown, cookie = agent.cookie) =>
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify(body),
    });
  /** A lead through the join form, as a visitor sends it, with an address and number unique to this test. */
  async function postLead(email: string, phone: string, name = 'Ama Owusu'): Promise<LeadRecord> {
    const response = await app.postJson('/api/buyers', buildLead({ name, email, phone, countryCode: '+233' }));
    expect(response.status).toBe(201);
    const [row] = await app.dataSource.getRepository(Lead).find({ order: { id: 'DESC' }, take: 1 });
    return read(row!.id);
  }
  const read = async (id: number): Promise<LeadRecord> =>
    (await (await app.request(`/api/leads/${id}`, { headers: { Cookie: admin.cookie } })).json()).lead;
  const timelineOf = async (id: number): Promise<TimelineEntry[]> =>
    (await (await app.request(`/api/leads/${id}/timeline`, { headers: { Cookie: admin.cookie } })).json()).timeline;
  const contactView = async (id: number): Promise<number[]> => {
    const response = await app.request(`/api/leads?contactOf=${id}`, { headers: { Cookie: admin.cookie } });
    return ((await response.json()).leads as LeadRecord[]).map((lead) => lead.id).sort((a, b) => a - b);
  };
  // Each test its own person: numbers 024 455 6xyz.
  const person = () => {
    run += 1;
    const n = String(100 + run).padStart(3, '0');
    return { email: `p${run}-${database.name}@example.com`, phone: `024 455 6${n}`, e164: `+2332445561${n.slice(1)}` };
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    admin = await signIn(app, { role: 'admin' });
    agent = await signIn(app, { role: 'user' });
  });
  afterAll(() => app.close());

  test('a correction re-derives the E.164 phone and the returning link, and is in the timeline and the audit', async () => {
    const ama = person();
    const older = await postLead(ama.email, ama.phone);
    // The same person, mistyped on a phone: another address, a digit wrong.
    const typo = await postLead(`x${ama.email}`, '024 455 6999');
    expect(typo.earlierRequests).toBe(0);

    const response = await send('PATCH', `/api/leads/${typo.id}/contact`, {
      email: ama.email.toUpperCase(),
      phone: '24 455 6' + ama.phone.slice(-3),
      countryCode: '+233',
      name: 'Ama Owusu',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { lead } = (await response.json()) as { lead: LeadRecord };
    expect(lead).toMatchObject({
      email: ama.email.toUpperCase(),
      phoneE164: ama.e164,
      phoneReadable: `+233 24 455 6${ama.phone.slice(-3)}`,
      earlierRequests: 1,
    });
    expect(await contactView(typo.id)).toEqual([older.id, typo.id]);
    // The search finds the corrected address.
    const found = await app.request(`/api/leads?search=${encodeURIComponent(`x${ama.email}`)}`, {
      headers: { Cookie: admin.cookie },
    });
    expect((await found.json()).leads).toEqual([]);

    const entries = (await timelineOf(typo.id)).filter((entry) => entry.kind === 'contact');
    expect(entries).toEqual([
      expect.objectContaining({ field: 'phone', from: '+233 024 455 6999', to: `+233 24 455 6${ama.phone.slice(-3)}` }),
      expect.objectContaining({ field: 'email', from: `x${ama.email}`, to: ama.email.toUpperCase() }),
    ]);
    expect(entries[0]!.by).toEqual({ name: agent.user.username, deleted: false });
    const audit = await app.dataSource.getRepository(AuditEvent).findBy({ action: 'lead.contact_corrected' });
    expect(audit.at(-1)).toMatchObject({
      actorName: agent.user.username,
      details: { leadId: typo.id, fields: ['email', 'phone'] },
    });
    expect(JSON.stringify(audit)).not.toContain(ama.email);

    // Correcting the person away again: the link follows, and the later lead is no longer returning.
    expect(
      (await send('PATCH', `/api/leads/${older.id}/contact`, { email: 'other@example.com', phone: '020 111 2233' }))
        .status,
    ).toBe(200);
    expect((await read(typo.id)).earlierRequests).toBe(0);
    expect(await contactView(typo.id)).toEqual([typo.id]);
  });

  test('a bad value is a 400 naming its field, and nothing changes', async () => {
    const ama = person();
    const lead = await postLead(ama.email, ama.phone);
    const before = await app.dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id });
    const refused = async (body: unknown, field?: string) => {
      const response = await send('PATCH', `/api/leads/${lead.id}/contact`, body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      if (field) expect(Object.keys(error.fields)).toEqual([field]);
    };
    await refused({ phone: '024 455 66' }, 'phone');
    await refused({ phone: 'call me' }, 'phone');
    // A number with its own country code that cannot exist there.
    await refused({ phone: '+44 20 7946' }, 'phone');
    await refused({ email: 'ama at example' }, 'email');
    await refused({ name: '   ' }, 'name');
    await refused({ name: 42 }, 'name');
    // 122 characters as PostgreSQL counts them: MaxLength alone left out the variation selectors.
    await refused({ name: 'a\uFE0F'.repeat(61) }, 'name');
    await refused({ countryCode: '+999' }, 'countryCode');
    await refused({});
    expect(await app.dataSource.getRepository(Lead).findOneByOrFail({ id: lead.id })).toEqual(before);
    expect((await timelineOf(lead.id)).map((entry) => entry.kind)).toEqual(['arrived']);
    expect((await send('PATCH', '/api/leads/99999999/contact', { name: 'Ama' })).status).toBe(404);
  });

  test('two leads of one person merge into one contact view; nothing is lost; others are refused', async () => {
    const kofi = person();
    const first = await postLead(kofi.email, kofi.phone, 'Kofi Mensah');
    const second = await postLead(`work-${kofi.email}`, kofi.phone, 'K. Mensah');
    const stranger = await postLead(`s-${kofi.email}`, '020 999 8877', 'Someone Else');

    const refused = async (id: number, leadId: unknown, status: number, code: string) => {
      const response = await send('POST', `/api/leads/${id}/merge`, { leadId });
      expect(response.status).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    };
    await refused(second.id, stranger.id, 409, 'not_same_person');
    await refused(second.id, second.id, 400, 'validation_failed');
    await refused(second.id, 99999999, 400, 'validation_failed');
    await refused(second.id, 'one', 400, 'validation_failed');

    const response = await send('POST', `/api/leads/${second.id}/merge`, { leadId: first.id });
    expect(response.status, await response.clone().text()).toBe(200);
    const { leads } = (await response.json()) as { leads: LeadRecord[] };
    expect(leads.map((lead) => [lead.id, lead.mergedIntoId])).toEqual([
      [first.id, null],
      [second.id, first.id],
    ]);
    expect(leads[1]).toMatchObject({ name: 'K. Mensah', email: `work-${kofi.email}` });
    await refused(first.id, second.id, 409, 'already_merged');

    // Groups join: a third request merged with a fourth, then with the first, all point at the oldest.
    const third = await postLead(kofi.email, '020 444 3322', 'Kofi M');
    const fourth = await postLead(kofi.email, '020 444 3322', 'Kofi M.');
    expect((await send('POST', `/api/leads/${fourth.id}/merge`, { leadId: third.id })).status).toBe(200);
    expect((await read(fourth.id)).mergedIntoId).toBe(third.id);
    expect((await send('POST', `/api/leads/${first.id}/merge`, { leadId: fourth.id })).status).toBe(200);
    for (const lead of [second, third, fourth]) expect((await read(lead.id)).mergedIntoId).toBe(first.id);

    for (const [id, other] of [
      [first.id, second.id],
      [second.id, first.id],
    ]) {
      const merged = (await timelineOf(id)).filter((entry) => entry.kind === 'merged');
      expect(merged).toContainEqual(
        expect.objectContaining({ otherLeadId: other, by: { name: agent.user.username, deleted: false } }),
      );
    }
    // The group holds after the details part ways: the merge, not the keys, keeps them together.
    expect((await send('PATCH', `/api/leads/${second.id}/contact`, { phone: '020 555 4433' })).status).toBe(200);
    const group = [first.id, second.id, third.id, fourth.id];
    expect(await contactView(second.id)).toEqual(group);
    expect(await contactView(first.id)).toEqual(group);
    const audit = await app.dataSource.getRepository(AuditEvent).findBy({ action: 'lead.merged' });
    expect(audit.at(-1)?.details).toEqual({ leadId: first.id, otherLeadId: fourth.id, into: first.id });
  });

  test.each(['one', 'bulk'])(
    "a merge after the group's first lead was deleted (%s delete) keeps one group",
    async (how) => {
      const yaw = person();
      // The first its own address, so a bulk delete can find it alone; the phone makes them one person.
      const [first, second, third, fourth] = [
        await postLead(`first-${yaw.email}`, yaw.phone),
        await postLead(`b-${yaw.email}`, yaw.phone),
        await postLead(`c-${yaw.email}`, yaw.phone),
        await postLead(`d-${yaw.email}`, yaw.phone),
      ];
      for (const lead of [second, third])
        expect((await send('POST', `/api/leads/${lead.id}/merge`, { leadId: first.id })).status).toBe(200);
      const deleted =
        how === 'one'
          ? await send('DELETE', `/api/leads/${first.id}`, undefined, admin.cookie)
          : await send(
              'POST',
              '/api/leads/bulk',
              { action: 'delete', filters: { search: `first-${yaw.email}` }, expectedCount: 1 },
              admin.cookie,
            );
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      // The oldest lead left leads the group now.
      expect((await read(second.id)).mergedIntoId).toBeNull();
      expect((await read(third.id)).mergedIntoId).toBe(second.id);

      const merged = await send('POST', `/api/leads/${fourth.id}/merge`, { leadId: third.id });
      expect(merged.status, await merged.clone().text()).toBe(200);
      expect((await read(fourth.id)).mergedIntoId).toBe(second.id);
      expect(await contactView(fourth.id)).toEqual([second.id, third.id, fourth.id]);
    },
  );

  test('a group still pointing at a deleted lead is mended by the next merge, not a 500', async () => {
    const abena = person();
    const [one, two, three] = [
      await postLead(abena.email, abena.phone),
      await postLead(abena.email, abena.phone),
      await postLead(abena.email, abena.phone),
    ];
    // As a delete from before groups were mended left them: pointing at a lead that is gone.
    await app.dataSource.getRepository(Lead).update({ id: one.id }, { mergedIntoId: 99999999 });
    await app.dataSource.getRepository(Lead).update({ id: two.id }, { mergedIntoId: 99999999 });
    const merged = await send('POST', `/api/leads/${three.id}/merge`, { leadId: two.id });
    expect(merged.status, await merged.clone().text()).toBe(200);
    expect([(await read(one.id)).mergedIntoId, (await read(two.id)).mergedIntoId]).toEqual([null, one.id]);
    expect((await read(three.id)).mergedIntoId).toBe(one.id);
    expect(await contactView(two.id)).toEqual([one.id, two.id, three.id]);
  });

  test('corrections of two leads of one person at once all succeed', async () => {
    const kwame = person();
    const one = await postLead(kwame.email, kwame.phone);
    const two = await postLead(kwame.email, kwame.phone);
    const three = await postLead(kwame.email, kwame.phone);
    for (let round = 0; round < 8; round += 1) {
      const responses = await Promise.all(
        [one, two, three].map((lead, n) => send('PATCH', `/api/leads/${lead.id}/contact`, { name: `K${n} ${round}` })),
      );
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    }
    expect((await read(three.id)).earlierRequests).toBe(2);
  });

  test('merges into one group at once leave every lead pointing at its first lead', async () => {
    for (let round = 0; round < 5; round += 1) {
      const esi = person();
      const [oldest, a, b, c] = [
        await postLead(esi.email, esi.phone),
        await postLead(esi.email, esi.phone),
        await postLead(esi.email, esi.phone),
        await postLead(esi.email, esi.phone),
      ];
      expect((await send('POST', `/api/leads/${b.id}/merge`, { leadId: a.id })).status).toBe(200);
      // One joins a's group into the oldest's while the other joins c's into a's through b.
      const responses = await Promise.all([
        send('POST', `/api/leads/${a.id}/merge`, { leadId: oldest.id }),
        send('POST', `/api/leads/${c.id}/merge`, { leadId: b.id }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200]);
      const pointers = await Promise.all([a, b, c].map(async (lead) => (await read(lead.id)).mergedIntoId));
      expect(pointers).toEqual([oldest.id, oldest.id, oldest.id]);
      expect((await read(oldest.id)).mergedIntoId).toBeNull();
    }
  });

  test("an erased person's lead cannot be corrected or merged", async () => {
    const efua = person();
    const one = await postLead(efua.email, efua.phone, 'Efua');
    const two = await postLead(efua.email, efua.phone, 'Efua');
    const erased = await send(
      'POST',
      '/api/people/erase',
      { contact: efua.email, confirmation: efua.email },
      admin.cookie,
    );
    expect(erased.status).toBe(200);
    const correction = await send('PATCH', `/api/leads/${one.id}/contact`, { name: 'Efua Again' });
    expect(correction.status).toBe(409);
    expect((await correction.json()).error.code).toBe('lead_erased');
    expect((await send('POST', `/api/leads/${one.id}/merge`, { leadId: two.id })).status).toBe(409);
    // Nobody is to work it again: no owner and no next step can be set.
    const assigned = await send('PATCH', `/api/leads/${one.id}`, { assignedToId: agent.user.id });
    expect(assigned.status).toBe(409);
    const planned = await send('PATCH', `/api/leads/${one.id}`, { nextStep: { date: '2030-01-02', text: 'Call' } });
    expect(planned.status).toBe(409);
    expect(await app.dataSource.getRepository(Lead).findOneByOrFail({ id: one.id })).toMatchObject({
      assignedToId: null,
      nextStepAt: null,
    });
    expect((await read(one.id)).name).toBe('[erased]');
  });
});
