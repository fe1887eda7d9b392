// A build pointed at a backend on another origin (VITE_API_BASE) loads server-relative media from it: camera
// posters, media covers and their links, the user's avatar. Absolute addresses are left alone.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MediaGrid } from '@/features/dashboards/shared/components/media-grid';
import { VideoTile } from '@/features/dashboards/shared/components/video-tile';

vi.mock('@/config/network', async (original) => ({
  ...(await original<object>()),
  apiBaseUrl: 'https://api.example.com',
}));

describe('media addresses with VITE_API_BASE set', () => {
  it('loads a camera poster from the API origin', () => {
    const { container } = render(<VideoTile source={{ name: '1号摄像头', poster: '/static/camera/poster-1.jpg', status: 'online' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://api.example.com/static/camera/poster-1.jpg');
  });

  it('loads covers and opens links from the API origin, absolute ones as they are', () => {
    render(
      <MediaGrid
        items={[
          { id: 1, name: '全景一', type: 'panorama', url: '/upload/pano/1.html', cover: '/upload/pano/1.jpg' },
          { id: 2, name: '全景二', type: 'panorama', url: 'https://pano.example.com/2', cover: 'https://cdn.example.com/2.jpg' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByTestId('media-item') as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('href', 'https://api.example.com/upload/pano/1.html');
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://api.example.com/upload/pano/1.jpg');
    expect(second).toHaveAttribute('href', 'https://pano.example.com/2');
    expect(second.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/2.jpg');
  });
});
