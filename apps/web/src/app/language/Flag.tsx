import type { ReactNode } from 'react';
import type { LanguageCode } from '../../i18n/languages';

const FLAGS: Record<LanguageCode, ReactNode> = {
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
  no: (
    <>
      <rect width="30" height="20" fill="#ba0c2f" />
      <rect x="8" width="6" height="20" fill="#fff" />
      <rect y="7" width="30" height="6" fill="#fff" />
      <rect x="10" width="2" height="20" fill="#00205b" />
      <rect y="9" width="30" height="2" fill="#00205b" />
    </>
  ),
  sv: (
    <>
      <rect width="30" height="20" fill="#006aa7" />
      <rect x="9" width="4" height="20" fill="#fecc00" />
      <rect y="8" width="30" height="4" fill="#fecc00" />
    </>
  ),
};

/** Small decorative flag for the language dropdown, drawn in SVG so every platform shows it. */
export function Flag({ code }: { code: LanguageCode }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="21" height="14" aria-hidden="true" focusable="false">
      {FLAGS[code]}
    </svg>
  );
}
