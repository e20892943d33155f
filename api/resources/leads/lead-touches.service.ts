import type { DataSource } from 'typeorm';
import { Lead } from '../../platform/db/entities/Lead';
import { LeadTouch } from '../../platform/db/entities/LeadTouch';
import { insertRow } from '../../platform/db/insert-row';
import type { Actor } from '../../platform/db/record-audit';
import { HttpError } from '../../platform/errors';
import type { EventOutbox } from '../../platform/outbox/event-outbox';
import type { LeadTouchInput } from '#contract/leads/lead-touches';
import { lockLead } from './lock-lead';
import { recordStatusChanges, statusChangesOf } from './record-status-changes';

const erasedLead = () =>
  new HttpError(409, 'lead_erased', "This person's details were erased: the lead is no longer worked.");

/** A touch as logged, and the lead as it is after it. */
export interface LoggedTouch {
  touch: LeadTouch;
  lead: Lead;
}

/** Staff logging that they reached out to a lead: a call (and how it went), WhatsApp, email, a meeting. */
export class LeadTouchesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: EventOutbox,
    /** The app's clock, which the lead's arrival and its chase read too: a touch is timed as they are. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Logs a touch in one transaction, on the lead locked as a status update locks it: the touch; the lead's first
   * contact (speed to lead) when it has none yet, so the first touch of any kind counts and later ones keep it; and
   * a lead still 'Not Contacted' becomes 'Contacted', recorded as that user's status change (history and
   * `lead.status_changed`), so the timeline, webhooks and the going-cold count agree. 404 for no such lead,
   * 409 `lead_erased` for an erased person's lead.
   */
  async log(leadId: number, input: LeadTouchInput, actor: Actor): Promise<LoggedTouch> {
    const logged = await this.dataSource.transaction(async (manager) => {
      const lead = await lockLead(manager, leadId);
      if (lead.erasedAt) throw erasedLead();
      const now = this.now();
      const touch: Omit<LeadTouch, 'id'> = {
        leadId,
        kind: input.kind,
        outcome: input.kind === 'called' ? (input.outcome ?? null) : null,
        note: input.note ?? '',
        touchedAt: now,
        touchedById: actor.id,
        touchedByName: actor.username,
      };
      const id = (await insertRow(manager, LeadTouch, touch))!;
      const changes =
        lead.contactStatus === 'Not Contacted' ? statusChangesOf(lead, { contactStatus: 'Contacted' }, actor, now) : [];
      const set: Partial<Lead> = {
        ...(lead.firstContactedAt === null ? { firstContactedAt: now } : {}),
        ...(changes.length > 0 ? { contactStatus: 'Contacted' as const, updatedAt: now } : {}),
      };
      if (Object.keys(set).length > 0) await manager.getRepository(Lead).update({ id: leadId }, set);
      const changed = { ...lead, ...set };
      const recorded = await recordStatusChanges(manager, this.outbox, changed, changes, actor, now);
      return { touch: { id, ...touch }, lead: changed, recorded };
    });
    if (logged.recorded) this.outbox.wake();
    return { touch: logged.touch, lead: logged.lead };
  }
}
