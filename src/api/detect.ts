import { formatsByPriority, type FormatName } from "../formats/index.js";
import { repairText } from "./paste.js";
import { prepareText } from "./text.js";
import { work } from "./work.js";

export interface Detection {
  format: FormatName;
  /** 0..1: how sure the format's detector is. */
  confidence: number;
}

/**
 * Every format's score for `text`, best first; formats that scored 0 are left out. The text is read as parse reads
 * it: pasted damage undone first (src/api/paste.ts).
 */
export function detectAll(text: string): Detection[] {
  return scoreAll(repairText(prepareText(text.length > WINDOW ? text.slice(0, WINDOW) : text)));
}

/** What each detector reads at most (the largest detection window). */
const WINDOW = 64 * 1024;

/** Every format's score for text the engine has prepared already. */
export function scoreAll(prepared: string): Detection[] {
  work.scored += Math.min(prepared.length, WINDOW);
  // highest priority first, so that a stable sort by confidence breaks ties by priority (FormatDefinition.priority)
  return formatsByPriority()
    .map((def) => ({ format: def.name as FormatName, confidence: def.detect(prepared) }))
    .filter((d) => d.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence);
}

/** The most likely format of `text`, or undefined when no format recognises it. */
export function detect(text: string): Detection | undefined {
  return detectAll(text)[0];
}
