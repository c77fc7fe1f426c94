// Chart.js with only what the dashboard draws registered: the line and doughnut charts, the two scales the line
// needs, and the filler for the area under it. No tooltip and no legend: the sales card names the hovered day in
// its own HTML (see sales-analytics-card.tsx), the doughnut's legend is real text under it, and every figure is
// in the charts' text alternatives. This module is imported only by the lazily loaded chart chunk, so the cards
// never wait for it.
import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Filler,
  DoughnutController,
  ArcElement,
);

export { Chart };
