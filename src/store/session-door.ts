import { localDb, repos } from './instance.ts';
import { createSessionCommands } from './session-commands.ts';
import { countUnsynced } from './unsynced.ts';

/**
 * The store's second front door: what sign-in and logout load on use (src/features/auth). A page
 * that imports a module on use carries all of that module's exports, so these few live apart from
 * src/store/index.ts, whose `commands` would bring the firm's commands (the bank list, imports,
 * record saves) into the portal's first load (docs/architecture.md#performance-budgets).
 */
export const sessionCommands = createSessionCommands({ db: localDb, repos });

/** Changes on this device the server has not received yet. */
export const unsyncedCount = (): Promise<number> => countUnsynced(localDb);
