import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Spec 3 §3: 1 Alta (high), 2 Média (medium), 3 Baixa (low); an unknown code reads as low. */
const levels = {
  1: { key: 'high', color: 'error' },
  2: { key: 'medium', color: 'warning' },
  3: { key: 'low', color: 'info' },
} as const;
export const priorityLevelOf = (priority: number) => levels[priority === 1 || priority === 2 ? priority : 3];

export function PriorityChip({ priority }: { priority: number }) {
  const { t } = useTranslation();
  const level = priorityLevelOf(priority);
  return <Chip size="small" color={level.color} label={t(`announcements.priorities.${level.key}`)} />;
}
