/** How much of the input the detector looks at. */
const DETECT_WINDOW = 64 * 1024;

const TEXT_PAGE = /^pool: +\S.*\r?\nprocess manager: +(?:static|dynamic|ondemand)\b/m;
const JSON_PAGE = /\{\s*"pool"\s*:\s*"[^"\n]*"\s*,\s*"process manager"\s*:/;
const OWN_FIELD = /^(?:accepted conn|max children reached|max active processes|listen queue len|slow requests): *\d/m;

/**
 * Scores text as a php-fpm status page (text or JSON) or a log of them. Certain with the page's first two fields
 * (`pool:` then `process manager:`, or the JSON's `{"pool":"...","process manager":`); a page whose top was cut off
 * (php-fpm's own counters only) scores lower.
 */
export function detectPhpFpmStatus(text: string): number {
  const head = text.slice(0, DETECT_WINDOW);
  if (TEXT_PAGE.test(head) || JSON_PAGE.test(head)) return 1;
  if (OWN_FIELD.test(head)) return 0.3;
  return 0;
}
