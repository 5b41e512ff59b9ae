import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export type VerifyPassword = (hash: string, password: string) => Promise<boolean>;

let dummy: Promise<string> | undefined;
/** Unknown emails still pay for one verification, so response time does not reveal which emails exist. */
export async function verifyAgainstDummy(
  password: string,
  verify: VerifyPassword = verifyPassword,
): Promise<false> {
  dummy ??= hashPassword('not-a-real-password-for-timing-only');
  await verify(await dummy, password);
  return false;
}
