import type { Area } from '../area';
import { CONFIG_ERRORS } from './config.errors';
import { configHandlers } from './config.handlers';
import { seedDemoFormRules } from './forms.seed';
import { FORMS_CONFIG } from './forms-config';

/**
 * The tenant's configuration entries, read and saved by key; each area declares its own keys on
 * its Area record. The form rules are this area's until an area of their own lands.
 */
export const configArea: Area = {
  name: 'Configuration',
  errors: CONFIG_ERRORS,
  config: [FORMS_CONFIG],
  handlers: configHandlers,
  seedDemo: seedDemoFormRules,
};
