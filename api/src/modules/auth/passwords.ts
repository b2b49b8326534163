import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1) or stronger. */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules)
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** An argon2id hash in its PHC form (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), the only kind a login can verify as ours. */
const ARGON2ID_PHC = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;
export const isArgon2idHash = (value: unknown): boolean => typeof value === 'string' && ARGON2ID_PHC.test(value);

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('gelatiere-dummy-password');
  await verifyPassword(await dummyHash, password);
}
