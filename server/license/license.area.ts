import type { Area } from '../area';
import { licenseHandlers } from './license.handlers';
import { seedDemoLicense } from './license.seed';

export const licenseArea: Area = {
  name: 'License',
  handlers: licenseHandlers,
  seedDemo: seedDemoLicense,
};
