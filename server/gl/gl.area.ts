import type { Area } from '../area';
import { glHandlers } from './gl.handlers';
import { seedDemoLedger } from './gl.seed';

/** The chart of accounts and the GL map, and the demo chart with its opening entries. */
export const glArea: Area = {
  name: 'Chart of accounts and GL map',
  handlers: glHandlers,
  seedDemo: (t, _tenant, ctx) => seedDemoLedger(t, ctx.now),
};
