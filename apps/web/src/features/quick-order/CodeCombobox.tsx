import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignSuggestion, useDesignSuggestions } from '../autocomplete';
import styles from './CodeCombobox.module.css';

export interface CodeComboboxProps {
  value: string;
  label: string;
  invalid: boolean;
  onChange: (text: string) => void;
  /** A suggested design was chosen: its design number is the row's code. */
  onChoose: (design: DesignSearchResult) => void;
}

/**
 * A quick-order row's design number or SKU, suggesting designs while the buyer types (an ARIA combobox
 * like the header's search). Only typing asks the server: pasted rows never do.
 */
export function CodeCombobox({ value, label, invalid, onChange, onChoose }: CodeComboboxProps) {
  const { t } = useTranslation();
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, status } = useDesignSuggestions(value, typing);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const showList = typing && results.length > 0;
  const activeIndex = showList && active < results.length ? active : -1;

  const choose = (result: DesignSearchResult) => {
    setTyping(false);
    setActive(-1);
    onChoose(result);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1 >= results.length ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(results[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTyping(false);
    }
  };

  return (
    <div className={styles.combobox}>
      <input
        className="quick-order__input"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? `${baseId}-option-${activeIndex}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={100}
        onChange={(event) => {
          setTyping(true);
          setActive(-1);
          onChange(event.target.value);
        }}
        onBlur={() => setTyping(false)}
        onKeyDown={onKeyDown}
      />
      {typing && status === 'waiting' && value.trim() !== '' && (
        <span className={styles.status} role="status">
          {t('search.searching')}
        </span>
      )}
      <ul
        className={styles.list}
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!showList}
      >
        {showList &&
          results.map((result, index) => (
            <li
              key={result.design_id}
              id={`${baseId}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className={`suggestion${index === activeIndex ? ' is-active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(result)}
            >
              <DesignSuggestion result={result} />
            </li>
          ))}
      </ul>
    </div>
  );
}
