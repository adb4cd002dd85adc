import type { DashboardSeries } from '@atelier/contracts/admin';
import { screen } from '@testing-library/react';
import { renderWithStore } from '../../test/test-utils';
import { SeriesCharts, SeriesTables } from './SalesSeries';

// A canvas cannot draw in jsdom: the lazy chart part is stood in for by its accessible shape.
jest.mock('../../ui/Chart/ChartCanvas', () => ({
  __esModule: true,
  default: ({ title }: { title: string }) => <canvas role="img" aria-label={title} />,
}));

const SERIES: DashboardSeries = {
  from: '2026-11-01',
  to: '2026-11-25',
  salesPerDay: [],
  perCategory: [],
  perMetalKarat: [],
  topDesigns: [],
  topCustomers: [],
  pageViewsPerDay: [
    { day: '2026-11-23', views: 14 },
    { day: '2026-11-24', views: 31 },
  ],
  topPages: [
    { path: '/search-designs/rings', views: 27 },
    { path: '/cart', views: 9 },
  ],
};

describe('dashboard page views', () => {
  it('charts the storefront page views per day and the most viewed pages', async () => {
    renderWithStore(<SeriesCharts series={SERIES} />);
    expect(await screen.findByRole('img', { name: 'Storefront page views per day' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Most viewed pages' })).toBeTruthy();
    const perDay = screen.getByRole('table', { name: 'Storefront page views per day' });
    expect(perDay.textContent).toContain('2026-11-2431');
    const top = screen.getByRole('table', { name: 'Most viewed pages' });
    expect(top.textContent).toContain('/search-designs/rings27');
  });

  it('lists the same figures as tables', () => {
    renderWithStore(<SeriesTables series={SERIES} />);
    const top = screen.getByRole('table', { name: 'Most viewed pages' });
    expect(top.textContent).toContain('/cart');
    expect(top.textContent).toContain('27');
    expect(screen.getByRole('table', { name: 'Storefront page views per day' }).textContent).toContain('31');
  });
});
