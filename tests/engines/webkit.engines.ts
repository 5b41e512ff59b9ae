import { coreSuite } from './core-suite.ts';
import { launchWebKit } from './webkit-driver.ts';

// Without the report: WebKit's automation browser is a private session, where IndexedDB cannot keep
// a Blob, and the app keeps a report's file as one (docs/behaviour.md#engines, still to be fixed).
coreSuite(launchWebKit, { reports: false });
