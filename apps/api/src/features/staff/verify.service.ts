import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

import { actOnUserRefusal, normalizeContact, PHONE_LENGTH, STAFF_MSG } from '@app/shared';

import { currentUser } from '../../core/auth/authenticate.ts';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors.ts';
import { toAdminUser } from './users.dto.ts';
import * as repo from './users.repo.ts';
import { changeUser, clock, type Deps } from './users.service.ts';

const queryError = (message: string) => badRequest(message, [{ field: 'query', message }]);
const ZLookupEmail = z.email();

/** The lookup is exact: an e-mail (has @), or a 10-digit phone (+91, spaces and dashes allowed). */
function lookupKey(query: string): { email: string } | { phone: string } {
  const text = query.trim();
  if (text.includes('@')) {
    if (!ZLookupEmail.safeParse(text).success) throw queryError(STAFF_MSG.emailInvalid);
    return { email: text.toLowerCase() };
  }
  if (/^[\d\s+\-()]+$/.test(text)) {
    const digits = normalizeContact(text);
    if (digits.length !== PHONE_LENGTH) throw queryError(STAFF_MSG.phoneInvalid);
    return { phone: digits };
  }
  throw queryError(STAFF_MSG.lookupRequired);
}

/** GET /admin/verify-user/lookup: the one user with this phone or e-mail, or 404. */
export async function lookupUser(deps: Deps, query: string) {
  const row = await repo.findAdminUser(deps.db, lookupKey(query), clock(deps));
  if (!row) throw notFound(STAFF_MSG.userNotFound);
  return toAdminUser(row);
}

/**
 * POST /admin/users/{id}/verify: the path for people who cannot verify a +91 phone by OTP.
 * Sets the user active and records who verified them and why; the phone's own verification
 * time stays as it was. An active user is already verified (409).
 */
export async function verifyUser(deps: Deps, request: FastifyRequest, id: string, note: string) {
  const actor = currentUser(request);
  return changeUser(deps, request, id, (before) => {
    const refusal = actOnUserRefusal(
      { id: actor.id, role: actor.role },
      { id: before.id, role: before.role },
    );
    if (refusal) throw forbidden(refusal);
    if (before.isActive) throw conflict(STAFF_MSG.alreadyVerified);
    return {
      action: 'user.verify',
      values: { isActive: true, verifiedBy: actor.id, verificationNote: note },
    };
  });
}
