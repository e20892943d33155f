import { type EntityManager, IsNull, Not } from 'typeorm';
import { AdminUser } from '../../platform/db/entities/AdminUser';

/** Where a visitor's reply goes: the first admin's address when they have one, else MAIL_FROM. */
export async function supportAddress(manager: EntityManager, mailFrom: string): Promise<string> {
  const admin = await manager
    .getRepository(AdminUser)
    .findOne({ where: { role: 'admin', email: Not(IsNull()) }, order: { id: 'ASC' } });
  return admin?.email || mailFrom;
}
