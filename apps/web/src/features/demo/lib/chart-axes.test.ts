import { describe, expect, it } from 'vitest';
import { axesFor, axisGroups, simulationAxes } from './chart-axes';
import { SessionBuffer } from './session-buffer';

function recording(channels: Record<string, number[]>): SessionBuffer {
  const names = Object.keys(channels);
  const buffer = new SessionBuffer(names);
  const length = Object.values(channels)[0]?.length ?? 0;
  for (let row = 0; row < length; row++) {
    buffer.push(
      row,
      names.map((name) => channels[name]?.[row] ?? 0),
    );
  }
  return buffer;
}

describe('the axes of a recording', () => {
  it('gives a temperature of 15–25 and a pressure near 1013 an axis each, so both can be read', () => {
    const buffer = recording({
      temperature: [15, 19, 25, 22],
      pressure: [1011, 1013, 1015, 1012],
    });
    expect(axesFor(buffer)).toEqual([0, 1]);
  });

  it('lets channels of like size share an axis, and gives one of another size its own', () => {
    const buffer = recording({ current: [1, 2, 3], rpm: [800, 900, 1000], volts: [0, 1, 2] });
    expect(axesFor(buffer)).toEqual([0, 1, 0]);
  });

  it('keeps a lone channel on the left axis', () => {
    expect(axesFor(recording({ rpm: [800, 1000] }))).toEqual([0]);
  });

  it('lets a flat channel share the axis whose range it lies in', () => {
    expect(axesFor(recording({ flat: [3, 3, 3], speed: [0, 50, 100] }))).toEqual([0, 0]);
    expect(axesFor(recording({ speed: [0, 50, 100], flat: [1013, 1013, 1013] }))).toEqual([0, 1]);
  });
});

describe('axisGroups', () => {
  it('never makes more than four axes: a fifth size joins the axis it fits best', () => {
    const ranges = [
      { low: 0, high: 1 },
      { low: 100, high: 110 },
      { low: 1000, high: 1100 },
      { low: 1e5, high: 1.1e5 },
      { low: 0, high: 2 },
      { low: 1e7, high: 1.1e7 },
    ];
    const groups = axisGroups(ranges);
    expect(groups.slice(0, 5)).toEqual([0, 1, 2, 3, 0]);
    expect(Math.max(...groups)).toBe(3);
  });
});

describe('the axes of the simulated signals', () => {
  it('put temperature and pressure on axes of their own beside the waves', () => {
    expect(simulationAxes(['temperature', 'pressure'])).toEqual([0, 1]);
    expect(simulationAxes(['sine', 'square', 'noise', 'chirp'])).toEqual([0, 0, 0, 0]);
    expect(simulationAxes(['sine', 'canStep', 'noise'])).toEqual([0, 1, 0]);
  });
});
