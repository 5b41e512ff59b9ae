import { coreSuite } from './core-suite.ts';
import { launchWebKit } from './webkit-driver.ts';

coreSuite(launchWebKit);
