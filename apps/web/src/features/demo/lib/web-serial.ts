// Web Serial is in Chromium-based desktop browsers only and not yet in TypeScript's DOM types:
// the few members the demo uses are declared here.
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
}

interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

/** Baud rates offered for a serial connection; 115,200 is the common default of boards. */
export const baudRates = [9600, 19200, 38400, 57600, 115200, 230400, 460800, 921600] as const;

function serialApi(): SerialLike | undefined {
  return (navigator as Navigator & { serial?: SerialLike }).serial;
}

/** Whether this browser can open serial ports (and the page is a secure context). */
export function hasWebSerial(): boolean {
  return typeof navigator !== 'undefined' && window.isSecureContext && serialApi() !== undefined;
}

export interface SerialConnection {
  /** Resolves when the port closes: unplugged, or `close` was called. */
  closed: Promise<void>;
  close: () => Promise<void>;
}

/**
 * Asks the user for a port (the browser's own chooser), opens it at `baudRate` and calls `onLine`
 * for every line received, without its line ending.
 */
export async function connectSerial(
  baudRate: number,
  onLine: (line: string) => void,
): Promise<SerialConnection> {
  const api = serialApi();
  if (!api) throw new Error('Web Serial is not available');
  const port = await api.requestPort();
  await port.open({ baudRate });
  const reader = port.readable?.getReader();
  if (!reader) {
    await port.close();
    throw new Error('The port cannot be read');
  }
  const decoder = new TextDecoder();
  let rest = '';
  let stopping = false;
  const closed = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        rest += decoder.decode(value, { stream: true });
        let end = rest.indexOf('\n');
        while (end >= 0) {
          onLine(rest.slice(0, end).replace('\r', ''));
          rest = rest.slice(end + 1);
          end = rest.indexOf('\n');
        }
      }
    } catch (error) {
      if (!stopping) throw error;
    } finally {
      reader.releaseLock();
      await port.close().catch(() => undefined);
    }
  })();
  return {
    closed,
    close: async () => {
      stopping = true;
      await reader.cancel().catch(() => undefined);
      await closed.catch(() => undefined);
    },
  };
}
