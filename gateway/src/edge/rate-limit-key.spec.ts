import type { AuthUser } from '@agecheck/nest-common';
import { clientAddress, rateLimitKey } from './rate-limit-key';

const user = (id: string): AuthUser => ({ id, username: id, name: id, email: '', roles: ['testkaeufer'] });

describe('whose allowance a call counts against (issue 6, "rate limits")', () => {
  it('two signed-in users behind one shop address each have their own', () => {
    const first = rateLimitKey({ user: user('a1'), ip: '203.0.113.7' });
    const second = rateLimitKey({ user: user('b2'), ip: '203.0.113.7' });
    expect(first).not.toBe(second);
    expect(rateLimitKey({ user: user('a1'), ip: '198.51.100.1' })).toBe(first);
  });

  it('anonymous calls count against their address, a signed-in user never against it', () => {
    expect(rateLimitKey({ ip: '203.0.113.7' })).toBe(rateLimitKey({ ip: '203.0.113.7' }));
    expect(rateLimitKey({ ip: '203.0.113.7' })).not.toBe(rateLimitKey({ ip: '203.0.113.8' }));
    expect(rateLimitKey({ user: user('203.0.113.7'), ip: '203.0.113.7' })).not.toBe(
      rateLimitKey({ ip: '203.0.113.7' }),
    );
  });

  it('an IPv6 client counts by its network, not by each of its addresses', () => {
    expect(rateLimitKey({ ip: '2001:db8:1:1::1' })).toBe(rateLimitKey({ ip: '2001:db8:1:1::2' }));
  });
});

describe("the caller's address behind our own proxies (TRUST_PROXY_HOPS)", () => {
  const call = (forwardedFor?: string) => ({
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: '10.0.0.5' },
  });

  it.each([
    ['no trusted proxy: the connection, whatever the caller wrote', 0, '203.0.113.7', '10.0.0.5'],
    ['one trusted proxy: the address it saw', 1, '198.51.100.9, 203.0.113.7', '203.0.113.7'],
    ['two trusted proxies', 2, '198.51.100.9, 203.0.113.7', '198.51.100.9'],
    ['more trusted hops than entries: the leftmost', 3, '203.0.113.7', '203.0.113.7'],
    ['one trusted proxy but no header: the connection', 1, undefined, '10.0.0.5'],
  ])('%s', (_case, hops, forwardedFor, expected) => {
    expect(clientAddress(call(forwardedFor), hops)).toBe(expected);
  });
});
