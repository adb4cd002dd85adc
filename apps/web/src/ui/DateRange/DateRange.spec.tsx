import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateRange, isReversed, type DateRangeValue } from './DateRange';

describe('DateRange', () => {
  it('names its two dates and reports a start after the end', () => {
    function Harness() {
      const [value, setValue] = useState<DateRangeValue>({ from: '', to: '2026-03-31' });
      return <DateRange label="Placed" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Placed' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-02' } });
    expect(group.textContent).toContain('The start date must not be after the end date.');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    expect(group.textContent).not.toContain('The start date must not be after the end date.');
  });

  it('a range is reversed only when both ends are set', () => {
    expect(isReversed({ from: '2026-02-01', to: '' })).toBe(false);
    expect(isReversed({ from: '2026-02-01', to: '2026-01-01' })).toBe(true);
  });
});
