import { randomInt } from 'node:crypto';
import { LEAGUE_INVITE_CODE_LENGTH } from '@sfl/contracts';

/** Letters and digits nobody misreads: no 0/O, 1/I/L. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const MAX_ATTEMPTS = 20;

export function randomInviteCode(): string {
  return Array.from(
    { length: LEAGUE_INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');
}

/** A code no league holds yet: drawn again while taken. */
export async function pickInviteCode(
  isTaken: (code: string) => Promise<boolean>,
  draw: () => string = randomInviteCode,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const code = draw();
    if (!(await isTaken(code))) return code;
  }
  throw new Error(`No free invite code after ${MAX_ATTEMPTS} draws`);
}

/** How a typed code is compared: trimmed, upper case. */
export const normalInviteCode = (code: string): string => code.trim().toUpperCase();
