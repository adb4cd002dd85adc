import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../Button';
import { SUCCESS_MS, ToastProvider, useToast } from './Toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show('success', 'Saved.')}>Save</Button>
      <Button onClick={() => toast.show('error', 'Not saved.')}>Fail</Button>
    </>
  );
}

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a success politely and lets it go after a while', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toContain('Saved.');
    act(() => jest.advanceTimersByTime(SUCCESS_MS));
    expect(status.textContent).not.toContain('Saved.');
  });

  it('announces an error at once and keeps it until dismissed', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Not saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(alert.textContent).toBe('');
  });
});
