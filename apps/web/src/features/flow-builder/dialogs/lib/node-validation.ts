import { flowValidationMessages } from '@chatdesk/contracts';
import type { z } from 'zod';
import type { flowNodesPt } from '../../../../i18n/areas/flow-nodes/pt';

/** A key of `flowNodes.validation.*`: the texts of spec 3 §5 "Flow nodes", translated. */
export type NodeValidationKey = keyof typeof flowNodesPt.validation;

/** Each text the contracts' node schemas use, to its translation key. */
const keyOfText: Record<string, NodeValidationKey> = {
  [flowValidationMessages.required]: 'required',
  [flowValidationMessages.emptyMessage]: 'emptyMessage',
  [flowValidationMessages.intervalRequired]: 'intervalRequired',
  [flowValidationMessages.intervalTooLong]: 'intervalTooLong',
  [flowValidationMessages.queueRequired]: 'queueRequired',
  [flowValidationMessages.contentInterval]: 'contentInterval',
  [flowValidationMessages.emptyMediaCards]: 'emptyMediaCards',
  Required: 'typebotRequired',
};

/** Failures by field path (`message`, `arrayOption.0.value`, `typebotIntegration.answerKey`). */
export type NodeErrors = Partial<Record<string, NodeValidationKey>>;

/** Parses a dialog's values with a node schema; on failure, the first problem of each field path. */
export function parseNodeData<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: NodeErrors } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { data: parsed.data, errors: null };
  const errors: NodeErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= keyOfText[issue.message] ?? 'invalid';
  }
  return { data: null, errors };
}

/** The seconds a text field holds: empty is no value at all, so the schema asks for one. */
export const secondsOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));
