import { type DashboardCounters, npsScale } from '@chatdesk/contracts';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NpsDistributionChart, NpsGauge } from '../charts/lazy-charts';
import type { CounterKey } from '../lib/counter-text';
import { formatPercent } from '../lib/dashboard-format';
import { ChartFrame } from './chart-frame';
import { CounterCards } from './counter-cards';

/** Spec 1 §3: the rating counters. */
const ratingKeys: readonly CounterKey[] = ['tickets', 'waitRating', 'withoutRating', 'withRating', 'percRating'];
const gaugeHeight = 220;
const distributionHeight = 200;

/** Assessments: the NPS gauge, each group's share (in words and as bars) and the rating counters. */
export function NpsTab({ counters }: { counters: DashboardCounters }) {
  const { t, i18n } = useTranslation();
  const { palette } = useTheme();
  const percent = (value: number) => formatPercent(value, i18n.language);
  const groups = [
    {
      key: 'promoters',
      label: t('dashboard.nps.promoters'),
      percent: counters.npsPromotersPerc,
      color: palette.success.main,
    },
    {
      key: 'passives',
      label: t('dashboard.nps.passives'),
      percent: counters.npsPassivePerc,
      color: palette.warning.main,
    },
    {
      key: 'detractors',
      label: t('dashboard.nps.detractors'),
      percent: counters.npsDetractorsPerc,
      color: palette.error.main,
    },
  ] as const;
  const shares = {
    promoters: percent(counters.npsPromotersPerc),
    passives: percent(counters.npsPassivePerc),
    detractors: percent(counters.npsDetractorsPerc),
  };
  const gaugeText = t('dashboard.nps.gauge', { score: counters.npsScore });
  const scale = t('dashboard.nps.scale', {
    ...npsScale,
    passiveFrom: npsScale.detractorUpTo + 1,
    passiveTo: npsScale.promoterFrom - 1,
  });

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
        <ChartFrame title={t('dashboard.nps.title')} caption={scale} summary={gaugeText} height={gaugeHeight}>
          <NpsGauge score={counters.npsScore} height={gaugeHeight} />
        </ChartFrame>
        <ChartFrame
          title={t('dashboard.nps.distribution')}
          summary={t('dashboard.nps.distributionSummary', shares)}
          data={{
            columns: [t('dashboard.nps.ratings'), t('dashboard.nps.share')],
            rows: groups.map((group) => [group.label, shares[group.key]]),
          }}
          height={distributionHeight}
        >
          <NpsDistributionChart
            groups={groups.map(({ label, percent: value, color }) => ({ label, percent: value, color }))}
            height={distributionHeight}
            valueLabel={t('dashboard.nps.share')}
            formatPercent={percent}
          />
        </ChartFrame>
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {groups.map((group) => (
          <Box
            component="li"
            key={group.key}
            data-testid={`nps-${group.key}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: group.color }} />
            <Typography>
              {group.label}: <strong>{shares[group.key]}</strong>
            </Typography>
          </Box>
        ))}
      </Box>
      <CounterCards keys={ratingKeys} counters={counters} />
    </Stack>
  );
}
