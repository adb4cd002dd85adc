import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { Textarea, TextField } from './TextField';

describe('form controls', () => {
  it('a text field is named by its label and described by its hint and error', () => {
    render(<TextField label="Email" hint="Work address" error="Email must be an email address." required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Work address',
      'Email must be an email address.',
    ]);
  });

  it('a field without an error is not invalid and not described', () => {
    render(<Textarea label="Comment" />);
    const textarea = screen.getByRole('textbox', { name: 'Comment' });
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
  });

  it('a select lists its placeholder and options', () => {
    const onChange = jest.fn<void, [string]>();
    render(
      <Select
        label="Status"
        placeholder="All"
        options={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Open',
      'Closed',
    ]);
    fireEvent.change(select, { target: { value: 'closed' } });
    expect(onChange).toHaveBeenCalledWith('closed');
  });

  it('a checkbox is named by its label and toggles', () => {
    render(<Checkbox label="VAT applicable" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'VAT applicable' });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it('a radio group is a named group of named radios', () => {
    function Harness() {
      const [value, setValue] = useState('admin');
      return (
        <RadioGroup
          label="Role"
          name="role"
          value={value}
          onChange={setValue}
          error="Choose a role."
          options={[
            { value: 'admin', label: 'Admin' },
            { value: 'super-admin', label: 'Super admin' },
          ]}
        />
      );
    }
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Role' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Super admin' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Super admin' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Admin' }).checked).toBe(false);
  });
});
