import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the chosen panel', async () => {
    render(
      <Tabs
        label="Order"
        tabs={[
          { id: 'lines', label: 'Lines', content: <p>Ring lines</p> },
          { id: 'history', label: 'History', content: <p>Placed on Monday</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Order' })).toBeTruthy();
    const lines = screen.getByRole('tab', { name: 'Lines' });
    expect(screen.getByRole('tabpanel', { name: 'Lines' }).textContent).toBe('Ring lines');
    act(() => lines.focus());
    fireEvent.keyDown(lines, { key: 'ArrowRight' });
    const history = screen.getByRole('tab', { name: 'History' });
    // Radix moves the focus on the next tick and activates the tab it lands on.
    await waitFor(() => expect(document.activeElement).toBe(history));
    await waitFor(() => expect(history.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel', { name: 'History' }).textContent).toBe('Placed on Monday');
  });
});
