import { lazy } from 'react';

/**
 * The charting library is loaded with the first chart on screen, not with the app: these are the
 * only entry points to the chart components.
 */
export const TicketsBarChart = lazy(() =>
  import('./tickets-bar-chart').then((module) => ({ default: module.TicketsBarChart })),
);
export const NpsGauge = lazy(() => import('./nps-gauge').then((module) => ({ default: module.NpsGauge })));
export const NpsDistributionChart = lazy(() =>
  import('./nps-distribution-chart').then((module) => ({ default: module.NpsDistributionChart })),
);
