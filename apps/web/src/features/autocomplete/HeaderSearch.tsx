import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SearchIcon } from '../../shared/ui/icons';
import { loginModalOpened } from '../../app/auth/authSlice';
import { designPath } from '../../shared/catalogue/designPaths';
import {
  selectAutocompleteQuery,
  selectAutocompleteResults,
  selectAutocompleteStatus,
  selectAutocompleteText,
} from './autocompleteSelectors';
import { autocompleteOpened, autocompleteTextChanged } from './autocompleteSlice';
import { DesignSuggestion } from './DesignSuggestion';
import './autocomplete.css';

/** The listing of a free-text search (Enter without a highlighted suggestion). */
export function textSearchPath(text: string): string {
  return `/search-designs/menu?${new URLSearchParams({ q: text.trim() }).toString()}`;
}

/**
 * The header's design autocomplete (spec §2, §5): an ARIA combobox with a listbox of designs (number, name,
 * thumbnail). Arrow keys move through the suggestions, Enter opens one, Escape closes the list.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const text = useAppSelector(selectAutocompleteText);
  const status = useAppSelector(selectAutocompleteStatus);
  const results = useAppSelector(selectAutocompleteResults);
  const query = useAppSelector(selectAutocompleteQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const popupOpen = open && text.trim() !== '' && status !== 'idle';
  const showList = popupOpen && results.length > 0 && status !== 'login' && status !== 'failed';
  const activeIndex = showList && active < results.length ? active : -1;

  const openPath = (path: string) => {
    setOpen(false);
    setActive(-1);
    dispatch(autocompleteOpened({ path }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActive((index) => (index + 1 >= results.length ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length > 0) setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      if (popupOpen) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        dispatch(autocompleteTextChanged(''));
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeIndex >= 0) openPath(designPath(results[activeIndex]));
    else if (text.trim()) openPath(textSearchPath(text));
  };

  return (
    <form className="header-search" role="search" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="header-search__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={255}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          dispatch(autocompleteTextChanged(event.target.value));
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="header-search__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      <div className="header-search__popup" hidden={!popupOpen}>
        {(status === 'waiting' || status === 'loading') && (
          <p className="header-search__status" role="status">
            {t('search.searching')}
          </p>
        )}
        {status === 'loaded' && results.length === 0 && (
          <p className="header-search__status" role="status">
            {t('search.noResults')}
          </p>
        )}
        {status === 'failed' && (
          <p className="header-search__status" role="status">
            {t('search.failed')}
          </p>
        )}
        {status === 'login' && (
          <button
            type="button"
            className="header-search__login"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              dispatch(loginModalOpened({ redirectTo: null }));
            }}
          >
            {t('search.loginToSearch')}
          </button>
        )}
        <ul
          className="header-search__list"
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!showList}
        >
          {showList &&
            results.map((result, index) => (
              <li
                key={result.design_id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                className={`suggestion${index === activeIndex ? ' is-active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => openPath(designPath(result))}
              >
                <DesignSuggestion result={result} />
              </li>
            ))}
        </ul>
        {showList && query && (
          <button
            type="button"
            className="header-search__all"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openPath(textSearchPath(query))}
          >
            {t('search.viewAll', { text: query })}
          </button>
        )}
      </div>
    </form>
  );
}
