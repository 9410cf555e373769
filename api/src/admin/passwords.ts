// Operator passwords: argon2id hashes, and strong generated passwords for the CLI.
import crypto from 'node:crypto';
import argon2 from 'argon2';

export const MIN_PASSWORD_LENGTH = 12;
/** Far above any passphrase, far below what would make hashing a denial of service. */
export const MAX_PASSWORD_LENGTH = 256;

/** How much memory and time one hash costs; argon2's defaults (64 MiB, 3 passes) unless a test asks for less. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export function hashPassword(password: string, cost?: HashCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

/** False for a wrong password and for a hash argon2 cannot read (never throws for either). */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash of no account, so that an unknown email costs the same
 * time as a known one with a wrong password: the answer's delay tells nothing.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** 24 characters of base64url: 144 random bits, easy to paste, no shell-special characters. */
export function generatePassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}
