import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { ChartProps } from './Chart';

// Only the parts the kit draws are registered, so the chart chunk carries nothing else.
ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

/** A palette that reads on white in both themes. */
const COLOURS = ['#8a6a3c', '#3f6e8c', '#6b8e4e', '#b3261e', '#7a5c99'];

/** The chart itself (Chart.js); loaded on demand by Chart, never part of a first load. */
export default function ChartCanvas({ type, title, labels, series }: ChartProps) {
  const data = {
    labels: [...labels],
    datasets: series.map((item, index) => ({
      label: item.label,
      data: [...item.data],
      backgroundColor: COLOURS[index % COLOURS.length],
      borderColor: COLOURS[index % COLOURS.length],
    })),
  };
  const options = { responsive: true, maintainAspectRatio: false, animation: false as const };
  const label = title;
  return type === 'bar' ? (
    <Bar data={data} options={options} aria-label={label} role="img" />
  ) : (
    <Line data={data} options={options} aria-label={label} role="img" />
  );
}
