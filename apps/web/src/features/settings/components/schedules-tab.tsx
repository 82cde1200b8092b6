import type { ScheduleEntryInput } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySchedules } from '../api/get-company-schedules';
import { useUpdateCompanySchedules } from '../api/update-company-schedules';

/** The schedule form the app layer hands in (the queues area owns the weekday editor). */
export interface CompanyScheduleFormProps {
  initialValue: readonly ScheduleEntryInput[];
  saving: boolean;
  onSubmit: (entries: ScheduleEntryInput[]) => void;
}

interface SchedulesTabProps {
  companyId: number;
  ScheduleForm: ComponentType<CompanyScheduleFormProps>;
}

/** Spec 2 §2: the company's opening hours, used when scheduleType is 'company'. */
export function SchedulesTab({ companyId, ScheduleForm }: SchedulesTabProps) {
  const { t } = useTranslation();
  const schedules = useCompanySchedules(companyId);
  const update = useUpdateCompanySchedules();
  if (!schedules.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  return (
    <ScheduleForm
      initialValue={schedules.data}
      saving={update.isPending}
      onSubmit={(entries) => update.mutate({ companyId, schedules: entries })}
    />
  );
}
