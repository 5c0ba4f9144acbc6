/**
 * vmstat's words in every translation procps-ng 4.0.2 ships (de es fr ka ko pl pt_BR ro sv uk vi zh_CN), read from its
 * procps-ng.mo catalogs (msgunfmt) and generated, not typed: the -s/-D/-f line labels (after the number and, for memory
 * lines, the unit letter) and the column header words, each under its English text. Translated words never become
 * keys; they only say which English label or column a line or header word is.
 */
export const LIST_LABEL_TRANSLATIONS: Readonly<Record<string, readonly string[]>> = {
  "CPU context switches": ["CPU 컨텍스트 전환", "CPU-kontextbyten", "changements de contexte CPU", "comutatoare de context CPU", "перемикачів контексту процесора", "ჩაწერა"],
  "IO-wait cpu ticks": ["E/A-Warten-CPU-Ticks", "IO-대기 CPU 사이클", "cicluri cpu de așteptare In/Ieș", "cpu-tick i IO-väntan", "tics cpu attente E/S", "tiques de cpu de aguardo de E/S", "tíc-tắc cpu chờ VR", "тактів очікування введення-виведення процесора"],
  "IRQ cpu ticks": ["IRQ CPU 사이클", "IRQ-CPU-Ticks", "IRQ-cpu-tick", "cicluri cpu IRQ", "tics cpu IRQ", "tiques de cpu de IRQ", "tíc-tắc cpu IQR", "тактів IRQ процесора"],
  "K paged in": ["K date de intrare paginate", "K pages lues depuis le disque", "K sidor inkallade", "K поділених на сторінки вхідних даних", "K 페이지 입력", "შერწყმული ჩაწერა"],
  "K paged out": ["K date de ieșire paginate", "K pages écrites sur le disque", "K sidor utskickade", "K поділених на сторінки вихідних даних", "K 페이지 출력", "შერწყმული ჩაწერა"],
  "active memory": ["aktiver Speicher", "aktivt minne", "bộ nhớ hoạt động", "de memória ativa", "memoria activa", "memorie activă", "mémoire active", "пам’яті активно", "აქტიური მეხსიერება", "활성 메모리"],
  "boot time": ["durata timpului pornire", "heure d'amorçage", "starttid", "час з моменту завантаження", "ჩატვირთვის დრო", "부팅 타임"],
  "buffer memory": ["Pufferspeicher", "buffertminne", "bộ nhớ đệm", "de memória em buffer", "memoria de búfer", "memorie tampon", "mémoire tampon", "пам’яті у буфері", "ბუფერის მეხსიერება", "버퍼 메모리"],
  "disks": ["discuri", "diskar", "disques", "дисків", "დისკი", "디스크"],
  "forks": ["bifurcări", "clonages", "grenar", "відгалужень", "ფორკი", "포킹 횟수"],
  "free memory": ["bộ nhớ trống", "de memória livre", "freier Speicher", "fritt minne", "memoria libre", "memorie liberă", "mémoire libre", "пам’яті вільно", "თავისუფალი მეხსიერება", "가용 메모리"],
  "free swap": ["de swap livre", "freier Auslagerungsspeicher", "fri växling", "intercambio libre", "swap liberă", "tráo đổi còn trống", "échange libre", "резервної пам’яті вільно", "თავისუფალი სვოპი", "가용 스왑"],
  "idle cpu ticks": ["Untätig-CPU-Ticks", "cicluri cpu inactiv", "inaktiva-cpu-tick", "tics cpu inactif", "tiques de cpu ocioso", "tíc-tắc cpu nghỉ", "тактів бездіяльності процесора", "대기 CPU 사이클"],
  "inactive memory": ["bộ nhớ không hoạt động", "de memória inativa", "inaktiver Speicher", "inaktivt minne", "memoria inactiva", "memorie inactivă", "mémoire inactive", "пам’яті неактивно", "არააქტიური მეხსიერება", "비활 메모리"],
  "inprogress IO": ["E/S em progresso", "E/S en cours", "IO en progreso", "In/Ieș în curs", "VR trong tiến trình", "pågående IO", "дій з введення-виведення, що виконуються", "მიმდინარე IO", "진행 입출력"],
  "interrupts": ["avbrott", "interruptions", "întreruperi", "переривань", "წყვეტა", "인터럽트 수"],
  "merged reads": ["de citiri combinate", "grupperade läsningar", "lecturas combinadas", "lectures fusionnées", "leituras mescladas", "đọc hòa trộn", "об’єднаних читань", "შერწყმული წაკითხვა", "병합 읽음"],
  "merged writes": ["de scrieri combinate", "escritas mescladas", "escrituras combinadas", "ghi hòa trộn", "grupperade skrivningar", "écritures fusionnées", "об’єднаних записів", "შერწყმული ჩაწერა", "병합 기록"],
  "milli reading": ["mili lecturas", "mili leitura", "ms läst", "temps lectures (ms)", "timp de citire (ms)", "đọc milli", "мілісекунд на читання", "მილი წაკითხვა", "읽기 밀리초"],
  "milli spent IO": ["E/S mili gastos", "milli dùng VR", "ms consumate per In/Ieș", "ms under IO", "temps E/S consommés (ms)", "мілісекунд на введення-виведення", "მილი დახარჯული IO", "입출력 소요 밀리초"],
  "milli weighted IO": ["ms In/Ieș ponderat", "ms viktad IO", "temps E/S pondéré (ms)", "мілісекунд зваженого введення-виведення", "მილი დახარჯული IO", "가중 입출력 밀리초"],
  "milli writing": ["mili escritas", "milli escrituras", "milli ghi", "ms skrivet", "temps écritures (ms)", "timp de scriere (ms)", "мілісекунд на запис", "მილი ჩაწერა", "기록 밀리초"],
  "nice guest cpu ticks": ["cicluri cpu pentru procese de invitat „nice”", "nice gäst-cpu-tick", "nice 처리한 게스트 CPU 사이클", "tics cpu invité courtois", "тактів процесора для уподобаних гостьових процесів"],
  "nice user cpu ticks": ["cicluri cpu pentru procese de utilizator „nice”", "nice användar-cpu-tick", "nice 처리한 사용자 CPU 사이클", "tics cpu utilisateur courtois", "tiques nice de cpu de usuário", "tíc-tắc cpu người dùng tốt", "тактів процесора для уподобаних процесів користувача"],
  "non-nice guest cpu ticks": ["cicluri cpu pentru procese de invitat „non-nice”", "icke-nice gäst-cpu-tick", "nice 처리 안한 게스트 CPU 사이클", "tics du cpu invité non-courtois", "тактів процесора для неуподобаних гостьових процесів"],
  "non-nice user cpu ticks": ["cicluri cpu pentru procese de utilizator „non-nice”", "icke-nice användar-cpu-tick", "nice 처리 안한 사용자 CPU 틱", "tics du cpu utilisateur non-courtois", "tiques não-nice de cpu de usuário", "tíc-tắc cpu người dùng không-tốt", "тактів процесора для неуподобаних процесів користувача"],
  "pages swapped in": ["pages mises en mémoire d'échange", "pagini introduse în stocarea swap", "páginas em swap IN", "sidor växlade in", "trang tráo đổi vào", "сторінок завантажено", "페이지 스왑 입력"],
  "pages swapped out": ["pages sorties de la mémoire d'échange", "pagini scoase din stocarea swap", "páginas em swap OUT", "sidor växlade ut", "trang tráo đổi ra", "сторінок вивантажено", "페이지 스왑 출력"],
  "partitions": ["partitioner", "partiții", "розділів", "დანაყოფი", "분할 영역"],
  "read sectors": ["cung từ đã đọc", "gelesene Sektoren", "lästa sektorer", "secteurs lus", "sectoare citite", "sectores leídos", "setores lidos", "секторів прочитано", "წაკითხული სექტორი", "섹터 읽음"],
  "softirq cpu ticks": ["cicluri cpu IRQ-software", "softirq-cpu-tick", "tics cpu IRQ soft", "tiques de cpu de softirq", "tíc-tắc cpu ngắt bằng phần mềm", "тактів програмних переривань процесора", "소프트 IRQ CPU 사이클"],
  "stolen cpu ticks": ["cicluri de cpu furate", "stulna cpu-tick", "tics cpu volés", "tiques de cpu roubada", "tíc-tắc cpu bị mất", "викрадених тактів процесора", "탈취 CPU 사이클"],
  "swap cache": ["Auslagerungsspeicher-Cache", "caché de intercambio", "de cache de swap", "mémoire échange", "nhớ tạm tráo đổi", "växlings-cache", "резервного кешу", "სვოპის ქეში", "스왑 캐시"],
  "system cpu ticks": ["System-CPU-Ticks", "cicluri cpu pentru procese de sistem", "system-cpu-tick", "tics cpu système", "tiques de cpu de sistema", "tíc-tắc cpu hệ thống", "тактів процесора для системи", "시스템 CPU 사이클"],
  "total memory": ["Gesamtspeicher", "de memória total", "memoria total", "mémoire totale", "total memorie", "totalt minne", "tổng bộ nhớ", "пам’яті загалом", "სულ მეხსიერება", "메모리 총량"],
  "total reads": ["Lesevorgänge gesamt", "lecturas totales", "lectures totales", "leituras totais", "total citiri", "totala läsningar", "tổng đọc", "читань загалом", "სულ წაკითხვა", "읽음 총 횟수"],
  "total swap": ["Gesamt-Auslagerungsspeicher", "de swap total", "intercambio total", "totalt växling", "tổng tráo đổi", "échange total", "резервної пам’яті загалом", "ჯამური სვოპი", "스왑 총량"],
  "used memory": ["använt minne", "benutzter Speicher", "bộ nhớ đã dùng", "de memória usada", "memoria usada", "memorie utilizată", "mémoire utilisée", "пам’яті використано", "გამოყენებული მეხსიერება", "사용 메모리"],
  "used swap": ["använd växling", "benutzter Auslagerungsspeicher", "de swap usada", "intercambio usado", "swap utilizată", "tráo đổi đã dùng", "échange utilisé", "резервної пам’яті використано", "გამოყენებული სვოპი", "사용 스왑"],
  "writes": ["Schreibvorgänge", "escritas", "escrituras", "ghi", "scrieri", "skrivningar", "écritures", "записів", "ჩაწერა", "기록"],
  "written sectors": ["cung từ đã ghi", "geschriebene Sektoren", "secteurs écrits", "sectoare scrise", "sectores escritos", "setores escritos", "skrivna sektorer", "секторів записано", "ჩაწერილი სექტორი", "섹터 기록"],
};

