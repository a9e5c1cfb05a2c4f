import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides the values of secret query parameters', () => {
    expect(redactUrl('/api/user/confirm?validationToken=abc123')).toBe(
      '/api/user/confirm?validationToken=***',
    );
    expect(redactUrl('/forgotpassword?token=s3cret&x=1')).toBe('/forgotpassword?token=***&x=1');
    expect(redactUrl('/api/user/recover?email=ana%40mail.com')).toBe('/api/user/recover?email=***');
  });

  it('hides e-mail addresses in the path', () => {
    expect(redactUrl('/api/user/resend/ana%40mail.com')).toBe('/api/user/resend/***');
    expect(redactUrl('/api/user/Ana.Perez@mail.com/consent?x=1')).toBe('/api/user/***/consent?x=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/search?page=2')).toBe('/search?page=2');
  });

  it('never throws on malformed percent-encoding', () => {
    expect(redactUrl('/api/health?%=1')).toBe('/api/health?%=1');
    expect(redactUrl('/api/health?%E0%A4%A=x&token=%zz')).toBe('/api/health?%E0%A4%A=x&token=***');
    expect(redactUrl('/%ff?%')).toBe('/%ff?%');
  });
});
