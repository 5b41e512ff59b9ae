import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import {
  type Estimator,
  judgePassword,
  type PasswordVerdict,
} from '../../src/domain/rules/password-policy.ts';

let zxcvbn: ZxcvbnFactory | undefined;

/** zxcvbn with its common-password and English dictionaries, built once on first use. */
const estimate: Estimator = (password, userInputs) => {
  zxcvbn ??= new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
  return zxcvbn.check(password, userInputs);
};

/** The password policy of src/domain/rules/password-policy.ts, on the server. */
export async function checkNewPassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordVerdict> {
  return judgePassword(password, userInputs, estimate);
}
