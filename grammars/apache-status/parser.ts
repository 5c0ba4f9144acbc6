import { keyValueGrammar, keyValueTokens, type KeyValueLine } from "../kit/key-value.js";

/*
 * Apache httpd mod_status `?auto` pages, alone or in a monitoring log: the key-value page skeleton of grammars/kit
 * (fields, timestamp lines, the server-name line, `TLSSessionCacheStatus`, curl -i heads, curl errors, HTML lines).
 * Where a page starts and which field is what is the format's page rule (src/formats/apache-status/raw.ts).
 */
export type ApacheStatusLine = KeyValueLine;

/** The apache-status grammar, built once on first use and reused for every input. */
export const apacheStatusGrammar = keyValueGrammar();

export const apacheStatusTokens = keyValueTokens;
