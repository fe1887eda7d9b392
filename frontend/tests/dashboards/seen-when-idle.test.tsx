// Heavy parts of a board (charts, the 3D model) wait until their box comes near the screen and the browser is
// idle; without IntersectionObserver they show at once.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeenWhenIdle } from '@/features/dashboards/shared/hooks/use-seen-when-idle';
import { fakeIntersectionObserver } from '../support/fake-intersection-observer';

function Heavy({ name = '', prepare }: { name?: string; prepare?: () => Promise<unknown> }) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeenWhenIdle(ref, prepare);
  return <div ref={ref}>{`${name}${seen ? 'drawn' : 'waiting'}`}</div>;
}

/** An IntersectionObserver the test moves by hand, and a requestIdleCallback it runs by hand. */
function fakeBrowser() {
  const move = fakeIntersectionObserver();
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    scrollIntoView(isIntersecting = true) {
      move(isIntersecting);
    },
    async idle() {
      await act(async () => idle.splice(0).forEach((callback) => callback()));
    },
  };
}

describe('useSeenWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits until the box comes near the screen, then for an idle moment', async () => {
    const browser = fakeBrowser();
    render(<Heavy />);
    await browser.idle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    browser.scrollIntoView(false);
    await browser.idle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    browser.scrollIntoView();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await browser.idle();
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('shows one part an idle moment, each once its code has loaded', async () => {
    const browser = fakeBrowser();
    let loaded = () => {};
    const code = new Promise<void>((resolve) => (loaded = resolve));
    render(
      <>
        <Heavy name="chart " prepare={() => code} />
        <Heavy name="model " />
      </>,
    );
    browser.scrollIntoView();
    await browser.idle();
    expect(screen.getByText('chart waiting')).toBeInTheDocument();
    await act(async () => loaded());
    expect(screen.getByText('chart drawn')).toBeInTheDocument();
    expect(screen.getByText('model waiting')).toBeInTheDocument();
    await browser.idle();
    expect(screen.getByText('model drawn')).toBeInTheDocument();
  });

  it('lets the panels still loading their data go first', async () => {
    const browser = fakeBrowser();
    const { rerender } = render(
      <>
        <section className="bs-panel" aria-busy="true" />
        <Heavy />
      </>,
    );
    browser.scrollIntoView();
    await browser.idle();
    await browser.idle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    rerender(
      <>
        <section className="bs-panel" aria-busy="false" />
        <Heavy />
      </>,
    );
    await browser.idle();
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('does not wait for the map, whose frame is busy only while its code arrives', async () => {
    const browser = fakeBrowser();
    render(
      <>
        <div className="geo-map" aria-busy="true" />
        <Heavy />
      </>,
    );
    browser.scrollIntoView();
    await browser.idle();
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });

  it('forgets a part that leaves the page before its moment, and shows the next one', async () => {
    const browser = fakeBrowser();
    const { unmount } = render(<Heavy name="left " />);
    browser.scrollIntoView();
    unmount();
    await browser.idle();
    render(<Heavy name="next " />);
    browser.scrollIntoView();
    await browser.idle();
    expect(screen.getByText('next drawn')).toBeInTheDocument();
  });

  it('shows at once where the browser cannot tell what is on screen', () => {
    render(<Heavy />);
    expect(screen.getByText('drawn')).toBeInTheDocument();
  });
});
