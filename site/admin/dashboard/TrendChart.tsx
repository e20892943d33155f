import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
import type { ApexOptions } from 'apexcharts';
import 'apexcharts/line';
import 'apexcharts/features/legend';
// Shipped as our own stylesheet: the page's CSP refuses the <style> element ApexCharts would inject.
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/dist/apexcharts-legend.css';
import type { TrendPoint } from '#contract/stats/stats-api';
import { TREND_SERIES } from './trend-series';

/** The trends line chart: loaded on demand by TrendsPanel (its own chunk). */
export function TrendChart({ points, height }: { points: TrendPoint[]; height: number }) {
  const series = useMemo(
    () => TREND_SERIES.map((line) => ({ name: line.name, data: points.map((point) => point[line.key]) })),
    [points],
  );
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        id: 'lead-trends',
        injectStyleSheet: false,
        fontFamily: 'inherit',
        toolbar: { show: false },
        zoom: { enabled: false },
        animations: { enabled: false },
        parentHeightOffset: 0,
        accessibility: {
          enabled: true,
          description:
            'Leads per period, one line each for buyers, sellers, renters and newsletter sign-ups. The same numbers follow as a table.',
        },
      },
      colors: TREND_SERIES.map((line) => line.color),
      stroke: { curve: 'smooth', width: 3 },
      markers: { size: 3 },
      dataLabels: { enabled: false },
      xaxis: {
        categories: points.map((point) => point.period),
        tickPlacement: 'on',
        labels: { rotate: -45, hideOverlappingLabels: true },
      },
      yaxis: { min: 0, forceNiceScale: true, labels: { formatter: (value: number) => String(Math.round(value)) } },
      legend: { position: 'top', horizontalAlign: 'left' },
      tooltip: { shared: true, intersect: false },
      grid: { borderColor: '#e2e8f0' },
    }),
    [points],
  );
  return <Chart type="line" height={height} series={series} options={options} />;
}
