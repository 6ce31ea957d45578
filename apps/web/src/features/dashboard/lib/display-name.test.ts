import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './display-name';

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName({ full_name: 'Ada Lovelace', username: 'ada' })).toBe('Ada Lovelace');
  });

  it('falls back to the username when the full name is empty or blank', () => {
    expect(displayName({ full_name: '', username: 'ada' })).toBe('ada');
    expect(displayName({ full_name: '   ', username: 'ada' })).toBe('ada');
  });

  it('is empty without a person', () => {
    expect(displayName(null)).toBe('');
  });
});

describe('avatarInitial', () => {
  it('is the upper-case first letter of the name', () => {
    expect(avatarInitial({ full_name: 'şule yılmaz', username: 'sule' })).toBe('Ş');
    expect(avatarInitial({ full_name: '', username: 'ada' })).toBe('A');
  });

  it('is "U" when there is no name yet', () => {
    expect(avatarInitial(null)).toBe('U');
    expect(avatarInitial({ full_name: '', username: '' })).toBe('U');
  });
});
