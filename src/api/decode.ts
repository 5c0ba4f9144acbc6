/**
 * Bytes to text for every way in (parseStream's byte chunks, the CLI's files and pipes, parse of a Uint8Array): the
 * encoding is read from the first bytes, whatever the chunking.
 * - A byte-order mark says it: UTF-8 (EF BB BF), UTF-16LE (FF FE: PowerShell's `>` and `Out-File`), UTF-16BE (FE FF).
 *   The mark itself is kept as U+FEFF, for the engine to take off as it does for text.
 * - Without one, UTF-16 is recognised by its NUL bytes: text in the ASCII range has a NUL in every other byte (the
 *   odd ones for LE, the even ones for BE). Looked for only when one of the first two bytes is NUL (no UTF-8 text
 *   starts so), in the first 64 bytes, so that UTF-8 input is decided at its first two bytes (a live pipe waits for
 *   nothing).
 * - Anything else is UTF-8; a byte that is not (Latin-1 `é` in a host name) reads as U+FFFD, never an error.
 */

/** How many bytes the NUL pattern is looked for in. */
const SNIFF_BYTES = 64;

export type InputEncoding = "utf-8" | "utf-16le" | "utf-16be";

/**
 * The encoding of input that begins with `head` (`complete`: the input is no longer than that), or undefined when
 * more bytes are needed to tell.
 * @example encodingOf(new Uint8Array([0xff, 0xfe, 0x54, 0x00]), false) //=> "utf-16le"
 */
export function encodingOf(head: Uint8Array, complete: boolean): InputEncoding | undefined {
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  if (head.length < 2) return complete ? "utf-8" : undefined;
  if (head[0] !== 0 && head[1] !== 0) return "utf-8";
  if (head.length < SNIFF_BYTES && !complete) return undefined;
  const n = Math.min(head.length, SNIFF_BYTES) & ~1;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenNul++;
    if (head[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  // (most pairs hold one NUL, always on the same side: ASCII text in UTF-16)
  if (pairs < 4) return "utf-8";
  if (oddNul * 4 >= pairs * 3 && evenNul * 4 <= pairs) return "utf-16le";
  if (evenNul * 4 >= pairs * 3 && oddNul * 4 <= pairs) return "utf-16be";
  return "utf-8";
}

/** Decodes a byte stream chunk by chunk (characters split between chunks included), its encoding sniffed first. */
export class InputDecoder {
  private decoder: TextDecoder | undefined;
  private held: Uint8Array | undefined;

  /** The text of these bytes that is complete. */
  write(bytes: Uint8Array): string {
    if (this.decoder !== undefined) return this.decoder.decode(bytes, { stream: true });
    const head = this.held === undefined ? bytes : concat(this.held, bytes);
    const encoding = encodingOf(head, false);
    if (encoding === undefined) {
      // (fewer than SNIFF_BYTES: a copy, the caller may reuse its buffer)
      this.held = head === bytes ? bytes.slice() : head;
      return "";
    }
    this.held = undefined;
    // ignoreBOM: a byte-order mark is the engine's to take off (one, at the start), as for text input
    this.decoder = new TextDecoder(encoding, { ignoreBOM: true });
    return this.decoder.decode(head, { stream: true });
  }

  /** The rest of the text, at the end of the input. */
  end(): string {
    if (this.decoder === undefined) {
      const head = this.held ?? new Uint8Array(0);
      this.held = undefined;
      this.decoder = new TextDecoder(encodingOf(head, true) ?? "utf-8", { ignoreBOM: true });
      return this.decoder.decode(head);
    }
    return this.decoder.decode();
  }
}

/** The text of a whole input given as bytes. */
export function decodeBytes(bytes: Uint8Array): string {
  const decoder = new InputDecoder();
  return decoder.write(bytes) + decoder.end();
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
