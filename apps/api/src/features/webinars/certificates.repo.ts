import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  webinarCertificates as c,
  webinarDeliveries,
  webinarUsers,
  type WebinarCertificateRow,
} from '../../db/schema/index.ts';

/** Certificates of participation and the attendees' certificate status. */

type CertificateCopy = Pick<
  typeof c.$inferInsert,
  'webinarId' | 'name' | 'email' | 'webinarTitle' | 'webinarDate'
>;

/** The attendee's certificate with its copy of their name, e-mail and title refreshed, or null. */
export async function refreshCertificate(
  db: Tx,
  webinarUserId: string,
  copy: CertificateCopy,
): Promise<WebinarCertificateRow | null> {
  const [row] = await db.update(c).set(copy).where(eq(c.webinarUserId, webinarUserId)).returning();
  return row ?? null;
}

/**
 * A new certificate with this code; null when the attendee got one meanwhile (another worker).
 * A code already taken throws the unique violation (the caller draws again).
 */
export async function insertCertificate(
  db: Tx,
  values: CertificateCopy & { webinarUserId: string; code: string },
): Promise<WebinarCertificateRow | null> {
  const [row] = await db
    .insert(c)
    .values(values)
    .onConflictDoNothing({ target: c.webinarUserId })
    .returning();
  return row ?? null;
}

/** A registrant of the webinar with their certificate (null when none yet), or null. */
export async function findAttendeeCertificate(db: Tx, webinarId: string, webinarUserId: string) {
  const [row] = await db
    .select({ user: webinarUsers, cert: c })
    .from(webinarUsers)
    .leftJoin(c, eq(c.webinarUserId, webinarUsers.id))
    .where(and(eq(webinarUsers.id, webinarUserId), eq(webinarUsers.webinarId, webinarId)));
  return row ?? null;
}

/** The registrants a certificate run goes to: in progress, last error cleared. */
export async function markRunAttendeesInProgress(tx: Tx, campaignId: string) {
  const chosen = tx
    .select({ id: webinarDeliveries.webinarUserId })
    .from(webinarDeliveries)
    .where(eq(webinarDeliveries.campaignId, campaignId));
  await tx
    .update(webinarUsers)
    .set({ certificateStatus: 'in_progress', certificateError: null })
    .where(inArray(webinarUsers.id, chosen));
}

/** Attendees' status after their deliveries, with the code of the certificate issued to them. */
export async function setAttendeeOutcome(
  tx: Tx,
  webinarUserIds: string[],
  status: 'sent' | 'failed',
  error: string | null,
) {
  await tx
    .update(webinarUsers)
    .set({
      certificateStatus: status,
      certificateError: error,
      certificateCode: sql`(select ${c.code} from ${c} where ${c.webinarUserId} = ${webinarUsers.id})`,
    })
    .where(inArray(webinarUsers.id, webinarUserIds));
}
