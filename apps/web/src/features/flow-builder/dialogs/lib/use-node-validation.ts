import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type NodeErrors, parseNodeData } from './node-validation';

/**
 * A node dialog's validation: `check` parses its values with the node's schema plus the failures of
 * rules the schema cannot know (`extra`, which win: they say more precisely what is wrong),
 * `errorOf` gives a field's translated text, `clear` forgets it on edit, `bind` ties a text field to both.
 */
export function useNodeValidation() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<NodeErrors>({});

  const errorOf = (path: string): string | undefined => {
    const key = errors[path];
    return key ? t(`flowNodes.validation.${key}`) : undefined;
  };

  const clear = (path: string) => setErrors((current) => (current[path] ? { ...current, [path]: undefined } : current));

  /** A text field's value, changes (which forget its error) and error, for the value at `path`. */
  const bind = (path: string, value: string, set: (value: string) => void) => ({
    value,
    onValueChange: (next: string) => {
      set(next);
      clear(path);
    },
    error: errorOf(path),
  });

  function check<S extends z.ZodType>(schema: S, input: unknown, extra: NodeErrors = {}): z.output<S> | null {
    const result = parseNodeData(schema, input);
    const next: NodeErrors = { ...(result.errors ?? {}), ...extra };
    setErrors(next);
    const failed = Object.values(next).some(Boolean);
    return result.data !== null && !failed ? result.data : null;
  }

  return { errors, errorOf, clear, bind, check };
}
