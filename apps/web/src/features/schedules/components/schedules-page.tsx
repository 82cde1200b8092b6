import { defaultCompanyTimeZone, planAllows, type ScheduleRecord } from '@chatdesk/contracts';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { View } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { companyAccessOf } from '../../../lib/permissions';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeniedRedirect } from '../../../lib/use-denied-redirect';
import { wallClockOf } from '../../../lib/zoned-time';
import { useSchedulesInRange } from '../api/get-schedules';
import { useDeleteSchedule } from '../api/save-schedule';
import { type ScheduleContactRef, scheduleContactQuery } from '../api/schedule-references';
import { useScheduleEvents } from '../lib/use-schedule-events';
import { visibleRange } from '../lib/visible-range';
import { ScheduleCalendar } from './schedule-calendar';
import { ScheduleDialog } from './schedule-dialog';

/** Spec 3 §9: the router's redirect delay. */
const redirectDelayMs = 1000;

type Editing = { schedule: ScheduleRecord | null; contact: ScheduleContactRef | null };

/**
 * /schedules (spec 3 §2): the company's scheduled messages on a calendar, on the company's clock.
 * `?contactId=` (a contact's or a ticket's "schedule message") opens the create dialog for that
 * contact. A plan without useSchedules is told so and sent home after a second.
 */
export function SchedulesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = user ? planAllows(companyAccessOf(user), 'useSchedules') : false;

  useDeniedRedirect(allowed, t('schedules.noPermission'), 'schedules-no-permission', redirectDelayMs);

  if (!allowed) return null;
  return <SchedulesCalendarPage timeZone={user?.company?.timezone ?? defaultCompanyTimeZone} />;
}

function SchedulesCalendarPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  useScheduleEvents();
  const [params, setParams] = useSearchParams();
  const linkedContactId = Number(params.get('contactId')) || null;
  const linkedContact = useQuery({ ...scheduleContactQuery(linkedContactId ?? 0), enabled: linkedContactId !== null });
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState(() => wallClockOf(new Date(), timeZone));
  const range = useMemo(() => visibleRange(view, date, timeZone), [view, date, timeZone]);
  const schedules = useSchedulesInRange(range);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ScheduleRecord | null>(null);
  const remove = useDeleteSchedule();

  const linked = linkedContact.data ?? null;
  const dialog = editing ?? (linked ? { schedule: null, contact: linked } : null);
  const closeDialog = () => {
    setEditing(null);
    if (linkedContactId !== null) setParams({}, { replace: true });
  };
  const onEdit = useCallback((schedule: ScheduleRecord) => setEditing({ schedule, contact: null }), []);
  const onDelete = useCallback((schedule: ScheduleRecord) => setDeleting(schedule), []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('schedules.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ schedule: null, contact: null })}>
          {t('schedules.add')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {schedules.isError ? (
          <Typography color="error" role="alert" sx={{ mb: 1 }}>
            {t('schedules.loadError')}
          </Typography>
        ) : null}
        <ScheduleCalendar
          schedules={schedules.data ?? []}
          timeZone={timeZone}
          view={view}
          date={date}
          onView={setView}
          onNavigate={setDate}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Paper>
      {dialog ? (
        <ScheduleDialog schedule={dialog.schedule} contact={dialog.contact} timeZone={timeZone} onClose={closeDialog} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('schedules.confirmDelete.title')}
        text={t('schedules.confirmDelete.message', { name: deleting?.contact.name ?? '' })}
        confirmLabel={t('schedules.confirmDelete.confirm')}
        cancelLabel={t('schedules.confirmDelete.cancel')}
        destructive
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('schedules.toasts.deleted')),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
