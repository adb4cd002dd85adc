import { screen } from '@testing-library/react';
import { renderWithStore } from '../../test/test-utils';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says 404 This page could not be found and links home', () => {
    renderWithStore(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('links to the home of the language in the URL', () => {
    renderWithStore(<NotFoundPage />, { route: '/swe/unknown/page' });
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/swe');
  });
});
