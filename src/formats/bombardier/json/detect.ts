import { detectHead } from "../../../kit/detect.js";

/** How much of the input the detector looks at (a result is under 1 KB; the intro and a progress bar may come first). */
const WINDOW = 16 * 1024;

/**
 * Scores text as bombardier -o json: its template's opening `{"spec":{"numberOfConnections":` at a line's start (the
 * intro, progress bar and `Done!` lines of the default --print may come before it).
 */
export function detectBombardierJson(text: string): number {
  return /(?:^|\n)\ufeff?\s*\{\s*"spec"\s*:\s*\{\s*"numberOfConnections"\s*:/.test(detectHead(text, WINDOW)) ? 1 : 0;
}
