import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeFilter } from '../../api/types';
import type {
  FilterOptions,
  IdFilter,
  NumberRange,
  SearchFacets,
  StoneOrigin,
} from '@atelier/contracts/catalogue';
import { formatCarat, formatPrice } from '../../shared/catalogue/formatPrice';
import { useLanguage } from '../../shared/catalogue/useLanguage';
import { OPEN_BY_DEFAULT, valueName, type FilterGroup } from './filterGroups';
import {
  clearFilters,
  hasOriginChoice,
  toggleFilter,
  withInStock,
  withOrigin,
  withRange,
  type SearchQuery,
} from './searchQuery';

/** The stone origin choices, natural (the default) first. */
const ORIGINS: readonly StoneOrigin[] = ['natural', 'lab_grown', 'both'];

/**
 * Natural, lab grown or both: one choice, natural unless the buyer asks (the server never mixes the two
 * otherwise). Not shown on the lab-grown list, which is lab grown whatever is asked.
 */
function OriginChoice({ query, onChange }: { query: SearchQuery; onChange: (query: SearchQuery) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const chosen: StoneOrigin = query.origin ?? 'natural';
  const title = t('listing.origin.title');
  return (
    <FilterSection title={title} badge={query.origin ? 1 : 0} defaultOpen>
      <fieldset className="filter-fieldset" data-testid="origin-filter">
        <legend className="visually-hidden">{title}</legend>
        <ul className="filter-options">
          {ORIGINS.map((origin) => (
            <li key={origin}>
              <label className={`filter-option${chosen === origin ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name={name}
                  value={origin}
                  checked={chosen === origin}
                  onChange={() => onChange(withOrigin(query, origin))}
                />
                <span className="filter-option__name">{t(`listing.origin.${origin}`)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </FilterSection>
  );
}

/** A collapsible section of the panel (a disclosure), open when asked or when something in it is chosen. */
function FilterSection({
  title,
  badge,
  defaultOpen,
  children,
}: {
  title: string;
  badge?: number;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details className="filter-group" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="filter-group__summary">
        <span>{title}</span>
        {badge ? (
          <span className="filter-group__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </summary>
      <div className="filter-group__body">{children}</div>
    </details>
  );
}

function CheckboxGroup({ group, onToggle }: { group: FilterGroup; onToggle: (id: number) => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const title = t(`listing.groups.${group.filter}`);
  return (
    <FilterSection
      title={title}
      badge={group.selectedCount}
      defaultOpen={OPEN_BY_DEFAULT.has(group.filter) || group.selectedCount > 0}
    >
      <fieldset className="filter-fieldset">
        <legend className="visually-hidden">{title}</legend>
        <ul className={`filter-options${group.values.length > 10 ? ' filter-options--scroll' : ''}`}>
          {group.values.map((value) => {
            const countId = `${baseId}-${value.id}`;
            return (
              <li key={value.id}>
                <label className={`filter-option${value.selected ? ' is-selected' : ''}`}>
                  <input
                    type="checkbox"
                    checked={value.selected}
                    onChange={() => onToggle(value.id)}
                    aria-label={value.name}
                    aria-describedby={value.count === null ? undefined : countId}
                  />
                  {value.swatch && (
                    <span className="swatch" style={{ background: value.swatch }} aria-hidden="true" />
                  )}
                  <span className="filter-option__name">{value.name}</span>
                  {value.count !== null && (
                    <>
                      <span className="filter-option__count" aria-hidden="true">
                        {value.count}
                      </span>
                      <span className="visually-hidden" id={countId}>
                        {t('listing.count', { count: value.count })}
                      </span>
                    </>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </FilterSection>
  );
}

function toNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

/** Min and max inputs with an Apply button (carat, or price when prices are shown). */
function RangeForm({
  which,
  value,
  bounds,
  onApply,
}: {
  which: 'carat' | 'price';
  value: RangeFilter;
  bounds: NumberRange | null | undefined;
  onApply: (value: RangeFilter) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const baseId = useId();
  const [min, setMin] = useState(value.min === undefined ? '' : String(value.min));
  const [max, setMax] = useState(value.max === undefined ? '' : String(value.max));
  const title = t(which === 'carat' ? 'listing.carat' : 'listing.price');
  const format = (amount: number) =>
    which === 'carat' ? formatCarat(amount, language) : formatPrice(amount, language);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ min: toNumber(min), max: toNumber(max) });
  };

  return (
    <FilterSection title={title} defaultOpen={value.min !== undefined || value.max !== undefined}>
      <form className="filter-range" onSubmit={onSubmit} noValidate>
        <fieldset className="filter-fieldset">
          <legend className="visually-hidden">{title}</legend>
          <div className="filter-range__inputs">
            <label className="visually-hidden" htmlFor={`${baseId}-min`}>
              {t(which === 'carat' ? 'listing.caratMin' : 'listing.priceMin')}
            </label>
            <input
              id={`${baseId}-min`}
              className="input"
              type="number"
              inputMode="decimal"
              min={0}
              step={which === 'carat' ? 0.01 : 1}
              value={min}
              placeholder={bounds ? format(bounds.min) : undefined}
              onChange={(event) => setMin(event.target.value)}
            />
            <span aria-hidden="true">{t('listing.rangeTo')}</span>
            <label className="visually-hidden" htmlFor={`${baseId}-max`}>
              {t(which === 'carat' ? 'listing.caratMax' : 'listing.priceMax')}
            </label>
            <input
              id={`${baseId}-max`}
              className="input"
              type="number"
              inputMode="decimal"
              min={0}
              step={which === 'carat' ? 0.01 : 1}
              value={max}
              placeholder={bounds ? format(bounds.max) : undefined}
              onChange={(event) => setMax(event.target.value)}
            />
          </div>
          <button type="submit" className="button button--outline button--small">
            {t('listing.apply')}
          </button>
        </fieldset>
      </form>
    </FilterSection>
  );
}

export interface FilterPanelProps {
  query: SearchQuery;
  groups: FilterGroup[];
  facets: SearchFacets | null;
  /** Price range only when prices are shown (status 1 or 2) and the answer has a price range. */
  showPrice: boolean;
  onChange: (query: SearchQuery) => void;
}

/**
 * The filter panel: the stone origin, a checkbox group per filter with facet counts, carat and price
 * ranges, in stock.
 */
export function FilterPanel({ query, groups, facets, showPrice, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const inStockId = useId();
  return (
    <div className="filters__groups">
      {hasOriginChoice(query) && <OriginChoice query={query} onChange={onChange} />}
      {groups.map((group) => (
        <CheckboxGroup
          key={group.filter}
          group={group}
          onToggle={(id) => onChange(toggleFilter(query, group.filter, id))}
        />
      ))}
      <RangeForm
        key={`carat-${query.carat.min ?? ''}-${query.carat.max ?? ''}`}
        which="carat"
        value={query.carat}
        bounds={facets?.carat}
        onApply={(value) => onChange(withRange(query, 'carat', value))}
      />
      {showPrice && (
        <RangeForm
          key={`price-${query.price.min ?? ''}-${query.price.max ?? ''}`}
          which="price"
          value={query.price}
          bounds={facets?.price}
          onApply={(value) => onChange(withRange(query, 'price', value))}
        />
      )}
      <label className="filter-switch">
        <input
          type="checkbox"
          checked={query.inStock}
          onChange={(event) => onChange(withInStock(query, event.target.checked))}
          aria-describedby={typeof facets?.inStock === 'number' ? inStockId : undefined}
        />
        <span>{t('listing.inStock')}</span>
        {typeof facets?.inStock === 'number' && (
          <span className="filter-option__count" id={inStockId}>
            {facets.inStock}
          </span>
        )}
      </label>
    </div>
  );
}

/** Chips of the chosen filters, each removable, and "Clear all filters". */
export function ActiveFilters({
  query,
  options,
  onChange,
}: {
  query: SearchQuery;
  options: FilterOptions | null;
  onChange: (query: SearchQuery) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chips: { id: string; label: string; next: SearchQuery }[] = [];
  for (const [filter, ids] of Object.entries(query.filters) as [IdFilter, number[]][]) {
    for (const id of ids) {
      chips.push({
        id: `${filter}-${id}`,
        label: valueName(options, filter, id),
        next: toggleFilter(query, filter, id),
      });
    }
  }
  if (query.carat.min !== undefined || query.carat.max !== undefined) {
    chips.push({
      id: 'carat',
      label: t('listing.caratRange', {
        min: query.carat.min === undefined ? '…' : formatCarat(query.carat.min, language),
        max: query.carat.max === undefined ? '…' : formatCarat(query.carat.max, language),
      }),
      next: withRange(query, 'carat', {}),
    });
  }
  if (query.price.min !== undefined || query.price.max !== undefined) {
    chips.push({
      id: 'price',
      label: t('listing.priceRange', {
        min: query.price.min === undefined ? '…' : formatPrice(query.price.min, language),
        max: query.price.max === undefined ? '…' : formatPrice(query.price.max, language),
      }),
      next: withRange(query, 'price', {}),
    });
  }
  if (query.inStock)
    chips.push({ id: 'stock', label: t('listing.inStock'), next: withInStock(query, false) });
  if (query.origin)
    chips.push({
      id: 'origin',
      label: t(`listing.origin.${query.origin}`),
      next: withOrigin(query, 'natural'),
    });
  if (chips.length === 0) return null;

  return (
    <div className="active-filters">
      <p className="visually-hidden">{t('listing.activeFilters')}</p>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className="chip"
              aria-label={t('listing.removeFilter', { name: chip.label })}
              onClick={() => onChange(chip.next)}
            >
              {chip.label}
              <span className="chip__close" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => onChange(clearFilters(query))}
      >
        {t('listing.clearAll')}
      </button>
    </div>
  );
}
