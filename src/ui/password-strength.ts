import { type Estimator, judgePassword, type PasswordVerdict } from '../domain/rules/password-policy.ts';

let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn and its dictionaries (about 1 MB), loaded on first use by a dynamic import: the page pays
 * for them only on a screen that sets a password, never on / or /login
 * (docs/architecture.md#performance-budgets).
 */
function load(): Promise<Estimator> {
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, en]) => {
    const zxcvbn = new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
    return (password, userInputs) => zxcvbn.check(password, userInputs);
  });
  return estimator;
}

/** Starts loading the dictionaries ahead of use (a screen that will ask for a password, on mount). */
export function preloadPasswordPolicy(): void {
  load().catch(() => {
    estimator = undefined;
  });
}

/** The password policy of src/domain/rules/password-policy.ts, on the page. */
export async function checkNewPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordVerdict> {
  return judgePassword(password, userInputs, await load());
}
