import type { LighttpdStatusLine } from "../../../grammars/lighttpd-status/parser.js";
import { keyValuePages, type KeyValuePageLine, type KeyValuePageRule, type RawField } from "../status-page/pages.js";
import { groupSamples, type StatusSample } from "../status-page/samples.js";
import { isLighttpdField } from "./fields.js";

/**
 * One sample with every value as printed (the `raw` output): a mod_status `?auto` page, or a sample whose fetch failed
 * (`kind: "missing"`: a curl error, an HTML error page, a timestamp line with no page after it).
 */
export interface LighttpdStatusRawSample extends StatusSample<"lighttpd-status"> {
  /** The page's fields in the order printed, unknown ones included. */
  fields?: RawField[];
}

/**
 * The page rule (the status-page kit's keyValuePages): a page starts at the first field lighttpd prints
 * (`Total Accesses:`), and again at a field the open page already has (pages back to back, with no timestamp lines).
 */
const LIGHTTPD_PAGE: KeyValuePageRule = { isField: isLighttpdField };

/** The grammar's lines to samples (the status-page kit groups them). */
export function lighttpdSamples(lines: readonly LighttpdStatusLine[], text: string): LighttpdStatusRawSample[] {
  return groupSamples("lighttpd-status", keyValuePages(lines, LIGHTTPD_PAGE), text, (sample: LighttpdStatusRawSample, page: KeyValuePageLine) => {
    sample.fields = page.fields;
    return sample;
  });
}