export const HEADER_WORD_TRANSLATIONS: Readonly<Record<string, readonly string[]>> = {
  "active": ["actif", "activo", "activă", "akt", "aktiv", "aktivt", "ativo", "hđộng", "активно", "აქტიური", "活动", "활성"],
  "b": ["bl"],
  "bi": ["bin", "입"],
  "bo": ["bu", "출"],
  "buff": ["bufor", "búf", "tampon", "缓冲", "버퍼"],
  "cache": ["Cache", "caché", "nhớtạm", "кеш", "缓存", "캐시"],
  "cs": ["ktxb"],
  "cur": ["Vthtại", "akt", "atu", "bież.", "пот.", "მიმდ", "현"],
  "free": ["frei", "fritt", "liber", "libre", "livre", "trống", "wolna", "თავისუფალია", "空闲", "가용"],
  "gu": ["go", "gä"],
  "id": ["be", "ia"],
  "in": ["avb"],
  "inact": ["inakt", "inativ", "nieakt", "不活动", "비활"],
  "merged": ["combinado", "fusion", "grupp", "mescl.", "mixate", "zgrup.", "đãtrộn", "об’єднано", "შერწყმ", "병합"],
  "ms": ["мс", "მწმ", "밀리초"],
  "r": ["dz", "k"],
  "read sectors": ["citește sectoarele", "cung từ đã đọc", "gelesene Sektoren", "lästa sektorer", "odcz. sektory", "secteurs lus", "sectores leídos", "set. lidos", "чит. секторів", "წაკითხ სექტ", "읽은 섹터"],
  "reads": ["citiri", "gelesen", "lecturas", "lectures", "leituras", "läsningar", "odczyty", "читання", "წაკითხვები", "읽음"],
  "requested writes": ["angeforderte Schreibvorgänge", "beg. skrivningar", "escrit. solic", "escrituras solicitadas", "solicitare scrieri", "yêu cầu ghi", "écritures dem", "żądania zapisu", "запитаних записів", "მოთხ ჩაწ", "요청한 기록"],
  "sec": ["DRDOS/s (FAT12)", "giây", "s", "seg", "sek", "сек", "წმ", "초"],
  "sectors": ["Sektoren", "cungtừ", "secteurs", "sectores", "sekt.", "sektor", "setores", "сектори", "სექტ-ები", "扇区", "섹터"],
  "si": ["sin", "vi", "입"],
  "so": ["vu", "출"],
  "st": ["sk"],
  "swpd": ["swap", "växl", "交换", "스왑"],
  "total": ["gesamt", "razem", "totalt", "tổng", "загалом", "ჯამში", "总用量", "총계"],
  "us": ["an", "uż"],
  "wa": ["io", "vä"],
  "writes": ["escritas", "escrituras", "geschrieben", "scrieri", "skrivningr", "zapisy", "écritures", "записи", "ჩაწერები", "기록"],
};

