import type { MomentTicketAnswer, MomentUserAnswer } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildBoard } from '../lib/moments-board';
import { AttendantColumn, type ColumnRowsProps } from './attendant-column';
import { QueueColumn } from './queue-column';

/** A titled row of columns: stacked on a phone, side by side (scrolling sideways) from 600 px. */
function BoardSection({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'flex-start' },
            gap: 2,
            overflowX: { sm: 'auto' },
            pb: 1,
          }}
        >
          {children}
        </Box>
      )}
    </Box>
  );
}

export interface MomentsBoardProps extends ColumnRowsProps {
  tickets: MomentTicketAnswer[];
  users: MomentUserAnswer[];
}

/** The panel: the attendants' columns (tickets in progress), then the queues' (tickets waiting). */
export function MomentsBoard({ tickets, users, canOpen, now }: MomentsBoardProps) {
  const { t } = useTranslation();
  const board = useMemo(() => buildBoard(tickets, users), [tickets, users]);
  return (
    <Stack spacing={3}>
      <BoardSection
        title={t('moments.inProgress')}
        empty={board.attendants.length === 0 ? t('moments.noAttendants') : null}
      >
        {board.attendants.map((column) => (
          <AttendantColumn key={column.user.id} column={column} canOpen={canOpen} now={now} />
        ))}
      </BoardSection>
      <BoardSection title={t('moments.waiting')} empty={board.queues.length === 0 ? t('moments.waitingEmpty') : null}>
        {board.queues.map((column) => (
          <QueueColumn key={column.queue?.id ?? 'none'} column={column} canOpen={canOpen} now={now} />
        ))}
      </BoardSection>
    </Stack>
  );
}
