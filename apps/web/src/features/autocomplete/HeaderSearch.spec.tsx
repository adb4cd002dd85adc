import { act, fireEvent, screen, within } from '@testing-library/react';
import { createAppStore } from '../../app/store';
import { autocompleteResult, logInBuyer } from '../../test/catalogue-fixtures';
import { createTestServices, renderWithStore } from '../../test/test-utils';
import { designPath } from '../../shared/catalogue/designPaths';
import { AUTOCOMPLETE_DEBOUNCE_MS } from './autocompleteSagas';
import { HeaderSearch } from './HeaderSearch';

function setup(loggedIn = true) {
  const services = createTestServices();
  const store = createAppStore(services);
  if (loggedIn) logInBuyer(store);
  const view = renderWithStore(<HeaderSearch />, { services, store });
  return { ...view, input: screen.getByRole('combobox', { name: 'Search designs' }) };
}

async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(AUTOCOMPLETE_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('HeaderSearch', () => {
  const results = [
    autocompleteResult(),
    autocompleteResult({
      design: 'R1002',
      name: 'Milgrain Stacking Ring',
      design_id: 'b1e2c3d4-0000-4000-8000-000000000002',
    }),
  ];

  it('lists designs as options of a listbox, named by number and name', async () => {
    const { input, services } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: results });
    await typeAndWait(input, 'r10');
    const listbox = screen.getByRole('listbox', { name: 'Design suggestions' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['R1001Twisted Solitaire Ring', 'R1002Milgrain Stacking Ring']);
    expect(screen.getByRole('option', { name: 'R1002 Milgrain Stacking Ring' })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves with the arrow keys and opens the highlighted design with Enter', async () => {
    const { input, services } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: results });
    await typeAndWait(input, 'r10');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /R1002/ });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /R1001/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(services.navigate).toHaveBeenCalledWith(designPath(results[1]));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens a design on click', async () => {
    const { input, services } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: results });
    await typeAndWait(input, 'r10');
    fireEvent.click(screen.getByRole('option', { name: /R1001/ }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(services.navigate).toHaveBeenCalledWith(
      `/page3?karate=3&shade=2&totalCarate=0.5&quality=2&designId=${results[0].design_id}&mainGroupId=1&isFixedDesign=true`,
    );
  });

  it('says "No results found" for an empty answer', async () => {
    const { input, services } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: [] });
    await typeAndWait(input, 'zzz');
    expect(screen.getByRole('status').textContent).toBe('No results found');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter without a highlighted design searches the listing by text', async () => {
    const { input, services } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: results });
    await typeAndWait(input, 'halo');
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(services.navigate).toHaveBeenCalledWith('/search-designs/menu?q=halo');
  });

  it('Escape closes the list', async () => {
    const { input, services } = setup();
    services.api.searchDesignAutocomplete.mockResolvedValue({ status: true, data: results });
    await typeAndWait(input, 'r10');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks visitors to log in', async () => {
    const { input, store } = setup(false);
    await typeAndWait(input, 'r10');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to search the catalogue' }));
    expect(store.getState().auth.loginModalOpen).toBe(true);
  });
});
