import { randomInt } from 'node:crypto';
import { AppError } from '@chatdesk/contracts';
import { uniqueViolationOf } from '../../platform/db/database-errors';

/** Spec 1 §5: a tag typed without a colour gets a random one. */
export const randomTagColor = () => `#${randomInt(0, 0x1000000).toString(16).padStart(6, '0').toUpperCase()}`;

/** The (company, lower(name), kanban) index is the rule; its violation becomes our code. */
export function tagWriteError(error: unknown): unknown {
  if (uniqueViolationOf(error) === 'tags_company_name_kanban_unique') return new AppError('ERR_TAG_ALREADY_EXISTS');
  return error;
}
