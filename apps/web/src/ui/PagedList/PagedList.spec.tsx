import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { TextField } from '../Field';
import type { Column } from '../Table';
import { PagedList } from './PagedList';
import { useListParams } from './useListParams';

interface Row {
  id: string;
  name: string;
}

const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
];

function Location() {
  const location = useLocation();
  return <output>{location.search}</output>;
}

function List({ onParams }: { onParams: (summary: string) => void }) {
  const params = useListParams(['search'] as const);
  onParams(
    `${params.page}|${params.sort ? `${params.sort.id}:${params.sort.desc}` : ''}|${params.filters.search}`,
  );
  return (
    <PagedList
      label="Customers"
      filterLabel="Filter customers"
      applyLabel="Search"
      params={params}
      rows={[{ id: '1', name: 'Bath' }]}
      columns={columns}
      rowId={(row) => row.id}
      total={45}
      pageSize={20}
      filters={<TextField label="Search" name="search" defaultValue={params.filters.search} />}
    />
  );
}

function renderAt(url: string) {
  const seen: string[] = [];
  render(
    <MemoryRouter initialEntries={[url]}>
      <List onParams={(summary) => seen.push(summary)} />
      <Location />
    </MemoryRouter>,
  );
  return { latest: () => seen[seen.length - 1], search: () => screen.getByRole('status').textContent };
}

describe('PagedList', () => {
  it('reads page, sort and filters from the URL', () => {
    const view = renderAt('/list?page=2&sort=name:desc&search=bath');
    expect(view.latest()).toBe('2|name:true|bath');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('bath');
  });

  it('pages, sorts and filters through the URL, back to page 1 on a new sort or filter', () => {
    const view = renderAt('/list');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(view.search()).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(view.search()).toBe('?sort=name%3Aasc');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: ' york ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(view.search()).toBe('?sort=name%3Aasc&search=york');
    expect(view.latest()).toBe('1|name:false|york');
  });
});
