import type { Area } from '../area';
import { configHandlers } from './config.handlers';

export const configArea: Area = { name: 'Configuration', handlers: configHandlers };
