import { describe, expect, it } from 'vitest';
import { appSystemsOf } from './app-systems';

describe('appSystemsOf', () => {
  it('leaves out macOS, which has no app', () => {
    expect(appSystemsOf('Windows, Linux, macOS')).toEqual(['Windows', 'Linux']);
    expect(appSystemsOf('macOS, Linux')).toEqual(['Linux']);
  });

  it('keeps the order, drops repeats and forgives spacing and case', () => {
    expect(appSystemsOf(' linux ,Windows,LINUX')).toEqual(['Linux', 'Windows']);
  });

  it('is empty when the app runs on none of them', () => {
    expect(appSystemsOf('macOS')).toEqual([]);
    expect(appSystemsOf('')).toEqual([]);
  });
});
