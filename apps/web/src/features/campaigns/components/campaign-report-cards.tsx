import type { CampaignReportCounts } from '@chatdesk/contracts';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The cards, in reading order: who could be reached, what went out, what came back. */
const cards = [
  'valid',
  'sent',
  'delivered',
  'read',
  'replied',
  'failed',
  'skipped',
  'confirmationRequested',
  'confirmed',
  'refused',
] as const;

/** Spec 3 §2 report cards: one count per card. */
export function CampaignReportCards({ report }: { report: CampaignReportCounts }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card} size={{ xs: 6, sm: 4, md: 3, lg: 12 / 5 }}>
          <Card variant="outlined" sx={{ height: '100%' }} data-testid={`campaign-card-${card}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(`campaigns.report.cards.${card}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {report[card]}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
