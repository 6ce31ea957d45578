import { describe, expect, it, vi } from 'vitest';
import { redirectTo } from './redirect';

describe('redirectTo', () => {
  it('replaces the current location with the given URL', () => {
    const replace = vi.fn();
    redirectTo('https://community.example/t/1', { replace });
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://community.example/t/1');
  });
});
