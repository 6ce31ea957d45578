import { describe, expect, it } from 'vitest';
import { SessionBuffer } from './session-buffer';
import { signalValue } from './signals';
import { Simulation } from './simulation';

describe('the simulated source', () => {
  it('produces each sample due by then, once and in order', () => {
    const simulation = new Simulation(['sine', 'square'], 100, 1000);
    const buffer = new SessionBuffer(['Sine', 'Square']);
    expect(simulation.generate(1000, buffer, 10_000)).toBe(false);
    expect(simulation.generate(1500, buffer, 10_000)).toBe(true);
    expect(buffer.length).toBe(50);
    expect(simulation.generate(1500, buffer, 10_000)).toBe(false);
    expect(simulation.generate(2000, buffer, 10_000)).toBe(true);
    expect(buffer.length).toBe(100);
    expect(buffer.timeAt(99)).toBeCloseTo(0.99);
    expect(buffer.valueAt(0, 25)).toBe(signalValue('sine', 0.25, 25));
    expect(buffer.valueAt(1, 75)).toBe(signalValue('square', 0.75, 75));
  });

  it('skips what a hidden tab missed, keeping the last second', () => {
    const simulation = new Simulation(['sine'], 100, 0);
    const buffer = new SessionBuffer(['Sine']);
    simulation.generate(1000, buffer, 10_000);
    simulation.generate(60_000, buffer, 10_000);
    expect(buffer.length).toBe(200);
    expect(buffer.timeAt(100)).toBeCloseTo(59);
  });

  it('stops at the row limit', () => {
    const simulation = new Simulation(['noise'], 1000, 0);
    const buffer = new SessionBuffer(['Noise']);
    simulation.generate(1000, buffer, 300);
    expect(buffer.length).toBe(300);
    expect(simulation.generate(2000, buffer, 300)).toBe(false);
    expect(buffer.length).toBe(300);
  });
});
