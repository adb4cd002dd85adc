import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { getLanguage, LANGUAGES } from '../../i18n/languages';
import { ChevronDownIcon } from '../../shared/ui/icons';
import { selectLanguage } from './languageSelectors';
import { languageChangeRequested } from './languageSlice';
import { Flag } from './Flag';

/** Spec §9: the dropdown closes 500 ms after the pointer leaves it. */
export const LANGUAGE_DROPDOWN_CLOSE_DELAY_MS = 500;

/** Flag dropdown of the six languages; a choice is saved in cookies and the page reloads in that language. */
export function LanguageDropdown() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const currentLanguage = getLanguage(current);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className="language"
      ref={rootRef}
      onPointerLeave={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setOpen(false), LANGUAGE_DROPDOWN_CLOSE_DELAY_MS);
      }}
      onPointerEnter={() => window.clearTimeout(closeTimer.current)}
    >
      <button
        type="button"
        className="header-icon-button language__toggle"
        // The visible code is part of the name, so a voice user can say what they see (not in brackets:
        // checkers read a bracketed part as an aside, not as the name).
        aria-label={`${t('header.language')}: ${currentLanguage.name}, ${current.toUpperCase()}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Flag code={current} />
        <span className="language__code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
        <ChevronDownIcon />
      </button>
      <ul className="dropdown language__list" id={listId} hidden={!open}>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            <button
              type="button"
              className="dropdown__item language__option"
              lang={language.htmlLang}
              aria-current={language.code === current ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                if (language.code !== current) dispatch(languageChangeRequested(language.code));
              }}
            >
              <Flag code={language.code} />
              <span>{language.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
