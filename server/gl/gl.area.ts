import type { Area } from '../area';
import { GL_CHART } from './gl.chart';
import { GL_ERRORS } from './gl.errors';
import { glHandlers } from './gl.handlers';
import { seedDemoLedger } from './gl.seed';

/** The chart of accounts and the GL map, and the demo chart with its opening entries. */
export const glArea: Area = {
  name: 'Chart of accounts and GL map',
  errors: GL_ERRORS,
  gl: GL_CHART,
  handlers: glHandlers,
  seedDemo: (t, _tenant, ctx) => seedDemoLedger(t, ctx.now),
};
