import type { CampaignReportAnswer } from '@chatdesk/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { campaignReportQuery } from '../api/get-campaigns';
import { useCampaignReportRefresh } from '../lib/use-campaign-report-refresh';
import { CampaignReportCards } from './campaign-report-cards';
import { CampaignsGate } from './campaigns-gate';

/** While a campaign runs, the report also refetches this often, in case a live update is missed. */
export const runningReportPollMs = 5000;

/** /campaign/{campaignId}/report (spec 3 §2): status with delivered of valid, a progress bar and the cards. */
export function CampaignReportPage() {
  const campaignId = Number(useParams().campaignId);
  return <CampaignsGate>{(timeZone) => <CampaignReport campaignId={campaignId} timeZone={timeZone} />}</CampaignsGate>;
}

function CampaignReport({ campaignId, timeZone }: { campaignId: number; timeZone: string }) {
  const { t } = useTranslation();
  useCampaignReportRefresh(campaignId);
  const report = useQuery({
    ...campaignReportQuery(campaignId),
    refetchInterval: (query) => (query.state.data?.campaign.status === 'EM_ANDAMENTO' ? runningReportPollMs : false),
  });
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/campaigns" startIcon={<ArrowBack />} size="small">
          {t('campaigns.report.back')}
        </Button>
      </Box>
      {report.isError ? <Alert severity="error">{t('campaigns.loadError')}</Alert> : null}
      {report.data ? <ReportBody data={report.data} timeZone={timeZone} /> : <LinearProgress />}
    </Stack>
  );
}

function ReportBody({ data, timeZone }: { data: CampaignReportAnswer; timeZone: string }) {
  const { t } = useTranslation();
  const { campaign, report } = data;
  const percent = report.valid === 0 ? 0 : Math.min(100, Math.round((report.delivered / report.valid) * 100));
  const details = [
    campaign.whatsapp ? t('campaigns.report.whatsapp', { name: campaign.whatsapp.name }) : null,
    campaign.contactList ? t('campaigns.report.contactList', { name: campaign.contactList.name }) : null,
    campaign.scheduledAt
      ? t('campaigns.report.scheduledAt', { date: formatDateTime(campaign.scheduledAt, { timeZone }) })
      : null,
    campaign.completedAt
      ? t('campaigns.report.completedAt', { date: formatDateTime(campaign.completedAt, { timeZone }) })
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('campaigns.report.title', { name: campaign.name })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle1" data-testid="campaign-report-status">
              {t('campaigns.report.status', { status: t(`campaigns.status.${campaign.status}`) })}
            </Typography>
            <Typography variant="subtitle1" data-testid="campaign-report-delivered">
              {t('campaigns.report.delivered', { delivered: report.delivered, valid: report.valid })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('campaigns.report.progress')}
            sx={{ height: 10, borderRadius: 5 }}
          />
          {details.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Stack>
      </Paper>
      <CampaignReportCards report={report} />
    </>
  );
}
