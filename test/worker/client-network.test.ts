import { describe, expect, it } from 'vitest'
import { auditNetwork, clientNetwork } from '../../src/worker/lib/client-network'

describe('clientNetwork', () => {
  it('keys an IPv4 address by itself', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7')
  })

  it('keys an IPv6 address by its /64, in one spelling for expanded and compressed forms', () => {
    const spellings = [
      '2001:db8:0:12::1',
      '2001:0DB8:0000:0012:0000:0000:0000:0001',
      '2001:db8:0:12:ffff:abcd:1234:5678',
      '2001:db8::12:0:0:0:9',
    ]
    expect(spellings.map(clientNetwork)).toEqual(Array(4).fill('2001:db8:0:12::/64'))
    expect(clientNetwork('2001:db8:0:13::1')).toBe('2001:db8:0:13::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
  })

  it('keys an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientNetwork('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7')
  })

  it('puts whatever is not an IP address under one key', () => {
    for (const value of [undefined, '', 'unknown', 'example.com', 'fe80::1%eth0', '1.2.3.4/8', '[::1]']) {
      expect(clientNetwork(value)).toBe('unknown')
    }
  })
})

describe('auditNetwork', () => {
  it('keeps an IPv4 client by its /24, an IPv6 client by its /64, and nothing when unknown', () => {
    expect(auditNetwork(clientNetwork('203.0.113.77'))).toBe('203.0.113.0/24')
    expect(auditNetwork(clientNetwork('::ffff:198.51.100.9'))).toBe('198.51.100.0/24')
    expect(auditNetwork(clientNetwork('2001:db8:0:12::1'))).toBe('2001:db8:0:12::/64')
    expect(auditNetwork(clientNetwork(undefined))).toBeNull()
  })
})
