import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

/**
 * react-big-calendar's stylesheet is light-only: its borders, backgrounds and today mark follow
 * the MUI theme here so the calendar reads in dark mode too; status colours mark sent and failed.
 */
export const calendarSx = (theme: Theme): SystemStyleObject<Theme> => ({
  '& .rbc-calendar': { color: theme.palette.text.primary, fontFamily: theme.typography.fontFamily },
  '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table, & .rbc-header, & .rbc-month-row + .rbc-month-row, & .rbc-day-bg + .rbc-day-bg, & .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
    { borderColor: theme.palette.divider },
  '& .rbc-off-range-bg': { background: theme.palette.action.hover },
  '& .rbc-off-range': { color: theme.palette.text.disabled },
  '& .rbc-today': { background: theme.palette.action.selected },
  // The stylesheet stacks the toolbar in a column below 768 px; a wrapping row fits a phone better.
  '& .rbc-toolbar': { flexDirection: 'row', flexWrap: 'wrap', gap: 1, justifyContent: 'center' },
  '& .rbc-toolbar .rbc-toolbar-label': { order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } },
  '& .rbc-toolbar .rbc-btn-group': { display: 'flex', flexWrap: 'nowrap' },
  '& .rbc-toolbar button': {
    color: theme.palette.text.primary,
    borderColor: theme.palette.divider,
    fontFamily: theme.typography.fontFamily,
    padding: { xs: '4px 8px', sm: '5px 14px' },
    fontSize: { xs: '0.8rem', sm: '1rem' },
  },
  // A week column on a phone is narrower than '22 dom': the day and its name take two lines.
  '& .rbc-time-view .rbc-header': { whiteSpace: { xs: 'normal', sm: 'nowrap' } },
  '& .rbc-time-view .rbc-time-header-cell': { flexShrink: 0 },
  '& .rbc-toolbar button:hover, & .rbc-toolbar button:focus': { background: theme.palette.action.hover },
  '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button:active': {
    background: theme.palette.action.selected,
    color: theme.palette.text.primary,
    boxShadow: 'none',
  },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '& .rbc-event.schedule-enviada': {
    background: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '& .rbc-event.schedule-erro': { background: theme.palette.error.main, color: theme.palette.error.contrastText },
  // The time slot's own label ('09:00 – 09:30') would crowd out the contact's name.
  '& .rbc-time-view .rbc-event-label': { display: 'none' },
  '& .rbc-agenda-view .rbc-event-content, & .rbc-agenda-event-cell': { color: theme.palette.text.primary },
  '& .rbc-show-more': { background: 'transparent', color: theme.palette.primary.main },
  '& .rbc-overlay': { background: theme.palette.background.paper, borderColor: theme.palette.divider },
  '& .rbc-current-time-indicator': { background: theme.palette.secondary.main },
});
