import { coreSuite } from './core-suite.ts';
import { launchFirefox } from './firefox-driver.ts';

coreSuite(launchFirefox);
