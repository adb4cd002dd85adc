import { render, screen } from '@testing-library/react';
import { Chart } from './Chart';

// A canvas cannot draw in jsdom: the lazy chart part is stood in for by its accessible shape.
jest.mock('./ChartCanvas', () => ({
  __esModule: true,
  default: ({ title }: { title: string }) => <canvas role="img" aria-label={title} />,
}));

describe('Chart', () => {
  it('loads the chart on demand and keeps its numbers readable as a table', async () => {
    render(
      <Chart
        type="bar"
        title="Orders per month"
        labels={['Jan', 'Feb']}
        series={[{ label: 'Orders', data: [12, 30] }]}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Orders per month' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Orders per month' });
    expect(table.textContent).toContain('Feb30');
  });
});
