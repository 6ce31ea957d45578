import { describe, expect, it } from 'vitest';
import { SessionAutosave, type RecordingInfo } from './session-autosave';
import { SessionBuffer } from './session-buffer';
import type { SavedSessionInfo, SessionChunk } from './session-store';

const recording: RecordingInfo = {
  id: 'session-1',
  name: 'Sine · 10 Hz',
  startedAt: new Date('2024-05-01T09:30:00.000Z'),
  timeUnit: 'seconds',
};

function recorder(fail = false) {
  const writes: { info: SavedSessionInfo; index: number; times: number[] }[] = [];
  const autosave = new SessionAutosave(async (info, index, chunk: SessionChunk) => {
    if (fail) throw new Error('QuotaExceededError');
    writes.push({ info, index, times: Array.from(chunk.times) });
  });
  return { autosave, writes };
}

const done = async () => {};

describe('the autosave of a live recording', () => {
  it('writes only the rows since the previous save, as the next chunk', async () => {
    const { autosave, writes } = recorder();
    const buffer = new SessionBuffer(['Sine']);
    buffer.push(0, [0]);
    buffer.push(0.1, [1]);
    autosave.saveNew(buffer, recording, done, () => {});
    buffer.push(0.2, [2]);
    autosave.saveNew(buffer, recording, done, () => {});
    await autosave.settled;
    expect(writes.map(({ index, times }) => ({ index, times }))).toEqual([
      { index: 0, times: [0, 0.1] },
      { index: 1, times: [0.2] },
    ]);
    expect(writes[1]?.info).toEqual({
      id: 'session-1',
      name: 'Sine · 10 Hz',
      startedAt: '2024-05-01T09:30:00.000Z',
      channels: ['Sine'],
      rows: 3,
      durationS: 0.2,
      timeUnit: 'seconds',
    });
  });

  it('writes nothing when no row came since, and nothing for an empty recording', async () => {
    const { autosave, writes } = recorder();
    const buffer = new SessionBuffer(['Sine']);
    autosave.saveNew(buffer, recording, done, () => {});
    buffer.push(0, [0]);
    autosave.saveNew(buffer, recording, done, () => {});
    autosave.saveNew(buffer, recording, done, () => {});
    await autosave.settled;
    expect(writes).toHaveLength(1);
  });

  it('starts from the first chunk for a new recording', async () => {
    const { autosave, writes } = recorder();
    const first = new SessionBuffer(['Sine']);
    first.push(0, [0]);
    autosave.saveNew(first, recording, done, () => {});
    autosave.restart();
    const second = new SessionBuffer(['Sine']);
    second.push(0, [5]);
    autosave.saveNew(second, { ...recording, id: 'session-2' }, done, () => {});
    await autosave.settled;
    expect(writes.map(({ info, index }) => [info.id, index])).toEqual([
      ['session-1', 0],
      ['session-2', 0],
    ]);
  });

  it('says when a write succeeded, and when the browser refused it', async () => {
    const said: string[] = [];
    const buffer = new SessionBuffer(['Sine']);
    buffer.push(0, [0]);
    const kept = recorder();
    kept.autosave.saveNew(
      buffer,
      recording,
      async () => void said.push('saved'),
      () => {},
    );
    await kept.autosave.settled;
    const refused = recorder(true);
    refused.autosave.saveNew(buffer, recording, done, () => void said.push('refused'));
    await refused.autosave.settled;
    expect(said).toEqual(['saved', 'refused']);
  });
});
