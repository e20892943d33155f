import type { EntityManager } from 'typeorm';
import { AppSetting } from './entities/AppSetting';
import { type Actor, recordAudit } from './record-audit';

/** The settings staff change in the back-office, with their values before anyone has. */
export const SETTING_DEFAULTS = {
  /** A visitor gets a copy of what they sent (when email is on). */
  visitorConfirmation: true,
  /** Every account must sign in with a second factor; one without is sent to set it up. */
  requireSecondFactor: false,
};
export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function readSetting<K extends SettingKey>(
  manager: EntityManager,
  key: K,
): Promise<(typeof SETTING_DEFAULTS)[K]> {
  const row = await manager.getRepository(AppSetting).findOneBy({ key });
  return row ? (row.value as (typeof SETTING_DEFAULTS)[K]) : SETTING_DEFAULTS[key];
}

export async function writeSetting<K extends SettingKey>(
  manager: EntityManager,
  key: K,
  value: (typeof SETTING_DEFAULTS)[K],
): Promise<void> {
  await manager.getRepository(AppSetting).upsert({ key, value }, ['key']);
}

/**
 * Saves the settings given that differ from what is stored and, in the caller's transaction, one 'settings.changed'
 * entry `{ keys, to }` naming them and their new values (every setting is a switch: none is a secret). The one way
 * a setting changes; answers what changed (nothing: no entry).
 */
export async function saveSettings(
  manager: EntityManager,
  actor: Actor,
  settings: Partial<typeof SETTING_DEFAULTS>,
): Promise<Partial<typeof SETTING_DEFAULTS>> {
  const changed: Partial<Record<SettingKey, boolean>> = {};
  // Only the settings given, and only those the table keeps (a DTO may grow optional fields).
  for (const key of Object.keys(SETTING_DEFAULTS) as SettingKey[]) {
    const value = settings[key];
    if (value === undefined || (await readSetting(manager, key)) === value) continue;
    await writeSetting(manager, key, value);
    changed[key] = value;
  }
  if (Object.keys(changed).length > 0)
    await recordAudit(manager, actor, 'settings.changed', { keys: Object.keys(changed), to: changed });
  return changed;
}
