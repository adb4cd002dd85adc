import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import { loginModalOpened } from '../../app/auth/authSlice';
import { LoginModal } from './LoginModal';

function openModal() {
  const services = createTestServices();
  const view = renderWithStore(<LoginModal />, { services });
  act(() => {
    view.store.dispatch(loginModalOpened());
  });
  const dialog = screen.getByRole('dialog', { name: 'Login' });
  return { ...view, dialog };
}

describe('LoginModal', () => {
  it('is a labelled dialog with Email, Password, a register link and a Login button', () => {
    const { dialog } = openModal();
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveProperty('type', 'password');
    expect(within(dialog).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/user-registration',
    );
    expect(within(dialog).getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('names the fields in its messages when both are empty', () => {
    const { dialog, services } = openModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByText('The email field is required.')).toBeTruthy();
    expect(within(dialog).getByText('The password field is required.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(services.api.login).not.toHaveBeenCalled();
  });

  it('rejects an invalid email', () => {
    const { dialog } = openModal();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'buyer@' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(within(dialog).getByText('The email field must be a valid email.')).toBeTruthy();
    expect(within(dialog).queryByText('The password field is required.')).toBeNull();
  });

  it('reveals the password on request', () => {
    const { dialog } = openModal();
    const password = within(dialog).getByLabelText('Password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(password).toHaveProperty('type', 'text');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(password).toHaveProperty('type', 'password');
  });

  it('shows the message of a {status:false} answer under the form', async () => {
    const { dialog, services } = openModal();
    services.api.login.mockResolvedValue({
      status: false,
      message: 'These credentials do not match our records.',
    });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'buyer@demo.test' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'These credentials do not match our records.',
      ),
    );
    expect(services.api.login).toHaveBeenCalledWith({ email: 'buyer@demo.test', password: 'wrong' });
  });

  it('closes with the Close button', () => {
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
