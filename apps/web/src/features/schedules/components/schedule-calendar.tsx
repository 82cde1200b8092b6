import type { ScheduleRecord } from '@chatdesk/contracts';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/tr';
import { useMemo } from 'react';
import { Calendar, dayjsLocalizer, type EventProps, type Formats, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { wallClockOf } from '../../../lib/zoned-time';
import { calendarSx } from './calendar-styles';

const localizer = dayjsLocalizer(dayjs);
export const scheduleViews: View[] = ['month', 'week', 'day', 'agenda'];
/** Spec 3 §9: calendar height 500. */
const calendarHeight = 500;
const eventSpanMs = 30 * 60_000;
/** The agenda lists the send time alone, not the drawn half hour. */
const formats: Formats = {
  agendaTimeRangeFormat: ({ start }, culture, local) => local?.format(start, 'LT', culture) ?? '',
};

interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  schedule: ScheduleRecord;
}

const cultureOf = (language: string) => ({ 'pt-BR': 'pt-br', pt: 'pt-br', es: 'es', tr: 'tr' })[language] ?? 'en';

interface ScheduleCalendarProps {
  schedules: readonly ScheduleRecord[];
  timeZone: string;
  view: View;
  /** The day shown, as a wall-clock date of the company's clock. */
  date: Date;
  onView: (view: View) => void;
  onNavigate: (date: Date) => void;
  onEdit: (schedule: ScheduleRecord) => void;
  onDelete: (schedule: ScheduleRecord) => void;
}

/**
 * Spec 3 §2: week, day, month and agenda views, 500 px high; each event shows the contact's name
 * with edit and delete icons. Events are drawn at the company's wall clock (zoned-time.ts).
 */
export function ScheduleCalendar({ schedules, timeZone, onEdit, onDelete, ...navigation }: ScheduleCalendarProps) {
  // A month cell or a week column is too narrow on a phone for the name and both icons.
  const narrowCells = navigation.view === 'month' || navigation.view === 'week';
  const { t, i18n } = useTranslation();
  const events = useMemo<CalendarEvent[]>(
    () =>
      schedules.map((schedule) => {
        const start = wallClockOf(new Date(schedule.sendAt), timeZone);
        // A send is an instant; half an hour of height leaves the week and day views room for the name.
        return { title: schedule.contact.name, start, end: new Date(start.getTime() + eventSpanMs), schedule };
      }),
    [schedules, timeZone],
  );
  const messages = useMemo(
    () => ({
      today: t('schedules.calendar.today'),
      previous: t('schedules.calendar.previous'),
      next: t('schedules.calendar.next'),
      month: t('schedules.calendar.month'),
      week: t('schedules.calendar.week'),
      day: t('schedules.calendar.day'),
      agenda: t('schedules.calendar.agenda'),
      date: t('schedules.calendar.date'),
      time: t('schedules.calendar.time'),
      event: t('schedules.calendar.event'),
      allDay: t('schedules.calendar.allDay'),
      noEventsInRange: t('schedules.calendar.noEventsInRange'),
      showMore: (count: number) => t('schedules.calendar.showMore', { count }),
    }),
    [t],
  );
  const components = useMemo(
    () => ({
      event: ({ event }: EventProps<CalendarEvent>) => (
        <ScheduleEvent schedule={event.schedule} narrow={narrowCells} onEdit={onEdit} onDelete={onDelete} />
      ),
    }),
    [onEdit, onDelete, narrowCells],
  );

  return (
    <Box sx={calendarSx} data-testid="schedule-calendar">
      <Calendar<CalendarEvent>
        {...navigation}
        localizer={localizer}
        culture={cultureOf(i18n.language)}
        events={events}
        views={scheduleViews}
        messages={messages}
        formats={formats}
        components={components}
        getNow={() => wallClockOf(new Date(), timeZone)}
        popup
        onSelectEvent={(event) => onEdit(event.schedule)}
        style={{ height: calendarHeight }}
        eventPropGetter={(event) => ({ className: `schedule-${event.schedule.status.toLowerCase()}` })}
      />
    </Box>
  );
}

/**
 * An event: the contact's name, then the edit and delete icons. In narrow cells (month and week
 * views below md) the icons give way to the name; the event itself opens the editor.
 */
function ScheduleEvent({
  schedule,
  narrow,
  onEdit,
  onDelete,
}: {
  schedule: ScheduleRecord;
  narrow: boolean;
  onEdit: (schedule: ScheduleRecord) => void;
  onDelete: (schedule: ScheduleRecord) => void;
}) {
  const { t } = useTranslation();
  const name = schedule.contact.name;
  const status = t(`schedules.event.status.${schedule.status}`);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}
      title={`${name} · ${status}`}
      data-testid={`schedule-event-${schedule.id}`}
    >
      <Box
        component="span"
        sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {name}
      </Box>
      <Box sx={{ display: narrow ? { xs: 'none', md: 'flex' } : 'flex' }}>
        <IconButton
          size="small"
          color="inherit"
          sx={{ p: 0.25 }}
          aria-label={t('schedules.event.edit', { name })}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(schedule);
          }}
        >
          <EditOutlined sx={{ fontSize: 16 }} />
        </IconButton>
        <IconButton
          size="small"
          color="inherit"
          sx={{ p: 0.25 }}
          aria-label={t('schedules.event.delete', { name })}
          onClick={(event) => {
            event.stopPropagation();
            onDelete(schedule);
          }}
        >
          <DeleteOutlined sx={{ fontSize: 16 }} />
        </IconButton>
      </Box>
    </Box>
  );
}
