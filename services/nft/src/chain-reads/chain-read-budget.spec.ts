import { chainReadCaller } from './chain-read-budget';

describe('chainReadCaller', () => {
  it('should charge a signed-in caller by user, whatever their address', () => {
    expect(chainReadCaller({ userId: 'u-1', clientIp: '2001:db8::1' })).toBe('user:u-1');
  });

  it('should charge anonymous IPv6 callers of one /64 together, and another /64 apart', () => {
    const caller = chainReadCaller({ userId: null, clientIp: '2001:db8:1:1::1' });
    expect(chainReadCaller({ userId: null, clientIp: '2001:db8:1:1:ffff::2' })).toBe(caller);
    expect(chainReadCaller({ userId: null, clientIp: '2001:db8:1:2::1' })).not.toBe(caller);
    expect(chainReadCaller({ userId: null, clientIp: '203.0.113.5' })).toBe('ip:203.0.113.5');
  });
});
