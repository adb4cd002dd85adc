import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { createAppStore } from '../../app/store';
import type { PriceStatus } from '../../shared/types';
import { designDetail, DESIGN_ID, logInBuyer, priced } from '../../test/catalogue-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import { DesignPage } from './DesignPage';

const ROUTE = `/page3?karate=3&shade=2&totalCarate=0.5&quality=2&designId=${DESIGN_ID}&mainGroupId=1&isFixedDesign=true`;
const ui = (
  <Routes>
    <Route path="/page3" element={<DesignPage />} />
  </Routes>
);

function setup(priceStatus: PriceStatus, route = ROUTE) {
  const services = createTestServices();
  const store = createAppStore(services);
  logInBuyer(store, priceStatus);
  const detail = designDetail();
  detail.variants = detail.variants.map((variant, index) =>
    priced(variant, [5200, 4800, 3100][index], priceStatus),
  );
  services.api.getDesign.mockResolvedValue({ status: true, data: detail });
  return { ...renderWithStore(ui, { route, services, store }), services };
}

const OTHER_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

function OtherDesignLink() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(ROUTE.replace(DESIGN_ID, OTHER_ID))}>
      Other design
    </button>
  );
}

describe('design page (/page3)', () => {
  it('never shows the previous design while another one loads', async () => {
    const services = createTestServices();
    const store = createAppStore(services);
    logInBuyer(store, 2);
    services.api.getDesign.mockResolvedValueOnce({ status: true, data: designDetail() });
    services.api.getDesign.mockReturnValueOnce(new Promise(() => undefined));
    const page = (
      <>
        <OtherDesignLink />
        <DesignPage />
      </>
    );
    renderWithStore(
      <Routes>
        <Route path="/page3" element={page} />
      </Routes>,
      { route: ROUTE, services, store },
    );
    await screen.findByRole('region', { name: 'Design summary' });
    fireEvent.click(screen.getByRole('button', { name: 'Other design' }));
    expect(await screen.findByText('Loading design…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Design summary' })).toBeNull();
    expect(services.api.getDesign).toHaveBeenLastCalledWith(OTHER_ID, expect.anything(), expect.anything());
  });

  it('loads the design with the page parameters and shows its trade price, stock and details', async () => {
    const { services } = setup(2);
    const summary = await screen.findByRole('region', { name: 'Design summary' });
    expect(services.api.getDesign).toHaveBeenCalledWith(
      DESIGN_ID,
      { karate: 3, shade: 2, totalCarate: 0.5, quality: 2, mainGroupId: 1, isFixedDesign: true },
      expect.any(AbortSignal),
    );
    expect(within(summary).getByRole('heading', { level: 1, name: 'Twisted Solitaire Ring' })).toBeTruthy();
    expect(within(summary).getByRole('note', { name: 'Price' }).textContent).toBe('Trade £5,200.00');
    expect(within(summary).getByText('In stock — delivery 24-72 hours')).toBeTruthy();
    expect(within(summary).getByText('IGI 612345678')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Stones' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Twisted Solitaire Ring, image 1 of 2' }).getAttribute('srcset'),
    ).toContain('800w');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Twisted Solitaire Ring, image 2 of 2' })).toBeTruthy();
  });

  it('changing a picker selects the closest variant and replaces the URL', async () => {
    const { services } = setup(1);
    const summary = await screen.findByRole('region', { name: 'Design summary' });
    expect(within(summary).getByRole('note', { name: 'Price' }).textContent).toBe('RRP £5,200.00');
    fireEvent.change(within(summary).getByRole('combobox', { name: 'Shade' }), { target: { value: '1' } });
    // Shown at once, before the router has replaced the URL.
    expect(within(summary).getByRole('note', { name: 'Price' }).textContent).toBe('RRP £4,800.00');
    expect(within(summary).getByText('Available on special order — 4-5 weeks, non-returnable')).toBeTruthy();
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith(
        `/page3?karate=3&shade=1&totalCarate=0.5&quality=2&designId=${DESIGN_ID}&mainGroupId=1&isFixedDesign=true`,
        { replace: true, preventScrollReset: true },
      ),
    );
  });

  it('shows no price at all when prices are hidden (no "£0")', async () => {
    setup(0);
    const summary = await screen.findByRole('region', { name: 'Design summary' });
    expect(within(summary).queryByRole('note', { name: 'Price' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/£|RRP|Trade/);
  });

  it('says when the design does not exist', async () => {
    const services = createTestServices();
    const store = createAppStore(services);
    logInBuyer(store, 2);
    services.api.getDesign.mockRejectedValue(new ApiError('Design not found', 404));
    renderWithStore(ui, { route: ROUTE, services, store });
    expect(await screen.findByText('This design could not be found.')).toBeTruthy();
  });

  it('says a retired design (410) is no longer available, with a way back to search', async () => {
    const services = createTestServices();
    const store = createAppStore(services);
    logInBuyer(store, 2);
    services.api.getDesign.mockRejectedValue(
      new ApiError('This design is no longer available.', 410, { code: 'CATALOGUE_DESIGN_UNAVAILABLE' }),
    );
    renderWithStore(ui, { route: ROUTE, services, store });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This design is no longer available' }),
    ).toBeTruthy();
    expect(screen.queryByText('This design could not be found.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Search the catalogue' }).getAttribute('href')).toBe(
      '/search-designs/menu',
    );
  });
});
