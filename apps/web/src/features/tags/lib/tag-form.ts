import type { TagRecordAnswer, TagUpdateInput } from '@chatdesk/contracts';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, ValidationCode } from '../../../lib/form-validation';

/** The tag dialog's fields as typed; `''` for a lane pointer means none. */
export interface TagFormValues {
  name: string;
  color: string;
  timeLane: string;
  nextLaneId: number | '';
  rollbackLaneId: number | '';
  greetingMessageLane: string;
}

/** Spec 3 §5: a new tag gets a random colour (the dialog shows it, the user may change it). */
export const randomTagColor = () =>
  `#${Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

export const newTagValues = (): TagFormValues => ({
  name: '',
  color: randomTagColor(),
  timeLane: '0',
  nextLaneId: '',
  rollbackLaneId: '',
  greetingMessageLane: '',
});

export const valuesOfTag = (tag: TagRecordAnswer): TagFormValues => ({
  name: tag.name,
  color: tag.color,
  timeLane: String(tag.timeLane),
  nextLaneId: tag.nextLaneId ?? '',
  rollbackLaneId: tag.rollbackLaneId ?? '',
  greetingMessageLane: tag.greetingMessageLane ?? '',
});

/** The request body: a lane (the kanban variant) sends its lane fields, a contact tag only its own. */
export function tagInputOf(values: TagFormValues, lane: boolean): TagUpdateInput & { kanban: 0 | 1 } {
  const base = { name: values.name, color: values.color, kanban: lane ? 1 : 0 } as const;
  if (!lane) return base;
  const hours = values.timeLane.trim();
  return {
    ...base,
    timeLane: hours === '' ? 0 : Number(hours),
    nextLaneId: values.nextLaneId === '' ? null : values.nextLaneId,
    rollbackLaneId: values.rollbackLaneId === '' ? null : values.rollbackLaneId,
    greetingMessageLane: values.greetingMessageLane.trim() || null,
  };
}

/** The tag form's texts: spec 3 §5 'Obrigatório' and 'Mensagem muito curta'; other rules read as invalid. */
const tagErrorKey = (field: string, code: ValidationCode) => {
  if (code === 'required' || code === 'tooLong') return code;
  // The name's minimum is spec 1's 'Tag muito curta!' in the shared schema; the page says spec 3's text.
  return field === 'name' ? 'tooShort' : 'invalid';
};

export function useTagErrorText(errors: FieldErrors<TagFormValues>) {
  const { t } = useTranslation();
  return (field: keyof TagFormValues) => {
    const code = errors[field];
    return code ? t(`tags.validation.${tagErrorKey(field, code)}`) : undefined;
  };
}
