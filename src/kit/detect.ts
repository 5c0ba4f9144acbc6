/** How much of an input a format's `detect` reads: the start, where a tool's first lines say what printed them. */
export const DETECT_WINDOW = 64 * 1024;

/**
 * The start of an input that a format's `detect` reads (the whole text when shorter than the window).
 *
 * @example
 * detectHead("x".repeat(100_000)).length //=> 65536
 * detectHead(text, 16 * 1024)            // a format whose first lines say it within 16 KiB
 */
export function detectHead(text: string, window: number = DETECT_WINDOW): string {
  return text.length > window ? text.slice(0, window) : text;
}
