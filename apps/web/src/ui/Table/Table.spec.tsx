import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Table, type Column, type SortState } from './Table';

interface Row {
  id: string;
  name: string;
  total: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Bath', total: 30 },
  { id: 'b', name: 'York', total: 10 },
  { id: 'c', name: 'Lund', total: 20 },
];

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name, hideable: false },
  { id: 'total', header: 'Total', cell: (row) => row.total, sortValue: (row) => row.total },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('is named by its label and sorts in the browser by a header click', () => {
    render(<Table label="Customers" rows={rows} columns={columns} rowId={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Customers' })).toBeTruthy();
    expect(names()).toEqual(['Bath', 'York', 'Lund']);
    fireEvent.click(screen.getByRole('button', { name: /Total/ }));
    expect(names()).toEqual(['York', 'Lund', 'Bath']);
    expect(screen.getByRole('columnheader', { name: /Total/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: /Total/ }));
    expect(names()).toEqual(['Bath', 'Lund', 'York']);
  });

  it('in server mode keeps the rows as given and asks for the new sort', () => {
    const onSortChange = jest.fn<void, [SortState | null]>();
    render(
      <Table
        label="Orders"
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        sort={{ id: 'name', desc: false }}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: true });
    expect(names()).toEqual(['Bath', 'York', 'Lund']);
  });

  it('selects rows one by one and all at once', () => {
    function Harness() {
      const [selected, setSelected] = useState<string[]>([]);
      return (
        <>
          <Table
            label="Invoices"
            rows={rows}
            columns={columns}
            rowId={(row) => row.id}
            rowLabel={(row) => row.name}
            selected={selected}
            onSelectionChange={setSelected}
          />
          <output>{selected.join(',')}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select York' }));
    expect(screen.getByRole('status').textContent).toBe('b');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByRole('status').textContent).toBe('a,b,c');
  });

  it('hides a column from the chooser', () => {
    render(<Table label="Customers" rows={rows} columns={columns} rowId={(row) => row.id} columnChooser />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByRole('checkbox', { name: 'Name' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Total' }));
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
  });

  it('says when it is loading, empty or failed', () => {
    const { rerender } = render(
      <Table label="Customers" rows={[]} columns={columns} rowId={(row) => row.id} loading />,
    );
    expect(screen.getByRole('cell').textContent).toBe('Loading…');
    rerender(<Table label="Customers" rows={[]} columns={columns} rowId={(row) => row.id} />);
    expect(screen.getByRole('cell').textContent).toBe('No records');
    rerender(
      <Table label="Customers" rows={rows} columns={columns} rowId={(row) => row.id} error="Not loaded." />,
    );
    expect(screen.getByRole('cell').textContent).toBe('Not loaded.');
  });
});
