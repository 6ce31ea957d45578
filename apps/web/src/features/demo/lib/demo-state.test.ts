import { describe, expect, it } from 'vitest';
import { DemoState } from './demo-state';

describe('the demo state', () => {
  it('replaces its snapshot on each update and tells each listener', () => {
    const state = new DemoState();
    const before = state.getSnapshot();
    let calls = 0;
    const unsubscribe = state.subscribe(() => calls++);
    state.update({ mode: 'live', sourceName: 'Sine' });
    expect(state.getSnapshot()).not.toBe(before);
    expect(state.getSnapshot()).toMatchObject({ mode: 'live', sourceName: 'Sine', rows: 0 });
    expect(before.mode).toBe('idle');
    unsubscribe();
    state.update({ rows: 5 });
    expect(calls).toBe(1);
  });

  it('follows the newest samples while live or replaying only', () => {
    const state = new DemoState();
    expect(state.following).toBe(false);
    state.update({ mode: 'live' });
    expect(state.following).toBe(true);
    state.update({ mode: 'replay' });
    expect(state.following).toBe(true);
    state.update({ mode: 'static' });
    expect(state.following).toBe(false);
  });

  it('numbers each status, so the same sentence twice is said twice', () => {
    const state = new DemoState();
    state.announce('paused');
    const first = state.current.status;
    state.announce('paused');
    expect(first).toEqual({ key: 'paused', params: {}, serial: 1 });
    expect(state.current.status).toEqual({ key: 'paused', params: {}, serial: 2 });
  });
});
