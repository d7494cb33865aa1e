import type { Area } from '../area';
import { CONFIG_ERRORS } from './config.errors';
import { configHandlers } from './config.handlers';
import { FORMS_CONFIG } from './forms-config';

export const configArea: Area = {
  name: 'Configuration',
  errors: CONFIG_ERRORS,
  config: [FORMS_CONFIG],
  handlers: configHandlers,
};
