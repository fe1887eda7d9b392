// The mobile layout's menu drawer: Esc and a tap outside it (on its mask) fold it, and once folded nothing of it
// takes a tap, even while its closing animation has not reported its end (jsdom never reports it).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MobileMenu from '@/app/layouts/mobile-menu';
import { setCollapse, settings } from '@/stores/settings';

vi.mock('@/app/layouts/use-customization', () => ({ useCustomization: () => ({ data: undefined }) }));

const MENU = [{ path: '/index', name: 'Index', title: '项目概览', icon: 'home' }];

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/index']}>
      <MobileMenu menu={MENU as never} />
    </MemoryRouter>,
  );
  return document.querySelector<HTMLElement>('.shell-mobile-side .semi-sidesheet-mask');
}

const blocks = (element: HTMLElement | null) => element !== null && element.isConnected && element.style.pointerEvents !== 'none';

describe('mobile menu', () => {
  beforeEach(() => void setCollapse(false));

  it('closes on Esc, and its mask no longer blocks the page', async () => {
    const mask = renderMenu();
    expect(screen.getByText('项目概览')).toBeInTheDocument();
    expect(blocks(mask)).toBe(true);
    // valtio tells its subscribers a microtask after the change.
    await act(async () => void fireEvent.keyDown(window, { key: 'Escape', code: 'Escape', keyCode: 27 }));
    expect(settings.collapse).toBe(true);
    expect(blocks(mask)).toBe(false);
    const drawer = document.querySelector<HTMLElement>('.shell-mobile-side .semi-sidesheet-inner');
    expect(drawer === null || drawer.style.pointerEvents === 'none').toBe(true);
  });

  it('closes on a tap outside the drawer', async () => {
    const mask = renderMenu();
    await act(async () => void fireEvent.click(mask!));
    expect(settings.collapse).toBe(true);
    expect(blocks(mask)).toBe(false);
  });

  it('stays open on a tap inside the drawer', async () => {
    const mask = renderMenu();
    await act(async () => void fireEvent.click(document.querySelector('.shell-mobile-side .semi-sidesheet-body')!));
    expect(settings.collapse).toBe(false);
    expect(blocks(mask)).toBe(true);
  });
});
