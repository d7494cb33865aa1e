import { assign, setup } from 'xstate';

export type ThemeName = 'light' | 'dark';

export interface ThemeContext {
  /** What the operating system prefers (prefers-color-scheme). */
  systemTheme: ThemeName;
  /** What the user chose; null while the system preference is followed. */
  chosenTheme: ThemeName | null;
}

export type ThemeEvent =
  | { type: 'theme.toggle' }
  | { type: 'theme.systemChanged'; theme: ThemeName };

/** The theme in force: the user's choice, else the system preference. */
export function currentTheme(context: ThemeContext): ThemeName {
  return context.chosenTheme ?? context.systemTheme;
}

const opposite = (theme: ThemeName): ThemeName => (theme === 'dark' ? 'light' : 'dark');

/**
 * Light or dark (SPEC.md section 4): follows the system preference until the user chooses, then
 * keeps the choice (saved under `theme`).
 */
export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as { systemTheme: ThemeName; savedTheme?: ThemeName | null },
  },
  actions: {
    saveTheme: (_, _params: { theme: ThemeName }) => {},
  },
  guards: {
    hasChoice: ({ context }) => context.chosenTheme !== null,
  },
}).createMachine({
  id: 'theme',
  initial: 'starting',
  context: ({ input }) => ({
    systemTheme: input.systemTheme,
    chosenTheme: input.savedTheme ?? null,
  }),
  states: {
    starting: {
      always: [{ guard: 'hasChoice', target: 'chosen' }, { target: 'followingSystem' }],
    },
    followingSystem: {
      on: {
        'theme.systemChanged': { actions: assign({ systemTheme: ({ event }) => event.theme }) },
      },
    },
    chosen: {
      on: {
        // The choice stands; the preference is still tracked so the context stays true.
        'theme.systemChanged': { actions: assign({ systemTheme: ({ event }) => event.theme }) },
      },
    },
  },
  on: {
    'theme.toggle': {
      target: '.chosen',
      actions: [
        assign({ chosenTheme: ({ context }) => opposite(currentTheme(context)) }),
        { type: 'saveTheme', params: ({ context }) => ({ theme: currentTheme(context) }) },
      ],
    },
  },
});
