import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import './autocomplete.css';

/** One suggested design as every autocomplete shows it: thumbnail, design number, name. */
export function DesignSuggestion({ result }: { result: DesignSearchResult }) {
  return (
    <>
      {result.page2ImageUrl ? (
        <img
          className="suggestion__image"
          src={result.page2ImageUrl}
          alt=""
          width={44}
          height={44}
          loading="lazy"
        />
      ) : (
        <span className="suggestion__image" aria-hidden="true" />
      )}
      <span className="suggestion__number">{result.design}</span>
      <span className="suggestion__name">{result.name}</span>
    </>
  );
}
