import { INVITE_CODE_ALPHABET, normalInviteCode, pickInviteCode, randomInviteCode } from './invite-codes';

describe('invite codes', () => {
  it('should draw 6 characters nobody misreads', () => {
    for (let i = 0; i < 50; i++)
      expect(randomInviteCode()).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{6}$`));
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('should draw again while the code is taken', async () => {
    const draws = ['AAAAAA', 'BBBBBB', 'CCCCCC'];
    const taken = new Set(['AAAAAA', 'BBBBBB']);
    const code = await pickInviteCode(
      async (candidate) => taken.has(candidate),
      () => draws.shift()!,
    );
    expect(code).toBe('CCCCCC');
  });

  it('should give up rather than loop forever', async () => {
    await expect(
      pickInviteCode(
        async () => true,
        () => 'AAAAAA',
      ),
    ).rejects.toThrow('No free invite code');
  });

  it('should compare codes trimmed and in upper case', () => {
    expect(normalInviteCode('  ab3xyz ')).toBe('AB3XYZ');
  });
});
