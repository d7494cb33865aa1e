import { setup } from 'xstate';

export type SidebarEvent = { type: 'sidebar.toggle' };

/** The sidebar, expanded or collapsed, remembered between visits (`sidebarCollapsed`). */
export const sidebarMachine = setup({
  types: {
    events: {} as SidebarEvent,
    context: {} as { savedCollapsed: boolean },
    input: {} as { savedCollapsed?: boolean },
  },
  actions: {
    saveCollapsed: (_, _params: { collapsed: boolean }) => {},
  },
  guards: {
    savedCollapsed: ({ context }) => context.savedCollapsed,
  },
}).createMachine({
  id: 'sidebar',
  initial: 'starting',
  context: ({ input }) => ({ savedCollapsed: input.savedCollapsed === true }),
  states: {
    starting: {
      always: [{ guard: 'savedCollapsed', target: 'collapsed' }, { target: 'expanded' }],
    },
    expanded: {
      on: {
        'sidebar.toggle': {
          target: 'collapsed',
          actions: { type: 'saveCollapsed', params: { collapsed: true } },
        },
      },
    },
    collapsed: {
      on: {
        'sidebar.toggle': {
          target: 'expanded',
          actions: { type: 'saveCollapsed', params: { collapsed: false } },
        },
      },
    },
  },
});
