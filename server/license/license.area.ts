import type { Area } from '../area';
import { LICENSE_ERRORS } from './license.errors';
import { licenseHandlers } from './license.handlers';
import { seedDemoLicense } from './license.seed';
import { LICENSE_CONFIG } from './license-config';

export const licenseArea: Area = {
  name: 'License',
  errors: LICENSE_ERRORS,
  config: [LICENSE_CONFIG],
  handlers: licenseHandlers,
  seedDemo: seedDemoLicense,
};
