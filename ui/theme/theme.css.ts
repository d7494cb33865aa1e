import { createTheme, createThemeContract } from '@vanilla-extract/css';

/**
 * Every colour the console uses, by role rather than by hue, so the light and dark themes are two
 * fillings of one contract and no component picks a colour of its own.
 */
export const vars = createThemeContract({
  color: {
    canvas: null,
    surface: null,
    surfaceRaised: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textInverse: null,
    accent: null,
    accentHover: null,
    accentText: null,
    accentSoft: null,
    focus: null,
    danger: null,
    dangerSoft: null,
    warning: null,
    warningSoft: null,
    success: null,
    successSoft: null,
    sidebar: null,
    sidebarText: null,
    sidebarMuted: null,
    sidebarActive: null,
    sidebarHover: null,
    overlay: null,
  },
  shadow: { raised: null, overlay: null },
});

export const lightTheme = createTheme(vars, {
  color: {
    canvas: '#f3f5f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceMuted: '#f7f8fa',
    border: '#dde2ea',
    borderStrong: '#b8c1ce',
    text: '#14202e',
    textMuted: '#566273',
    textInverse: '#ffffff',
    accent: '#0b6e4f',
    accentHover: '#095c42',
    accentText: '#ffffff',
    accentSoft: '#e3f3ec',
    focus: '#2563eb',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    warning: '#8a5300',
    warningSoft: '#fff4d6',
    success: '#0b6e4f',
    successSoft: '#e3f3ec',
    sidebar: '#0f1e2e',
    sidebarText: '#e6edf5',
    sidebarMuted: '#93a4b8',
    // Behind the brand mark and the current menu item: sidebarText on it is 4.65:1, above the
    // 4.5:1 that WCAG asks of text this size.
    sidebarActive: '#1b7759',
    sidebarHover: '#1a2d42',
    overlay: 'rgba(15, 30, 46, 0.45)',
  },
  shadow: {
    raised: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    overlay: '0 12px 32px rgba(16, 24, 40, 0.22)',
  },
});

export const darkTheme = createTheme(vars, {
  color: {
    canvas: '#0d141c',
    surface: '#151f2b',
    surfaceRaised: '#1b2735',
    surfaceMuted: '#111a24',
    border: '#283647',
    borderStrong: '#3b4d62',
    text: '#e6edf5',
    textMuted: '#9aabbf',
    textInverse: '#0d141c',
    accent: '#34b98a',
    accentHover: '#4fcb9e',
    accentText: '#06140e',
    accentSoft: '#143428',
    focus: '#7aa7ff',
    danger: '#ff8a80',
    dangerSoft: '#3a1716',
    warning: '#ffc857',
    warningSoft: '#3a2c0c',
    success: '#5fd3a5',
    successSoft: '#143428',
    sidebar: '#0a1017',
    sidebarText: '#e6edf5',
    sidebarMuted: '#8796a8',
    // The same green as the light theme's, for the same 4.65:1 with sidebarText.
    sidebarActive: '#1b7759',
    sidebarHover: '#162231',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    raised: '0 1px 2px rgba(0, 0, 0, 0.4)',
    overlay: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
});
