import { CsvStreamParser } from '../lib/csv-parser';
import type { ParseRequest, ParseMessage } from '../lib/parse-messages';

// Reads the file as a stream of text, so a file of hundreds of megabytes never sits in memory
// whole, and hands the columns over (transferred, not copied) as they are parsed.
// The site's types are the page's (DOM); a worker's global needs only these two members.
const scope = self as unknown as {
  postMessage: (message: ParseMessage, transfer: Transferable[]) => void;
  onmessage: ((event: MessageEvent<ParseRequest>) => void) | null;
};

function post(message: ParseMessage, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

scope.onmessage = async (event: MessageEvent<ParseRequest>) => {
  const { file } = event.data;
  const parser = new CsvStreamParser((batch) => {
    post({ type: 'batch', channels: parser.channels, batch, bytesRead }, [
      batch.times.buffer,
      ...batch.columns.map((column) => column.buffer),
    ]);
  });
  let bytesRead = 0;
  try {
    const reader = file.stream().getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytesRead += value.byteLength;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    post({ type: 'done', summary: parser.finish() });
  } catch (error) {
    post({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
  }
};
