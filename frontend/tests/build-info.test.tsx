// The build info of docs/requirements/shell.md#build-info (version 2.1.0, built 2025-5-27) in the shell's footer, in both languages, from
// the one constant the login page shows too.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellFooter } from '@/app/layouts/footer';
import { buildInfo } from '@/config/constants';
import { i18n } from '@/lib/i18n';

const customization = vi.hoisted(() => ({ data: { copyright: '中建智慧建设集团' } as { copyright: string } | undefined }));
vi.mock('@/app/layouts/use-customization', () => ({ useCustomization: () => customization }));

afterEach(() => {
  customization.data = { copyright: '中建智慧建设集团' };
  localStorage.clear();
  return act(() => void i18n.changeLanguage('zh'));
});

describe('shell footer', () => {
  it('shows the version and build date beside the copyright', async () => {
    render(<ShellFooter />);
    expect(buildInfo).toMatchObject({ version: '2.1.0', buildDate: '2025-5-27' });
    expect(screen.getByText('版本 2.1.0 · 构建于 2025-5-27')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright © \d{4} 中建智慧建设集团/);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Version 2.1.0 · built 2025-5-27')).toBeInTheDocument();
  });

  it("names the last visit's holder until the tenant's customisation answers, and keeps the tenant's for the next", () => {
    customization.data = undefined;
    localStorage.setItem('copyrightHolder', '上次的公司');
    const { rerender } = render(<ShellFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright © \d{4} 上次的公司/);
    customization.data = { copyright: '中建智慧建设集团' };
    rerender(<ShellFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright © \d{4} 中建智慧建设集团/);
    expect(localStorage.getItem('copyrightHolder')).toBe('中建智慧建设集团');
    // A tenant without a holder of its own: the default, and none kept.
    customization.data = { copyright: '' };
    rerender(<ShellFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright © \d{4} BIM\+智慧工地/);
    expect(localStorage.getItem('copyrightHolder')).toBeNull();
  });
});
