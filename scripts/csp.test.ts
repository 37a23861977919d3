import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives, originOf } from './csp.ts';

describe('contentSecurityPolicy', () => {
  it('allows scripts, styles, the worker and forms from this site only', () => {
    const policy = contentSecurityPolicy();
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "worker-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(policy.split('; ')).toContain(directive);
    expect(policy).not.toMatch(/unsafe-(inline|eval)|\*/);
  });

  it("adds a real backend's origin to connect-src and img-src", () => {
    const d = cspDirectives({ apiBaseUrl: 'https://api.example.com/api/v1' });
    expect(d['connect-src']).toEqual(["'self'", 'https://api.example.com']);
    expect(d['img-src']).toContain('https://api.example.com');
    const local = contentSecurityPolicy({ apiBaseUrl: 'http://127.0.0.1:8000/api/v1' });
    expect(local).toContain("connect-src 'self' http://127.0.0.1:8000;");
  });

  it('leaves a relative API base to self', () => {
    expect(cspDirectives({ apiBaseUrl: '/api/v1' })['connect-src']).toEqual(["'self'"]);
  });

  it('has no directive that a meta tag ignores', () => {
    expect(contentSecurityPolicy()).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });
});

describe('originOf', () => {
  it('gives the origin of http(s) URLs only', () => {
    expect(originOf('https://api.example.com:8443/api/v1?x=1')).toBe(
      'https://api.example.com:8443',
    );
    expect(originOf('http://localhost:8000')).toBe('http://localhost:8000');
    expect(originOf('/api/v1')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
    expect(originOf('')).toBeUndefined();
  });
});
