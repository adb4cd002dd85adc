import { fireEvent, render, screen } from '@testing-library/react';
import { Button, buttonClass } from './Button';

describe('Button', () => {
  it('is named by its text, never submits by default and passes clicks on', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save changes</Button>);
    const button = screen.getByRole('button', { name: 'Save changes' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is busy, stays focusable and ignores clicks', () => {
    const onClick = jest.fn();
    render(
      <Button variant="primary" loading onClick={onClick}>
        Approve
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant and size its class, also for links styled as buttons', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe('button danger sm');
    expect(buttonClass({ variant: 'ghost' })).toBe('button ghost');
  });
});
