// Which board a display-share link opens: the one asked for (?board=) when the link holds it, else its first.
// A board with a device in its route (/towerCraneQunTaBim/:deviceId) takes ?deviceId=, else device 1; the
// board's refresh pace (?refresh=) passes through.
import { generatePath, matchPath } from 'react-router-dom';

export function boardRoute(boards: readonly string[], asked: URLSearchParams): string {
  const wanted = asked.get('board');
  const board = boards.find((candidate) => wanted !== null && matchPath(candidate, wanted)) ?? boards[0] ?? '/404';
  const path = board.includes(':') ? generatePath(board, { deviceId: asked.get('deviceId') ?? '1' }) : board;
  const refresh = asked.get('refresh');
  return refresh ? `${path}?${new URLSearchParams({ refresh }).toString()}` : path;
}
