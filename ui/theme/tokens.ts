/** Spacing in Tailwind's units (1 unit = 0.25rem), the unit SPEC.md gives the sidebar in. */
export const space = (units: number): string => `${units * 0.25}rem`;

export const radius = { small: '4px', medium: '6px', large: '10px', round: '999px' } as const;

export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
