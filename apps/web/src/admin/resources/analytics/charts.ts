import { lazy } from 'react';

// recharts is big: these chunks load only when the analytics screen draws a chart. The revenue bars
// are the dashboard's own chart.
export const AnalyticsChart = lazy(() => import('./analytics-chart'));
export const RevenueChart = lazy(() => import('../../components/revenue-chart'));
