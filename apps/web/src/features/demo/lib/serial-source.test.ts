import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failureReason, isChooserClosed, openSerialSource } from './serial-source';
import { connectSerial } from './web-serial';

vi.mock('./web-serial', () => ({ connectSerial: vi.fn() }));

/** Opens the source on a stand-in port; returns what the port "receives" and what came out. */
async function opened(clock?: () => number) {
  let receive: (line: string) => void = () => {};
  vi.mocked(connectSerial).mockImplementation(async (_baud, onLine) => {
    receive = onLine;
    return { closed: new Promise(() => {}), close: async () => {} };
  });
  const samples: { channels: string[]; times: number[]; columns: number[][] }[] = [];
  await openSerialSource(
    115200,
    (channels, times, columns) =>
      samples.push({
        channels: [...channels],
        times: Array.from(times),
        columns: columns.map((column) => Array.from(column)),
      }),
    clock,
  );
  return { receive: (line: string) => receive(line), samples };
}

describe('the serial source', () => {
  beforeEach(() => vi.mocked(connectSerial).mockReset());

  it('opens the port at the chosen baud rate', async () => {
    await opened();
    expect(vi.mocked(connectSerial).mock.calls[0]?.[0]).toBe(115200);
  });

  it('turns each line into a sample as it arrives, on the time the line carries', async () => {
    const { receive, samples } = await opened();
    receive('time,temp,hum');
    receive('0.5,21.5,40');
    receive('1,21.7,41');
    expect(samples).toEqual([
      { channels: ['temp', 'hum'], times: [0.5], columns: [[21.5], [40]] },
      { channels: ['temp', 'hum'], times: [1], columns: [[21.7], [41]] },
    ]);
  });

  it('times lines without a time column by when they arrived', async () => {
    let now = 1000;
    const { receive, samples } = await opened(() => now);
    now = 3500;
    receive('21.5,40');
    expect(samples.map(({ times }) => times)).toEqual([[2.5]]);
  });
});

describe('a serial failure', () => {
  it('is no failure when the chooser was closed without a port', () => {
    expect(isChooserClosed(new DOMException('No port selected', 'NotFoundError'))).toBe(true);
    expect(isChooserClosed(new DOMException('Busy', 'NetworkError'))).toBe(false);
    expect(isChooserClosed(new Error('NotFoundError'))).toBe(false);
  });

  it('is said by its message', () => {
    expect(failureReason(new Error('The port cannot be read'))).toBe('The port cannot be read');
    expect(failureReason('unplugged')).toBe('unplugged');
  });
});
