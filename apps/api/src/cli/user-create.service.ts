import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { ROLES, splitFullName, ZEmail, ZPhoneNumber } from '@app/shared';

import { recordActivity } from '../core/activity-log.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

const ZArgs = z.object({
  phone: ZPhoneNumber,
  role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
  name: z
    .string({ error: 'Name is required (--name "First Last")' })
    .trim()
    .min(1, 'Name is required'),
  email: ZEmail.optional(),
});

/** Creates the user, or gives an existing one (same phone) the role. Idempotent. */
export async function createOrPromoteUser(db: Db, args: Record<string, unknown>) {
  const parsed = ZArgs.safeParse(args);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const { phone, role, name, email } = parsed.data;
  const { firstName, lastName } = splitFullName(name);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
    if (existing) {
      const [user] = await tx
        .update(users)
        .set({ role, isActive: true, ...(email && !existing.email ? { email } : {}) })
        .where(eq(users.id, existing.id))
        .returning();
      await recordActivity(tx, null, {
        action: 'user.role.cli',
        entity: 'user',
        entityId: existing.id,
        before: { role: existing.role, isActive: existing.isActive },
        after: { role: user!.role, isActive: user!.isActive },
      });
      return { user: user!, created: false };
    }
    const [user] = await tx
      .insert(users)
      .values({
        firstName,
        lastName,
        phoneCode: '+91',
        phoneNumber: phone,
        email: email ?? null,
        role,
        isActive: true,
        phoneVerifiedAt: new Date(),
      })
      .returning();
    await recordActivity(tx, null, {
      action: 'user.create.cli',
      entity: 'user',
      entityId: user!.id,
      after: { role, firstName, lastName, phoneNumber: phone, email: email ?? null },
    });
    return { user: user!, created: true };
  });
}
