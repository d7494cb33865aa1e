import type { Area } from '../area';
import { healthHandlers } from './health.handlers';

export const healthArea: Area = { name: 'Health', handlers: healthHandlers };
