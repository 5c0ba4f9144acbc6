/**
 * Row labels free prints, in English and in every translation shipped with procps-ng 4.0.2 (de es fr ka ko pl pt_BR
 * ro sv uk vi zh_CN, read from its procps-ng.mo catalogs), plus BusyBox's. Rows are identified by these labels;
 * the translated words never become keys. Compared after `labelKey()`.
 */
export type TableRole = "mem" | "low" | "high" | "buffersCache" | "swap" | "total" | "comm";

const LABELS: Record<Exclude<TableRole, "buffersCache">, string[]> = {
  mem: ["Mem", "Speicher", "Mem.", "Pamięć", "Пам.", "内存", "메모리", "Minne", "BNhớ", "მეხს"],
  low: ["Low", "Niedrig", "Basse", "Baja", "Niska", "Нижня", "低", "하 위", "Lågt", "Baixa", "Thấp", "დაბალი"],
  high: ["High", "Hoch", "Haute", "Alta", "Wysoka", "Верхня", "高", "상 위", "Högt", "Cao", "მაღალი"],
  swap: ["Swap", "Échange", "Inter", "Wymiana", "Своп.", "交换", "스 왑", "Växl.", "Tráo đổi", "სვაპი"],
  total: ["Total", "Gesamt", "Razem", "Загалом", "总量", "총 계", "Totalt", "Tổng", "ჯამი"],
  comm: ["Comm", "Dédié", "Zajęta", "커 밋", "Til.", "Com.", "ბრძანება"],
};

const BY_KEY = new Map<string, TableRole>();
for (const [role, labels] of Object.entries(LABELS) as [TableRole, string[]][]) {
  for (const label of labels) BY_KEY.set(labelKey(label), role);
}

/**
 * A label reduced for lookup: Unicode NFC, zero-width characters dropped, blanks collapsed, the trailing colon (ASCII
 * or fullwidth) dropped, lower case.
 */
export function labelKey(label: string): string {
  return label
    .normalize("NFC")
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[\s\u3000]+/g, " ")
    .trim()
    .replace(/\s*[:：]$/, "")
    .toLowerCase();
}

/** The row a printed label stands for, or undefined when the label is not one free prints. */
export function roleOfLabel(label: string): TableRole | undefined {
  if (/^-\/\+/.test(label.trim())) return "buffersCache";
  return BY_KEY.get(labelKey(label));
}

/** English column header words (any free version), used to tell the layouts apart and to check column counts. */
export const ENGLISH_HEADER_WORDS = new Set(["total", "used", "free", "shared", "buffers", "cached", "cache", "buff/cache", "available"]);
