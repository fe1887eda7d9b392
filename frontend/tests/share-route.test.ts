// The board a display-share link opens.
import { describe, expect, it } from 'vitest';
import { boardRoute } from '@/features/public-display/lib/share-route';

const ask = (query: string) => new URLSearchParams(query);

describe('share link board', () => {
  it('opens the asked board when the link holds it, else its first; keeps the refresh pace', () => {
    const boards = ['/tv/labour', '/towerCraneShow'];
    expect(boardRoute(boards, ask('token=shr_x'))).toBe('/tv/labour');
    expect(boardRoute(boards, ask('token=shr_x&board=/towerCraneShow'))).toBe('/towerCraneShow');
    expect(boardRoute(boards, ask('token=shr_x&board=/dataV/environment'))).toBe('/tv/labour');
    expect(boardRoute(boards, ask('token=shr_x&refresh=10'))).toBe('/tv/labour?refresh=10');
  });

  it('fills the device of a board whose route names one', () => {
    expect(boardRoute(['/towerCraneQunTaBim/:deviceId'], ask('deviceId=3'))).toBe('/towerCraneQunTaBim/3');
    expect(boardRoute(['/towerCraneQunTaBim/:deviceId'], ask(''))).toBe('/towerCraneQunTaBim/1');
  });
});
