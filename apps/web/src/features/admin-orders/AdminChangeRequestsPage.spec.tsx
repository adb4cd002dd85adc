import type { ChangeRequestView } from '@atelier/contracts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paged } from '../../test/orders-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import { AdminChangeRequestsPage } from './AdminChangeRequestsPage';

function request(overrides: Partial<ChangeRequestView> = {}): ChangeRequestView {
  return {
    _id: 'r-1',
    order_id: 'o-1',
    order_number: 'ORD00042',
    line_id: null,
    message: 'Please make the ring size N.',
    status: 'open',
    response: null,
    created_at: '2026-03-01T10:00:00.000Z',
    date: '2026-03-01T10:00:00.000Z',
    resolved_at: null,
    ...overrides,
  };
}

describe('back-office change requests', () => {
  it('answers an open request and shows the list as it is now', async () => {
    const services = createTestServices();
    services.api.adminGetChangeRequests
      .mockResolvedValueOnce({ status: true, data: paged([request()]) })
      .mockResolvedValueOnce({
        status: true,
        data: paged([request({ status: 'resolved', response: 'Done, size N.' })]),
      });
    services.api.adminResolveChangeRequest.mockResolvedValue({
      status: true,
      message: 'The change request has been resolved.',
      data: request({ status: 'resolved', response: 'Done, size N.' }),
    });
    renderWithStore(<AdminChangeRequestsPage />, { services, route: '/Admin/change-requests' });
    const answer = await screen.findByRole('textbox', { name: 'Answer to the request about ORD00042' });
    fireEvent.change(answer, { target: { value: ' Done, size N. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(services.api.adminResolveChangeRequest).toHaveBeenCalledWith('r-1', {
        status: 'resolved',
        response: 'Done, size N.',
      }),
    );
    const row = await screen.findByRole('row', { name: /Done, size N\./ });
    expect(within(row).queryByRole('button', { name: 'Resolve' })).toBeNull();
  });
});
