import type { ApacheStatusLine } from "../../../grammars/apache-status/parser.js";
import { keyValuePages, type KeyValuePageLine, type KeyValuePageRule, type RawField } from "../status-page/pages.js";
import { groupSamples, type SeriesHeadLine, type StatusSample } from "../status-page/samples.js";
import { isApacheField, REPEATED_FIELDS } from "./fields.js";

export type { RawField } from "../status-page/pages.js";

/**
 * One sample with every value as printed (the `raw` output): a mod_status `?auto` page, or a sample whose fetch failed
 * (`kind: "missing"`: a curl error, an HTML error page, a timestamp line with no page after it).
 */
export interface ApacheStatusRawSample extends StatusSample<"apache-status"> {
  /** The page's first line (2.4): the server name the request reached (`ap_get_server_name`). */
  serverName?: string;
  /** The page's fields in the order printed, unknown ones included (mod_proxy_balancer's, mod_gnutls's lines). */
  fields?: RawField[];
  /** mod_ssl's `TLSSessionCacheStatus` block, when printed. */
  tlsSessionCache?: RawField[];
}

/**
 * The page rule (the status-page kit's keyValuePages): a page starts at a server-name line (a line of words just
 * before `ServerVersion:`), else at the first field that mod_status prints (2.2 and older pages start with
 * `Total Accesses:`), and at a field the open page already has (BusyWorkers and IdleWorkers excepted, which 2.4.3x
 * printed twice). mod_ssl's `TLSSessionCacheStatus` block is kept apart (offsets `tls:<name>`).
 */
const APACHE_PAGE: KeyValuePageRule = {
  isField: isApacheField,
  repeated: REPEATED_FIELDS,
  nameBefore: "ServerVersion",
  block: { title: "TLSSessionCacheStatus", prefix: "Cache", offsetKey: "tls" },
};

export const pagesOf = (lines: readonly ApacheStatusLine[]): (SeriesHeadLine | KeyValuePageLine)[] => keyValuePages(lines, APACHE_PAGE);

/** The grammar's lines to samples (the status-page kit groups them). */
export function apacheSamples(lines: readonly ApacheStatusLine[], text: string): ApacheStatusRawSample[] {
  return groupSamples("apache-status", pagesOf(lines), text, (sample: ApacheStatusRawSample, page: KeyValuePageLine) => {
    if (page.serverName !== undefined) sample.serverName = page.serverName;
    sample.fields = page.fields;
    if (page.block !== undefined) sample.tlsSessionCache = page.block;
    return sample;
  });
}
