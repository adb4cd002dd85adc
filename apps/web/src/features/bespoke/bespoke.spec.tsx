import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { logInBuyer } from '../../test/catalogue-fixtures';
import { paged } from '../../test/orders-fixtures';
import { createFullStore, createTestServices, renderWithStore } from '../../test/test-utils';
import { BespokeOrdersPage } from './BespokeOrdersPage';
import {
  bespokeFields,
  bespokeFormData,
  bespokeMessages,
  EMPTY_BESPOKE,
  IMAGE_ACCEPT,
  imageIssue,
} from './bespokeForm';

const MB = 1024 * 1024;
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const image = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('bespoke image checks (mirroring the server: png, jpg, jpeg, jfif; 10 MB)', () => {
  it('offers only the allowed extensions in the file dialog', () => {
    expect(IMAGE_ACCEPT).toBe('.png,.jpg,.jpeg,.jfif');
  });

  it.each([
    ['ring.png', 'image/png'],
    ['ring.JPG', 'image/jpeg'],
    ['ring.jpeg', 'image/jpeg'],
    ['ring.jfif', 'image/jpeg'],
    ['ring.jfif', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(imageIssue(image(name, type))).toBeNull();
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['ring.gif', 'image/gif'],
    ['ring.webp', 'image/webp'],
    ['renamed.png', 'application/x-msdownload'],
    ['ring', ''],
  ])('refuses %s (%s) with the server’s message', (name, type) => {
    const file = image(name, type);
    expect(imageIssue(file)).toEqual({ key: 'orders.upload.type' });
    expect(bespokeMessages({ ...EMPTY_BESPOKE, description: 'x' }, file, 'en').image).toEqual([
      'The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).',
    ]);
  });

  it('refuses more than 10 MB and a missing image', () => {
    expect(imageIssue(image('big.jpg', 'image/jpeg', 10 * MB))).toBeNull();
    expect(
      bespokeMessages(
        { ...EMPTY_BESPOKE, description: 'x' },
        image('big.jpg', 'image/jpeg', 10 * MB + 1),
        'en',
      ).image,
    ).toEqual(['The image field may not be larger than 10 MB.']);
    expect(bespokeMessages({ ...EMPTY_BESPOKE, description: 'x' }, null, 'en').image).toEqual([
      'Please choose an image for the image field.',
    ]);
  });

  it('checks the text fields as CreateBespokeDto does', () => {
    const messages = bespokeMessages(
      { ...EMPTY_BESPOKE, quantity: '0', budget: '12.345' },
      image('a.png', 'image/png'),
      'en',
    );
    expect(messages.description).toEqual(['The description field is required.']);
    expect(messages.quantity?.[0]).toMatch(/quantity/);
    expect(messages.budget).toEqual([
      'The budget field may have at most two digits after the decimal point.',
    ]);
  });

  it('sends the filled-in fields and the file in `image`', () => {
    const fields = bespokeFields({
      ...EMPTY_BESPOKE,
      description: ' Halo ring ',
      quantity: '2',
      metal: 'White Gold',
    });
    expect(fields).toEqual({ description: 'Halo ring', quantity: '2', metal: 'White Gold' });
    const form = bespokeFormData(fields, new Blob(['x'], { type: 'image/png' }), 'ring.png');
    expect(form.get('description')).toBe('Halo ring');
    expect(form.get('metal')).toBe('White Gold');
    expect(form.get('karat')).toBeNull();
    expect((form.get('image') as File).name).toBe('ring.png');
  });
});

describe('/bespoke-orders', () => {
  it('uploads the request and shows the server’s errors under the image', async () => {
    const services = createTestServices();
    services.api.getBespokeOrders.mockResolvedValue({ status: true, data: paged([]) });
    services.api.createBespokeOrder.mockRejectedValue(
      new ApiError('The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).', 400, {
        code: 'ORDERS_INVALID_IMAGE',
        errors: { image: ['The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).'] },
      }),
    );
    const store = createFullStore(services);
    logInBuyer(store, 2);
    renderWithStore(<BespokeOrdersPage />, { route: '/bespoke-orders', services, store });
    expect(await screen.findByText('No records')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Halo ring, oval sapphire' },
    });
    const file = new File([PNG_BYTES], 'ring.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/^Image/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(services.api.createBespokeOrder).toHaveBeenCalledTimes(1));
    const form = services.api.createBespokeOrder.mock.calls[0][0];
    expect(form.get('description')).toBe('Halo ring, oval sapphire');
    expect(form.get('quantity')).toBe('1');
    expect((form.get('image') as File).name).toBe('ring.png');
    expect(
      await screen.findByText('The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).'),
    ).toBeTruthy();
    // A field error is shown under the field, not as a notification as well.
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('does not send a request without an image', async () => {
    const services = createTestServices();
    services.api.getBespokeOrders.mockResolvedValue({ status: true, data: paged([]) });
    const store = createFullStore(services);
    logInBuyer(store, 2);
    renderWithStore(<BespokeOrdersPage />, { route: '/bespoke-orders', services, store });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Halo ring' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Please choose an image for the image field.')).toBeTruthy();
    expect(services.api.createBespokeOrder).not.toHaveBeenCalled();
  });

  it('checks the picture by its content: a renamed program is refused before anything is uploaded', async () => {
    const services = createTestServices();
    services.api.getBespokeOrders.mockResolvedValue({ status: true, data: paged([]) });
    const store = createFullStore(services);
    logInBuyer(store, 2);
    renderWithStore(<BespokeOrdersPage />, { route: '/bespoke-orders', services, store });
    fireEvent.change(screen.getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Halo ring' },
    });
    const renamed = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'setup.png', {
      type: 'image/png',
    });
    fireEvent.change(screen.getByLabelText(/^Image/), { target: { files: [renamed] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('The image field must be a PNG or JPEG image (png, jpg, jpeg or jfif).'),
    ).toBeTruthy();
    expect(services.api.createBespokeOrder).not.toHaveBeenCalled();
  });
});
