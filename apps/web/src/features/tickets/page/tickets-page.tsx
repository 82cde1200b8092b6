import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLogo } from '../../../components/app-logo';
import { ConversationPane } from '../conversation';
import { useTicketUser } from '../lib/session-user';
import { TicketsManager } from '../manager/tickets-manager';

/** The page fills the window below the top bar (64 px) and the shell's padding. */
const pageHeight = {
  xs: 'calc(100vh - 56px - 32px)',
  sm: 'calc(100vh - 64px - 32px)',
  md: 'calc(100vh - 64px - 48px)',
};

/**
 * Below this width (900 px: tablets in portrait, half a laptop screen) the list beside the
 * conversation would squeeze it to a sliver, so the page shows one of them at a time.
 */
const twoTabsBelow = 'md';

/**
 * Spec 1 §2 "Ticket page": on wide screens the list (one third, 300 px while the screen is under
 * 1200 px) beside the conversation, or the welcome logo; on narrow screens two tabs, 'Ticket' and
 * 'Atendimentos'.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const { ticketUuid = null } = useParams();
  const user = useTicketUser();
  const narrow = useMediaQuery(useTheme().breakpoints.down(twoTabsBelow));
  const [narrowTab, setNarrowTab] = useState<'ticket' | 'list'>(ticketUuid ? 'ticket' : 'list');

  // Opening a ticket from the list shows it.
  useEffect(() => {
    if (ticketUuid) setNarrowTab('ticket');
  }, [ticketUuid]);

  if (!user) return null;
  const manager = <TicketsManager user={user} selectedUuid={ticketUuid} />;
  const conversation = ticketUuid ? <ConversationPane key={ticketUuid} ticketUuid={ticketUuid} /> : null;

  if (narrow) {
    return (
      <Paper sx={{ height: pageHeight, display: 'flex', flexDirection: 'column' }}>
        <Tabs value={narrowTab} onChange={(_, tab) => setNarrowTab(tab)} variant="fullWidth">
          <Tab value="ticket" label={t('tickets.page.tabTicket')} />
          <Tab value="list" label={t('tickets.page.tabList')} />
        </Tabs>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          {narrowTab === 'list'
            ? manager
            : (conversation ?? (
                <Box sx={{ p: 3, textAlign: 'center' }}>
                  <Typography sx={{ mb: 2 }}>{t('tickets.page.selectPrompt')}</Typography>
                  <Button variant="contained" onClick={() => setNarrowTab('list')}>
                    {t('tickets.page.selectTicket')}
                  </Button>
                </Box>
              ))}
        </Box>
      </Paper>
    );
  }

  return (
    <Paper sx={{ height: pageHeight, display: 'flex', overflow: 'hidden' }}>
      <Box
        data-testid="ticket-list-pane"
        sx={{ width: { md: 300, lg: '33.33%' }, minWidth: 300, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
      >
        {manager}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, height: '100%' }}>
        {conversation ?? (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <AppLogo size="large" />
          </Box>
        )}
      </Box>
    </Paper>
  );
}
