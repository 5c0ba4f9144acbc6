import { formatNames, getFormat, type FormatName } from "../formats/index.js";
import { prepareText } from "./text.js";

export interface Detection {
  format: FormatName;
  /** 0..1: how sure the format's detector is. */
  confidence: number;
}

/** Every format's score for `text`, best first; formats that scored 0 are left out. */
export function detectAll(text: string): Detection[] {
  const prepared = prepareText(text);
  return formatNames
    .map((format) => ({ format, confidence: getFormat(format).detect(prepared) }))
    .filter((d) => d.confidence > 0)
    .sort((a, b) => b.confidence - a.confidence);
}

/** The most likely format of `text`, or undefined when no format recognises it. */
export function detect(text: string): Detection | undefined {
  return detectAll(text)[0];
}
