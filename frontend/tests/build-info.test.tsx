// The build info of docs/requirements/shell.md#build-info (version 2.1.0, built 2025-5-27) in the shell's footer, in both languages, from
// the one constant the login page shows too.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellFooter } from '@/app/layouts/footer';
import { buildInfo } from '@/config/constants';
import { i18n } from '@/lib/i18n';

vi.mock('@/app/layouts/use-customization', () => ({ useCustomization: () => ({ data: { copyright: '中建智慧建设集团' } }) }));

afterEach(() => act(() => void i18n.changeLanguage('zh')));

describe('shell footer', () => {
  it('shows the version and build date beside the copyright', async () => {
    render(<ShellFooter />);
    expect(buildInfo).toMatchObject({ version: '2.1.0', buildDate: '2025-5-27' });
    expect(screen.getByText('版本 2.1.0 · 构建于 2025-5-27')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/Copyright © \d{4} 中建智慧建设集团/);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Version 2.1.0 · built 2025-5-27')).toBeInTheDocument();
  });
});
