import type { CompanySettings } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySettings } from '../api/get-company-settings';
import {
  type RuleOption,
  ruleOfMessage,
  type SelectColumn,
  type TextColumn,
  type ToggleColumn,
} from '../lib/company-options';
import { MessageSettingField } from './message-setting-field';
import { OptionSelect } from './option-select';

/** Spec 2 §2 options tab, in the spec's order; the LGPD details only matter once LGPD is on. */
const generalOptions: SelectColumn[] = [
  'userRating',
  'scheduleType',
  'chatBotType',
  'acceptCallWhatsapp',
  'userRandom',
  'sendGreetingMessageOneQueues',
  'sendSignMessage',
  'sendFarewellWaitingTicket',
  'sendGreetingAccepted',
  'sendQueuePosition',
  'acceptAudioMessageContact',
  'enableLGPD',
  'requiredTag',
  'sendMsgTransfTicket',
  'DirectTicketsToWallets',
  'closeTicketOnTransfer',
  'showNotificationPending',
];
const lgpdOptions: ToggleColumn[] = ['lgpdDeleteMessage', 'lgpdHideNumber', 'lgpdConsent'];
const lgpdTexts: TextColumn[] = ['lgpdMessage', 'lgpdLink'];
const messageTexts: TextColumn[] = [
  'transferMessage',
  'greetingAcceptedMessage',
  'AcceptCallWhatsappMessage',
  'sendQueuePositionMessage',
];

type Held = Partial<Record<RuleOption, 'enabled' | 'disabled'>>;

export function OptionsTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { data: saved } = useCompanySettings(companyId);
  // Options switched to a state that needs a message nobody has written yet (spec 2 §5).
  const [held, setHeld] = useState<Held>({});
  if (!saved) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  const settings: CompanySettings = { ...saved, ...held };
  const hold = (option: RuleOption, value: 'enabled' | 'disabled' | undefined) =>
    setHeld(({ [option]: _released, ...rest }) => (value ? { ...rest, [option]: value } : rest));

  const option = (column: SelectColumn) => (
    <Grid key={column} size={{ xs: 12, sm: 6, md: 4 }}>
      <OptionSelect companyId={companyId} settings={settings} column={column} held={column in held} onHold={hold} />
    </Grid>
  );
  const message = (column: TextColumn) => {
    const rule = ruleOfMessage(column);
    const heldValue = rule ? held[rule.option] : undefined;
    return (
      <Grid key={column} size={{ xs: 12, md: 6 }}>
        <MessageSettingField
          companyId={companyId}
          settings={settings}
          column={column}
          heldOption={rule && heldValue ? { option: rule.option, value: heldValue } : undefined}
          onReleased={(released) => hold(released, undefined)}
        />
      </Grid>
    );
  };

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        {generalOptions.map(option)}
      </Grid>
      {settings.enableLGPD === 'enabled' ? (
        <section aria-labelledby="settings-lgpd">
          <Divider sx={{ mb: 2 }} />
          <Typography id="settings-lgpd" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('admin.settings.sections.lgpd')}
          </Typography>
          <Grid container spacing={2}>
            {lgpdTexts.map(message)}
            {lgpdOptions.map(option)}
          </Grid>
        </section>
      ) : null}
      <section aria-labelledby="settings-messages">
        <Divider sx={{ mb: 2 }} />
        <Typography id="settings-messages" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('admin.settings.sections.messages')}
        </Typography>
        <Grid container spacing={2}>
          {messageTexts.map(message)}
        </Grid>
      </section>
    </Stack>
  );
}
