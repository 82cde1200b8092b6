import { type UserCreate, type UserUpdate, userPermissionFlags } from '@chatdesk/contracts';
import type { UserPatch } from './users.repository';

const copiedFields = [
  'name',
  'email',
  'profile',
  'startWork',
  'endWork',
  'farewellMessage',
  'allowGroup',
  'defaultTheme',
  'defaultMenu',
  'defaultTicketsManagerWidth',
  'whatsappId',
  ...userPermissionFlags,
] as const;

/**
 * The columns a create or update body sets. Absent fields are left out (database defaults on
 * create, unchanged on update); the password and queue links are handled by the use cases.
 */
export function toUserColumns(input: UserCreate | UserUpdate): UserPatch {
  const patch: Record<string, unknown> = {};
  for (const field of copiedFields) {
    const value = input[field];
    // allHistoric is nullable in the form (spec 1 §5): null means "not chosen", not a value.
    if (value === undefined || (value === null && field === 'allHistoric')) continue;
    patch[field] = value;
  }
  if (input.super !== undefined) patch.isSuper = input.super;
  return patch as UserPatch;
}
