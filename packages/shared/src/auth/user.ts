import { ROLES } from '../roles.ts';
import type { User } from './auth.schema.ts';

/*
 * What the browser does with a user before it loads any schema (the public pages' first load
 * carries no zod): greet them, and read back the copy it stored from the last answer.
 */

/** Display name for greetings: "Asha Rao". */
export function fullNameOf(user: Pick<User, 'name'>): string {
  return [user.name.firstName, user.name.lastName].filter(Boolean).join(' ');
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** Whether `value` has the shape ZUser gives a user (a unit test holds the two together). */
export function isUser(value: unknown): value is User {
  if (!isRecord(value)) return false;
  const { name, phone } = value;
  return (
    isString(value._id) &&
    isString(value.userId) &&
    isRecord(name) &&
    isString(name.firstName) &&
    isString(name.lastName) &&
    (value.email === null || isString(value.email)) &&
    (phone === null || (isRecord(phone) && isString(phone.code) && isString(phone.number))) &&
    (ROLES as readonly unknown[]).includes(value.role) &&
    typeof value.isActive === 'boolean' &&
    isString(value.createdAt) &&
    isString(value.updatedAt)
  );
}
