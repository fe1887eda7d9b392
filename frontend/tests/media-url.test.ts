// mediaUrl: server-relative media paths load from the configured backend (VITE_API_BASE), others stay as they are.
import { describe, expect, it } from 'vitest';
import { mediaUrl } from '@/lib/media';

const base = 'https://api.example.com';

describe('mediaUrl', () => {
  it('resolves /static/ and /upload/ paths against the API base', () => {
    expect(mediaUrl('/static/camera/poster-ar.jpg', base)).toBe('https://api.example.com/static/camera/poster-ar.jpg');
    expect(mediaUrl('/upload/avatar/7.png', base)).toBe('https://api.example.com/upload/avatar/7.png');
  });

  it('keeps a path under the base path, without doubling the slash', () => {
    expect(mediaUrl('/static/a.jpg', 'https://example.com/gateway/')).toBe('https://example.com/gateway/static/a.jpg');
    expect(mediaUrl('/static/a.jpg', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/static/a.jpg');
  });

  it('leaves absolute http(s), protocol-relative, data: and blob: addresses alone', () => {
    expect(mediaUrl('http://cdn.example.com/a.jpg', base)).toBe('http://cdn.example.com/a.jpg');
    expect(mediaUrl('HTTPS://cdn.example.com/a.jpg', base)).toBe('HTTPS://cdn.example.com/a.jpg');
    expect(mediaUrl('//cdn.example.com/a.jpg', base)).toBe('//cdn.example.com/a.jpg');
    expect(mediaUrl('data:image/png;base64,iVBORw0KGgo=', base)).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(mediaUrl('blob:https://example.com/5d1c', base)).toBe('blob:https://example.com/5d1c');
  });

  it('keeps the path relative when no base is configured (same origin)', () => {
    expect(mediaUrl('/static/camera/poster-ar.jpg', '')).toBe('/static/camera/poster-ar.jpg');
  });

  it('uses the build setting by default (empty in tests: the page origin)', () => {
    expect(mediaUrl('/static/a.jpg')).toBe('/static/a.jpg');
  });

  it('turns a missing address into an empty one', () => {
    expect(mediaUrl('', base)).toBe('');
    expect(mediaUrl(undefined, base)).toBe('');
    expect(mediaUrl(null, base)).toBe('');
  });
});
