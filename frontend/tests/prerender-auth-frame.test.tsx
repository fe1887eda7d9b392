// The sign-in frame that index.html carries prerendered: the app's own markup in Chinese, shown over #root before
// the first paint only on the routes that show it, until the app has painted its own.
import { render, renderHook } from '@testing-library/react';
import type { IndexHtmlTransformContext } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemovePrerenderedFrame } from '@/app/prerendered-frame';
import { prerenderedFrameId } from '@/config/constants';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import { prerenderAuthFrame } from '../build-plugins/prerender-auth-frame';

const source = '<!doctype html><html><head></head><body>\n    <div id="root"></div>\n  </body></html>';

function builtPage(): string {
  const hook = prerenderAuthFrame().transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
  return hook.handler(source, { filename: '/app/frontend/index.html', path: '/index.html' } as IndexHtmlTransformContext);
}

/** Loads the built page's body into this document and runs its inline script, as the browser does while parsing. */
function openPage(hash: string, token?: string) {
  window.location.hash = hash;
  if (token) localStorage.setItem('access_token', token);
  document.body.innerHTML = new DOMParser().parseFromString(builtPage(), 'text/html').body.innerHTML;
  new Function(document.querySelector('body > script')!.textContent!)();
  return document.getElementById(prerenderedFrameId);
}

afterEach(() => {
  localStorage.clear();
  window.location.hash = '';
});

describe('the prerendered sign-in frame', () => {
  it('is the markup the app renders, with an empty card where the form will be', () => {
    const { container } = render(
      <AuthFrame>
        <div className="auth-card-pending" />
      </AuthFrame>,
    );
    const app = container.firstElementChild!.cloneNode(true) as Element;
    const prerendered = openPage('#/login')!.firstElementChild!;
    // Same elements, attributes (in any order) and texts.
    expect(prerendered.isEqualNode(app), prerendered.outerHTML).toBe(true);
    expect(prerendered.querySelector('h1')?.textContent).toBe('BIM+智慧工地');
  });

  it.each([
    ['#/login', undefined],
    ['#/register', undefined],
    ['#/login?redirect=%2Findex', 'token'],
    ['', undefined],
    ['#/', undefined],
  ])('shows on %s (signed in: %s)', (hash, token) => {
    expect(openPage(hash, token)?.querySelector('.auth-page h1')).not.toBeNull();
    // Over the app's root, which React renders into: a heading React replaced would lose its paint (see the plugin).
    expect(document.getElementById('root')!.innerHTML).toBe('');
  });

  it.each([
    ['#/index', 'token'],
    ['#/index', undefined],
    ['', 'token'],
    ['#/tv/labour', undefined],
    ['#/dashboard/v2/project', 'token'],
  ])('stays out of %s (signed in: %s)', (hash, token) => {
    expect(openPage(hash, token)).toBeNull();
  });

  it('goes once the app has painted its own first screen', () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    openPage('#/login');
    renderHook(() => useRemovePrerenderedFrame());
    frames.shift()!(0);
    expect(document.getElementById(prerenderedFrameId)).not.toBeNull();
    frames.shift()!(16);
    expect(document.getElementById(prerenderedFrameId)).toBeNull();
    requestFrame.mockRestore();
  });
});
