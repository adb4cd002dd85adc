import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../shared/ui/icons';

/** The filter row above a list: a search box (applied on submit) and optional extra filters. */
export function SearchBar({
  label,
  placeholder,
  value,
  onSearch,
  children,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL may change the search (back button): follow it.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="admin-filters__search">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <div className="admin-filters__row">
          <input
            id={id}
            className="input"
            type="search"
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            <SearchIcon width="14" height="14" aria-hidden="true" />
            {t('accounts.admin.common.search')}
          </button>
          {value && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            >
              {t('accounts.admin.common.clear')}
            </button>
          )}
        </div>
      </div>
      {children}
    </form>
  );
}
