import { eq } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { webinarCertificates as c, type WebinarCertificateRow } from '../../db/schema/index.ts';

/** Issued certificates of any kind, by id or code. */

export async function setCertificateFileKey(db: Tx, id: string, fileKey: string) {
  await db.update(c).set({ fileKey }).where(eq(c.id, id));
}

export async function findCertificateByCode(
  db: Tx,
  code: string,
): Promise<WebinarCertificateRow | null> {
  const [row] = await db.select().from(c).where(eq(c.code, code));
  return row ?? null;
}

export async function findCertificateById(
  db: Tx,
  id: string,
): Promise<WebinarCertificateRow | null> {
  const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  return row ?? null;
}
