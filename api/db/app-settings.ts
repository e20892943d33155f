import type { EntityManager } from 'typeorm';
import { AppSetting } from './entities/AppSetting';

/** The settings staff change in the back-office, with their values before anyone has. */
export const SETTING_DEFAULTS = {
  /** A visitor gets a copy of what they sent (when email is on). */
  visitorConfirmation: true,
  /** Every account must sign in with a second factor; one without is sent to set it up (issue 13). */
  requireSecondFactor: false,
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<K extends SettingKey>(manager: EntityManager, key: K): Promise<(typeof SETTING_DEFAULTS)[K]> {
  const row = await manager.getRepository(AppSetting).findOneBy({ key });
  return row ? (row.value as (typeof SETTING_DEFAULTS)[K]) : SETTING_DEFAULTS[key];
}

export async function writeSetting<K extends SettingKey>(manager: EntityManager, key: K, value: (typeof SETTING_DEFAULTS)[K]): Promise<void> {
  await manager.getRepository(AppSetting).upsert({ key, value }, ['key']);
}
