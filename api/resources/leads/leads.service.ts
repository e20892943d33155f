import type { DataSource } from 'typeorm';
import { Lead } from '../../db/entities/Lead';
import type { JoinFormFields } from '../../domain/join-form';
import type { LeadType } from '../../domain/join-options';
import { DEFAULT_CONTACT_STATUS, DEFAULT_LEAD_STATUS } from '../../domain/lead-status';

export class LeadsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a lead exactly as the visitor sent it. The buyer and seller forms call their notes
   * `contactDetails` and the renter form `details`; both become the lead's `details`, joined if a
   * client sent both, so nothing typed is lost.
   */
  async create(type: LeadType, form: JoinFormFields): Promise<Lead> {
    const lead = this.build(type, form);
    // Nothing is read back: the visitor's answer carries no id, and the intake stays one statement.
    await this.dataSource.createQueryBuilder().insert().into(Lead).values(lead).updateEntity(false).execute();
    return lead;
  }

  /** What a spam bot is shown: the lead its submission would have created, not stored. */
  decoy(type: LeadType, form: JoinFormFields): Lead {
    return this.build(type, form);
  }

  private build(type: LeadType, form: JoinFormFields): Lead {
    const now = new Date();
    const { contactDetails, details, ...fields } = form;
    // create() copies only the entity's columns, so a stray property such as the honeypot is left out.
    return this.dataSource.getRepository(Lead).create({
      ...fields,
      type,
      details: [contactDetails, details].filter((text) => text !== '').join('\n\n'),
      contactStatus: DEFAULT_CONTACT_STATUS,
      leadStatus: DEFAULT_LEAD_STATUS,
      // Set here rather than by a database default, so the insert needs no read-back.
      createdAt: now,
      updatedAt: now,
    });
  }
}
