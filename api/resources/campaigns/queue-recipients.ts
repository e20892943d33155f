import type { EntityManager } from 'typeorm';
import { placeholders } from '../../platform/db/dialects/placeholders';
import { storedTime } from '../../platform/db/stored-time';
import { campaignGroup } from './campaign-job';

/**
 * Writes one `campaign` job per recipient, in the caller's transaction, with one statement whatever their number
 * (100,000 in a second or two): every Active subscriber that has not bounced, one per address (the address key is
 * unique), in id order. Each job's dedupe key names its campaign and subscriber, so no one is queued twice.
 * Answers how many were queued.
 */
export async function queueRecipients(manager: EntityManager, campaignId: number): Promise<number> {
  const marks = placeholders(manager.connection);
  // Due now by the workers' clock, the real one (as every outbox job).
  const at = storedTime(manager.connection, new Date());
  const id = `CAST("s"."id" AS VARCHAR(12))`;
  // The payload is CampaignJob as JSON; both ids are integers, so it needs no escaping.
  await manager.query(
    `INSERT INTO "outbox" ("kind", "payload", "dedupeKey", "groupKey", "state", "attempts", "runAt", "lastError", "result", "createdAt")
      SELECT 'campaign', '{"campaignId":${campaignId},"subscriberId":' || ${id} || '}',
        ${marks.at(1)} || ${id}, ${marks.at(2)}, 'pending', 0, ${marks.at(3)}, '', '', ${marks.at(4)}
      FROM "newsletter_subscribers" "s"
      WHERE "s"."state" = 'active' AND "s"."bouncedAt" IS NULL
      ORDER BY "s"."id"`,
    [`${campaignGroup(campaignId)}:`, campaignGroup(campaignId), at, at],
  );
  const [row]: Array<{ count: string | number }> = await manager.query(
    `SELECT COUNT(*) AS "count" FROM "outbox" WHERE "groupKey" = ${marks.at(1)}`,
    [campaignGroup(campaignId)],
  );
  return Number(row?.count ?? 0);
}
