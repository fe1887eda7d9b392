// The BIM legend read from a model's storey nodes, and camera tiles drawn as CCTV feeds.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BimViewer from '@/features/dashboards/shared/bim/bim-viewer';
import { storeyLegend, type ModelNode } from '@/features/dashboards/shared/bim/storeys';
import { VideoTile } from '@/features/dashboards/shared/components/video-tile';

const colour = (hex: string) => ({ color: { getHexString: () => hex } });
const node = (userData: Record<string, unknown>, children: ModelNode[] = [], material?: unknown): ModelNode => ({
  userData,
  children,
  material,
});
const storey = (state: string, hex: string) => node({ state }, [node({}, [], colour(hex))]);

describe('BIM legend', () => {
  it('counts the storeys of each state, with the colour the model gives the state', () => {
    const model = node({}, [
      node({}, [storey('built', '5b9bd5'), storey('built', '5b9bd5'), storey('building', 'c8c2b4')]),
      node({ name: 'crane' }),
    ]);
    expect(storeyLegend(model)).toEqual([
      { state: 'built', storeys: 2, colour: '#5b9bd5' },
      { state: 'building', storeys: 1, colour: '#c8c2b4' },
      { state: 'planned', storeys: 0, colour: '' },
    ]);
  });

  it('is empty for a model without storey states (a real backend model)', () => {
    expect(storeyLegend(node({}, [node({}, [], colour('ffffff'))]))).toEqual([]);
  });
});

describe('BIM viewer', () => {
  it('says so when the browser cannot draw WebGL, instead of leaving a blank box', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<BimViewer url="/static/bim/p1/main.glb" />);
    expect(screen.getByRole('alert')).toHaveTextContent('BIM模型无法加载此浏览器无法显示三维模型（WebGL 不可用）');
    expect(screen.getByTestId('bim-viewer')).toHaveAttribute('data-status', 'failed');
    vi.restoreAllMocks();
  });
});

describe('camera tiles', () => {
  afterEach(() => vi.useRealTimers());

  it('burn a ticking timestamp and LIVE into an online camera picture', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T02:30:05Z') });
    render(<VideoTile source={{ name: '1号摄像头', poster: '/static/camera/poster-1.jpg', status: 'online', location: '大门口' }} />);
    expect(screen.getByTestId('cctv-time')).toHaveTextContent('2026-11-20 星期五 10:30:05');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('cctv-time')).toHaveTextContent('10:30:07');
    expect(screen.getByText('LIVE')).toBeInTheDocument();
  });

  it('show an offline camera as a no-signal screen without its picture or a clock', () => {
    const { container } = render(<VideoTile source={{ name: '6号摄像头', poster: '/static/camera/poster-6.jpg', status: 'offline' }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('cctv-time')).toBeNull();
    expect(screen.getByTestId('video-tile')).toHaveTextContent('设备离线 · 无信号');
  });
});
