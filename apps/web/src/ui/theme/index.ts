export { ThemeRoot, useTheme, type Theme } from './ThemeRoot';
