import { describe, expect, it } from '@jest/globals';
import { unreadBadge, unreadLabel } from '@/features/notifications/utils/unread-count';

describe('unread count', () => {
  it('should show no badge at 0, the figure up to 99 and "99+" above', () => {
    expect([0, 1, 99, 100, 1500].map(unreadBadge)).toEqual([null, '1', '99', '99+', '99+']);
  });

  it('should say the exact count in words, singular for one', () => {
    expect([1, 3, 1500].map(unreadLabel)).toEqual([
      '1 unread notification',
      '3 unread notifications',
      '1,500 unread notifications',
    ]);
  });
});
