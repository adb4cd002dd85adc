import { act, fireEvent, screen, within } from '@testing-library/react';
import type { MenuNode } from '../../api/types';
import { renderWithStore } from '../../test/test-utils';
import { MainMenu } from './MainMenu';
import { menuLoaded } from './menuSlice';

const entry = (index: number): MenuNode => ({
  _id: `s${index}`,
  title: `Style ${index}`,
  url_path: `style-${index}`,
  is_style: true,
  menu: [],
});

describe('desktop mega-menu', () => {
  it('renders a column of more than 9 entries as two halves, with NEW badges', () => {
    const { store } = renderWithStore(<MainMenu />);
    act(() => {
      store.dispatch(
        menuLoaded([
          {
            _id: 'rings',
            title: 'Rings',
            url_path: 'rings',
            menu: [
              {
                _id: 'by-style',
                title: 'Shop by Style',
                url_path: 'rings-by-style',
                is_submenu1_clickable: false,
                menu: [
                  ...Array.from({ length: 11 }, (_, index) => entry(index + 1)),
                  { ...entry(12), is_new: true },
                ],
              },
              { _id: 'metal', title: 'Shop by Metal', url_path: 'rings-by-metal', menu: [entry(20)] },
            ],
          },
          { _id: 'new', title: 'New Lines', url_path: 'new-lines' },
          { _id: 'mounts', title: 'Mounts', url_path: 'mounts', is_new: true },
        ]),
      );
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // The dropdowns render from the first reach for the menu.
    expect(within(nav).queryByText('Shop by Style')).toBeNull();
    fireEvent.pointerOver(within(nav).getByRole('link', { name: 'Rings' }));
    const column = within(nav).getByText('Shop by Style').closest('li') as HTMLElement;
    const halves = column.querySelectorAll('ul');
    expect(Array.from(halves, (list) => list.children.length)).toEqual([6, 6]);
    expect(within(column).getByRole('link', { name: 'Style 12 NEW' }).getAttribute('href')).toBe(
      '/search-designs/menu?category=rings&subCategory=rings-by-style&style=style-12',
    );
    const metalColumn = within(nav).getByRole('link', { name: 'Shop by Metal' }).closest('li') as HTMLElement;
    expect(metalColumn.querySelectorAll('ul')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'New Lines' }).getAttribute('href')).toBe(
      '/search-designs/new_arrival',
    );
    expect(within(nav).getByRole('link', { name: 'Mounts NEW' }).getAttribute('href')).toBe(
      '/design-category/mounts',
    );
  });
});
