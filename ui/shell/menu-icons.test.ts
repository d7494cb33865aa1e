import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../policies/menu';
import { MENU_ICONS, menuIcon } from './menu-icons';

describe('menu icons', () => {
  const paths = menuEntries()
    .map((entry) => entry.node.path)
    .filter((path): path is string => path !== undefined);

  it('gives every item of the menu an icon of its own', () => {
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !(path in MENU_ICONS))).toEqual([]);
  });

  it('marks no two items with the same picture', () => {
    const icons = paths.map(menuIcon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('marks an item it does not know with a plain dot rather than nothing', () => {
    expect(menuIcon('/not-in-the-menu')).toBeTruthy();
  });
});
