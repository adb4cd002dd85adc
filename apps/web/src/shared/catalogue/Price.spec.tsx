import { screen } from '@testing-library/react';
import { designCard, priced } from '../../test/catalogue-fixtures';
import { renderWithStore } from '../../test/test-utils';
import { DesignCardItem } from './DesignCardItem';
import { designPath } from './designPaths';
import { formatPrice } from './formatPrice';
import { Price } from './Price';

describe('Price (prices exactly as the server sends them)', () => {
  it('renders nothing at all when the answer has no price key (price status 0)', () => {
    const { container } = renderWithStore(<Price item={{}} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing for a price without its type', () => {
    const { container } = renderWithStore(<Price item={{ price: 10 }} />);
    expect(container.innerHTML).toBe('');
  });

  it('labels a trade price "Trade" and an RRP "RRP", in pounds', () => {
    renderWithStore(<Price item={{ price: 5200, price_type: 'trade' }} />);
    expect(screen.getByRole('note', { name: 'Price' }).textContent).toBe('Trade £5,200.00');
  });

  it('shows the RRP with its pence', () => {
    renderWithStore(<Price item={{ price: 1622.5, price_type: 'rrp' }} />);
    expect(screen.getByRole('note', { name: 'Price' }).textContent).toBe('RRP £1,622.50');
  });

  it("shows the buyer's discount as was/now: the old price struck through, then the new one", () => {
    renderWithStore(<Price item={{ price: 450, was_price: 500, price_type: 'trade' }} />);
    expect(screen.getByRole('note', { name: 'Price' }).textContent).toBe('Trade £500.00 £450.00');
    expect(screen.getByLabelText('Was').tagName).toBe('S');
    expect(screen.getByLabelText('Now').textContent).toBe('£450.00');
  });

  it('formats in the page language', () => {
    expect(formatPrice(1622.5, 'de')).toMatch(/1\.622,50\s£/);
  });
});

describe('design card', () => {
  it('links to /page3 with the card variant, shows number, name, variant, stock and no price at status 0', () => {
    const card = designCard();
    renderWithStore(<DesignCardItem design={card} />);
    const link = screen.getByRole('link', { name: 'R1001 Twisted Solitaire Ring' });
    expect(link.getAttribute('href')).toBe(designPath(card));
    expect(link.getAttribute('href')).toBe(
      `/page3?karate=3&shade=2&totalCarate=0.5&quality=2&designId=${card.design_id}&mainGroupId=1&isFixedDesign=true`,
    );
    expect(screen.getByText('18K White Gold · GH-SI · 0.50 ct')).toBeTruthy();
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Price' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/£|Trade|RRP/);
    const image = document.querySelector('img');
    expect(image?.getAttribute('srcset')).toContain('w=800 800w');
  });

  it('shows the price the server sent, in the current language route', () => {
    renderWithStore(<DesignCardItem design={priced(designCard({ in_stock: false }), 78.28, 1)} />, {
      route: '/de/search-designs/new_arrival',
    });
    // Texts follow the i18n instance (English in tests); the amount follows the URL's language.
    expect(screen.getByRole('note', { name: 'Price' }).textContent).toMatch(/^RRP 78,28\s£$/);
    expect(screen.getByRole('link', { name: /R1001/ }).getAttribute('href')).toMatch(/^\/de\/page3\?/);
    expect(screen.getByText('Special order')).toBeTruthy();
  });
});
