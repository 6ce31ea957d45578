import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A small DNS server for tests (UDP on 127.0.0.1): it answers TXT questions from `records` (by
 * name, lower case), says NXDOMAIN for a name it does not know, and has no other records. The
 * server under test asks it through DNS_SERVERS, as it would ask the organization's DNS.
 */
export interface DnsStandIn {
  /** For DNS_SERVERS: `127.0.0.1:<port>`. */
  server: string;
  /** TXT records by name: each a list of strings. */
  records: Map<string, string[]>;
  close(): Promise<void>;
}

const typeTxt = 16;

/** The question's name and where the question ends, read from a query. */
function readQuestion(query: Buffer): { name: string; end: number } | undefined {
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length) {
    const length = query[offset] ?? 0;
    offset += 1;
    if (length === 0) return { name: labels.join('.').toLowerCase(), end: offset + 4 };
    labels.push(query.subarray(offset, offset + length).toString('latin1'));
    offset += length;
  }
  return undefined;
}

function txtAnswer(value: string): Buffer {
  const text = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let at = 0; at < text.length || at === 0; at += 255) {
    const part = text.subarray(at, at + 255);
    chunks.push(Buffer.from([part.length]), part);
    if (text.length === 0) break;
  }
  const data = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(typeTxt, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(0, 6); // no caching
  head.writeUInt16BE(data.length, 10);
  return Buffer.concat([head, data]);
}

export async function startDnsStandIn(options: { port?: number } = {}): Promise<DnsStandIn> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const question = readQuestion(query);
    if (!question || question.end > query.length) return;
    const type = query.readUInt16BE(question.end - 4);
    const known = records.get(question.name);
    const answers = type === typeTxt && known ? known.map(txtAnswer) : [];
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    // A response, recursion desired and available; NXDOMAIN for a name with no records.
    header.writeUInt16BE(known ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const reply = Buffer.concat([header, query.subarray(12, question.end), ...answers]);
    socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
