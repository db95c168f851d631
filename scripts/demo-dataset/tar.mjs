/**
 * A minimal, deterministic POSIX ustar writer (directories and regular files only), gzipped.
 * `sanity dataset import` detects a tarball by the `ustar` magic at byte 257 and unpacks it with
 * modern-tar; this writes exactly that format with fixed owner, mode and mtime, so the same
 * entries always give the same bytes (no dependency, no system `tar`).
 */
import { gzipSync } from 'node:zlib';

const BLOCK = 512;
const MTIME = Date.UTC(2026, 0, 1) / 1000; // fixed: the archive depends on its content only

/** @param {number} value @param {number} width  octal, NUL-terminated, zero-padded */
const octal = (value, width) => value.toString(8).padStart(width - 1, '0') + '\0';

/** One 512-byte ustar header. */
function header(name, size, type) {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar: name longer than 100 bytes: ${name}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 'utf8');
  h.write(octal(type === '5' ? 0o755 : 0o644, 8), 100);
  h.write(octal(0, 8), 108); // uid
  h.write(octal(0, 8), 116); // gid
  h.write(octal(size, 12), 124);
  h.write(octal(MTIME, 12), 136);
  h.write('        ', 148); // checksum field counts as spaces while summing
  h.write(type, 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/**
 * A gzipped tarball of `entries` in the given order: `{ name: 'dir/' }` for a directory,
 * `{ name, data }` (Buffer or string) for a file.
 * @param {Array<{ name: string, data?: Buffer | string }>} entries
 */
export function tarGz(entries) {
  const parts = [];
  for (const entry of entries) {
    if (entry.data === undefined) {
      parts.push(header(entry.name.endsWith('/') ? entry.name : `${entry.name}/`, 0, '5'));
      continue;
    }
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    parts.push(header(entry.name, data.length, '0'), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2)); // end of archive: two zero blocks
  return gzipSync(Buffer.concat(parts), { level: 9 });
}
