import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './code-block';
import { notify } from '../../lib/notify';

vi.mock('../../i18n/react', () => ({
  useTranslation: () => ({ t: (key: string) => key }),
}));
vi.mock('../../lib/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn() },
}));

describe('CodeBlock', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('copies the code and confirms with a toast', async () => {
    writeText.mockResolvedValue();
    render(<CodeBlock code="curl /api/health" label="bash" />);
    fireEvent.click(screen.getByRole('button', { name: /^code\.copy\s*bash$/ }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('code.copied'));
    expect(writeText).toHaveBeenCalledWith('curl /api/health');
    expect(screen.getByRole('button', { name: /^code\.copiedShort\s*bash$/ })).toBeTruthy();
  });

  it('without the Clipboard API copies the selected code the older way', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<CodeBlock code="sudo apt install ./sinyal.deb" label="apt" />);
    fireEvent.click(screen.getByRole('button', { name: /^code\.copy\s*apt$/ }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('code.copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says so when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CodeBlock code="x" label="bash" />);
    fireEvent.click(screen.getByRole('button', { name: /^code\.copy\s*bash$/ }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('code.copyFailed'));
    expect(notify.success).not.toHaveBeenCalled();
  });
});
