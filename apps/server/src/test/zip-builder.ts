import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes zip files that no well-behaved tool makes (absolute names, "..", links, lying sizes,
 * encryption flags), so the tests can feed the registry and the agent what an attacker would.
 * The format is PKWARE's APPNOTE: local headers, data, central directory, end record.
 */
export interface RawEntry {
  name: string;
  data?: Buffer | string;
  /** Deflate the data (default true for data over 64 bytes). */
  deflate?: boolean;
  /** Unix mode in the high 16 bits of the external attributes (0o120777 is a symbolic link). */
  unixMode?: number;
  /** Claims the data is encrypted (general purpose bit 0). */
  encrypted?: boolean;
  /**
   * The data is this many zero bytes instead of `data`, deflated a megabyte at a time without ever
   * being held whole (300 MB of zeros packs to about 300 KB).
   */
  zeros?: number;
  /** A declared uncompressed size other than the real one. */
  declaredSize?: number;
  /** Leave the UTF-8 flag off (the name is then code page 437). */
  noUtf8Flag?: boolean;
}

const megabyte = 1024 * 1024;
const zeroBlock = Buffer.alloc(megabyte);
// A non-final deflate block that inflates to a megabyte of zeros: such blocks placed one after
// another, then a final empty one, are one valid deflate stream of any length.
const deflatedZeroBlock = deflateRawSync(zeroBlock, { finishFlush: constants.Z_SYNC_FLUSH });
const deflateEnd = deflateRawSync(Buffer.alloc(0));

/** `count` zero bytes, deflated, with their CRC-32, never holding them whole. */
function deflatedZeros(count: number): { stored: Buffer; crc: number } {
  const blocks: Buffer[] = [];
  let crc = 0;
  for (let left = count; left > 0; left -= megabyte) {
    const size = Math.min(left, megabyte);
    blocks.push(
      size === megabyte
        ? deflatedZeroBlock
        : deflateRawSync(zeroBlock.subarray(0, size), { finishFlush: constants.Z_SYNC_FLUSH }),
    );
    crc = crc32(zeroBlock.subarray(0, size), crc);
  }
  return { stored: Buffer.concat([...blocks, deflateEnd]), crc };
}

// The same data in many entries is deflated once.
const deflatedOnce = new WeakMap<Buffer, Buffer>();
function deflateCached(data: Buffer): Buffer {
  let stored = deflatedOnce.get(data);
  if (!stored) {
    stored = deflateRawSync(data);
    deflatedOnce.set(data, stored);
  }
  return stored;
}

export function buildZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data ?? '', 'utf8');
    const zeros = entry.zeros === undefined ? undefined : deflatedZeros(entry.zeros);
    const deflate = zeros !== undefined || (entry.deflate ?? data.length > 64);
    const stored = zeros?.stored ?? (deflate ? deflateCached(data) : data);
    const flags = (entry.encrypted ? 0x1 : 0) | (entry.noUtf8Flag ? 0 : 0x800);
    const method = deflate ? 8 : 0;
    const crc = zeros?.crc ?? crc32(data);
    const size = entry.declaredSize ?? entry.zeros ?? data.length;

    // Both headers carry the same fields from "version needed" to the name's length.
    const shared = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(flags, at + 2);
      header.writeUInt16LE(method, at + 4);
      header.writeUInt16LE(0, at + 6);
      header.writeUInt16LE(0x21, at + 8);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(stored.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    shared(local, 4);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    shared(central, 6);
    central.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