// -d, -p and -t headers, from the same catalogs (the msgids of procps-ng 4.0.2 src/vmstat.c diskheader and
// diskpartition_header).

/** `vmstat -d`'s dashed line (and `-d -w`'s), translated: es and ka print the English one. */
export const DISK_BANNER_TRANSLATIONS: readonly string[] = [
  "Disk- ----------------Lesevorgänge--------------- ---------------Schreibvorgänge------------- ------E/A------",
  "Disk- ---------Lesevorgänge-------- --------Schreibvorgänge------ ------E/A----",
  "disc- -------------------citiri------------------ -------------------scrieri----------------- ----In/Ieș-----",
  "disc- ------------citiri----------- ------------scrieri---------- ---In/Ieș----",
  "disco ------------------leituras----------------- ------------------escritas----------------- -----E/S--------",
  "disco -----------leituras---------- -----------escritas---------- ----E/S------",
  "disk- -------------------읽기-------------------- -------------------쓰기-------------------- ----입출력-----",
  "disk- -----------------läsningar----------------- ----------------skrivningar---------------- ------IO-------",
  "disk- ------------읽기------------- ------------쓰기------------- ----입출력---",
  "disk- ----------läsningar---------- ----------skrivningar-------- -----IO------",
  "disq- ------------------lectures----------------- ------------------écritures---------------- ------ES-------",
  "disq- -----------lectures----- ---- -----------écritures--------- -----ES------",
  "dysk- -----------------odczyty------------------- -------------------zapisy------------------ -----we/wy-----",
  "dysk- ----------odczyty------------ ------------zapisy----------- ----we/wy----",
  "đĩa-- ---------------------đọc------------------- ----------------------ghi------------------ ------VR-------",
  "đĩa-- --------------đọc------------ ---------------ghi----------- ------VR-----",
  "диск- ------------------читання------------------ -------------------запис------------------- ------В/В------",
  "диск- -----------читання----------- ------------запис----------- -----В/В-----",
];

