import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithCommon } from '../../test/render-with-common';
import { Footer } from './footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the footer', () => {
  it.each([
    ['en', '© 2031 Sinyal. All rights reserved.'],
    ['tr', '© 2031 Sinyal. Tüm hakları saklıdır.'],
  ] as const)('writes the year it is shown in (%s)', async (language, line) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    await renderWithCommon(<Footer />, language);
    expect(screen.getByText(line)).toBeDefined();
  });
});
