// The game clock feature's public API: when lineups next lock, on the clock every page shares.
export { NextLockCountdown } from '@/features/game-clock/components/next-lock-countdown';
export { NextLockDocument } from '@/features/game-clock/api/next-lock.query';