/** The `-t` group after the dashed line (`-----timestamp-----`), translated (zh_CN keeps the English). */
export const TIMESTAMP_GROUP_TRANSLATIONS: readonly string[] = [" -----horodatage----", " -----часова позначка-----", " -----타임스탬프----", " ----Zeitstempel----", " ----marcaj timp----", " ----tidsstämpel----", " -carimbo de tempo--", "--------czas--------", "--dấu vết thời gian--"];

/** `vmstat -d`'s column words `total merged sectors ms cur sec`, one row per catalog (English where it has none). */
export const DISK_COLUMN_TRANSLATIONS: readonly (readonly [string, string, string, string, string, string])[] = [
  ["gesamt", "merged", "Sektoren", "ms", "cur", "s"], // de
  ["total", "combinado", "sectores", "ms", "cur", "seg"], // es
  ["total", "fusion", "secteurs", "ms", "cur", "sec"], // fr
  ["ჯამში", "შერწყმ", "სექტ-ები", "მწმ", "მიმდ", "წმ"], // ka
  ["총계", "병합", "섹터", "밀리초", "현", "초"], // ko
  ["razem", "zgrup.", "sekt.", "ms", "bież.", "sek"], // pl
  ["total", "mescl.", "setores", "ms", "atu", "DRDOS/s (FAT12)"], // pt_BR
  ["total", "mixate", "sectors", "ms", "cur", "sec"], // ro
  ["totalt", "grupp", "sektor", "ms", "akt", "s"], // sv
  ["загалом", "об’єднано", "сектори", "мс", "пот.", "сек"], // uk
  ["tổng", "đãtrộn", "cungtừ", "ms", "Vthtại", "giây"], // vi
  ["总用量", "merged", "扇区", "ms", "cur", "sec"], // zh_CN
];

/**
 * `vmstat -p`'s column words `reads`, `read sectors`, `writes`, `requested writes`, one row per catalog (English where it
 * has none). de's hold line breaks: its -p header is three lines.
 */
export const PARTITION_HEADER_TRANSLATIONS: readonly (readonly [string, string, string, string])[] = [
  ["gelesen", "gelesene\nSektoren", "geschrieben", "angeforderte\nSchreibvorgänge"], // de
  ["lecturas", "sectores leídos", "escrituras", "escrituras solicitadas"], // es
  ["lectures", "secteurs lus", "écritures", "écritures dem"], // fr
  ["წაკითხვები", "წაკითხ სექტ", "ჩაწერები", "მოთხ ჩაწ"], // ka
  ["읽음", "읽은 섹터", "기록", "요청한 기록"], // ko
  ["odczyty", "odcz. sektory", "zapisy", "żądania zapisu"], // pl
  ["leituras", "set. lidos", "escritas", "escrit. solic"], // pt_BR
  ["citiri", "citește sectoarele", "scrieri", "solicitare scrieri"], // ro
  ["läsningar", "lästa sektorer", "skrivningr", "beg. skrivningar"], // sv
  ["читання", "чит. секторів", "записи", "запитаних записів"], // uk
  ["reads", "cung từ đã đọc", "writes", "yêu cầu ghi"], // vi
  ["reads", "read sectors", "writes", "requested writes"], // zh_CN
];
