import { describe, expect, it } from 'vitest';
import { axesFor, simulationAxes } from './chart-axes';
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
  it('puts a channel spanning over ten times the narrowest on the right', () => {
    const buffer = recording({ current: [1, 2, 3], rpm: [800, 900, 1000], volts: [0, 1, 2] });
    expect(axesFor(buffer)).toEqual(['y', 'y2', 'y']);
  });

  it('keeps channels of like spans, and a lone channel, on the left', () => {
    expect(axesFor(recording({ a: [0, 1], b: [0, 5] }))).toEqual(['y', 'y']);
    expect(axesFor(recording({ rpm: [800, 1000] }))).toEqual(['y']);
  });

  it('counts a flat channel as the narrowest, not as an empty one', () => {
    expect(axesFor(recording({ flat: [3, 3, 3], speed: [0, 50, 100] }))).toEqual(['y', 'y2']);
  });
});

describe('the axes of the simulated signals', () => {
  it('put the CAN signal on the right when other signals share the chart', () => {
    expect(simulationAxes(['sine', 'canStep', 'noise'])).toEqual(['y', 'y2', 'y']);
    expect(simulationAxes(['canStep'])).toEqual(['y']);
  });
});
