import { createContext, useContext, type ReactNode } from 'react';
import '../tokens.css';

export type Theme = 'storefront' | 'back-office';

const ThemeContext = createContext<Theme>('storefront');

/** The area's theme: portalled parts (dialogs, toasts) carry it too, since they render outside the root. */
export function useTheme(): Theme {
  return useContext(ThemeContext);
}

/** An area's layout root: its tokens (colours, spacing, type, radii) follow `theme`. */
export function ThemeRoot({
  theme,
  className,
  children,
}: {
  theme: Theme;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ThemeContext.Provider value={theme}>
      <div data-theme={theme} className={className}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}
