// A scrolling ranking keeps its leader on the top row: caught at any moment, it shows No.1.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RankingBoard } from '@/features/dashboards/shared/components/ranking-board';

const teams = (count: number) => ({
  list: Array.from({ length: count }, (_, i) => ({ name: `班组${i + 1}`, value: 100 - i * 7 })),
  total: count,
});
const ranks = () => screen.getAllByRole('listitem').map((row) => row.querySelector('.bs-ranking-rank')!.textContent);

describe('the ranking board', () => {
  afterEach(() => vi.useRealTimers());

  it('scrolls the others beneath No.1 and reaches every one of them', () => {
    vi.useFakeTimers();
    render(<RankingBoard values={teams(8)} />);
    const seen = new Set<string | null>();
    for (let tick = 0; tick < 8; tick++) {
      const shown = ranks();
      expect(shown).toHaveLength(5);
      expect(shown[0]).toBe('No.1');
      expect(shown.slice(1)).not.toContain('No.1');
      shown.forEach((rank) => seen.add(rank));
      act(() => vi.advanceTimersByTime(2000));
    }
    expect([...seen].sort()).toEqual(['No.1', 'No.2', 'No.3', 'No.4', 'No.5', 'No.6', 'No.7', 'No.8']);
  });

  it('stands still when everyone fits', () => {
    vi.useFakeTimers();
    render(<RankingBoard values={teams(4)} />);
    act(() => vi.advanceTimersByTime(6000));
    expect(ranks()).toEqual(['No.1', 'No.2', 'No.3', 'No.4']);
  });
});
