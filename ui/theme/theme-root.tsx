import { type ReactNode, useLayoutEffect } from 'react';
import { useTheme } from '../app/app-actor';
import { darkTheme, lightTheme } from './theme.css';

/** Puts the theme's class on <html>, so portals (dialogs, menus, toasts) are themed as well. */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const theme = useTheme();
  useLayoutEffect(() => {
    const element = document.documentElement;
    element.classList.toggle(lightTheme, theme === 'light');
    element.classList.toggle(darkTheme, theme === 'dark');
    element.dataset.theme = theme;
    element.style.colorScheme = theme;
  }, [theme]);
  return children;
}
