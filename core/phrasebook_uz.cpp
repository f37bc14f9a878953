// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in Uzbek, in the Latin script (phrasebook.h); what players type
// or say is also understood in the Cyrillic script the Laws are printed in. The chess terms
// are the Uzbek text's (../shared/seeds/000_*.txt, OCR of the 2018 edition, where ҳ and қ
// often lost their hooks): shoh, farzin, ruh, fil, ot, piyoda (Article 2.2), kisht (3.9),
// mot (1.4), rokirovka (3.8.2), durang (1.5), hakam (the arbiter), bayroqcha (the flag,
// 6.1), yozuv blanki (the scoresheet, 8.2), taslim boʻlish (resignation, 5.1.2); oq and
// qora for White and Black. The text names no stalemate: pat, the usual word.
#include <array>
#include <string>
#include <string_view>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers: "yigirma uch", "bir yuz oʻn ikki", "ikki ming besh yuz" ----
constexpr std::array<std::string_view, 10> kUnits = {"nol",  "bir",  "ikki",  "uch",    "toʻrt",
                                                     "besh", "olti", "yetti", "sakkiz", "toʻqqiz"};
constexpr std::array<std::string_view, 10> kTens = {"",      "oʻn",     "yigirma", "oʻttiz", "qirq",
                                                    "ellik", "oltmish", "yetmish", "sakson", "toʻqson"};

std::string below_1000(long n) {
  std::string out;
  auto add = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (n >= 100) {
    add(kUnits[n / 100]);
    add("yuz");
  }
  n %= 100;
  if (n >= 10) add(kTens[n / 10]);
  if (n % 10) add(kUnits[n % 10]);
  return out;
}

std::string spell(long n, Gender) {
  if (n == 0) return std::string(kUnits[0]);
  std::string out;
  if (n >= 1000) out = below_1000(n / 1000) + " ming";
  n %= 1000;
  if (n) out += (out.empty() ? "" : " ") + below_1000(n);
  return out;
}

// A noun after a number stays singular: "besh daqiqa".
int plural_form(long) { return 0; }

}  // namespace

extern const Phrasebook kUzbekPhrasebook{
    .language = Language::Uzbek,
    .code = "uz",
    .voice = "uz",
    .plain_vocabulary = "plain-uz",
    .usual_vocabulary = "fide-uz",
    .table =
        {
            .colour = {"Oq", "Qora"},
            .empty_square = "{square}: boʻsh",
            .piece_on_square = "{square}: {piece}, {colour}",
            .to_move = "Navbat: {colour}",
            .last_move = "Oxirgi yurish, {colour}: {move}",
            .no_move_yet = "Hali yurish qilinmagan",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "Soat ishlatilmayapti. {moves}",
            .board_disconnected = "Taxtangiz uzildi",
            .board_reconnected = "Taxtangiz yana ulandi",
            .not_your_move = "Hozir sizning navbatingiz emas",
            .press_not_announced = "Soat yurishda davom etadi: yurish eʼlon qilinmagan",
            .taken_as_repetition = "Oxirgi yurishning takrori deb tushunildi: {move}. Agar bu sizning yurishingiz "
                                   "boʻlsa, yana ayting yoki soatni bosing",
            .taken_as_own = "Sizning yurishingiz deb tushunildi: {move}",
            .press_words_gave_no_move =
                "Soat yurishda davom etadi: «{words}» yurish boʻlmadi; iltimos, yurishingizni eʼlon qiling",
            .words_help = "v dan keyin: «durangga roziman» yoki «durangni rad etaman» durang taklifiga javob beradi; "
                          "«takrorlanish bilan durang» yoki «50 yurish qoidasi bilan durang», qiladigan yurishingiz "
                          "bilan, durang talab qiladi; donani toʻgʻrilashdan oldin «toʻgʻrilayapman».",
            .editing_help = "Qator yozayotganda: oʻchirish tugmasi oʻchiradi, chap va oʻng strelkalar suradi, yuqori "
                            "strelka oldingi qatorni qaytaradi, chiqish tugmasi bekor qiladi.",
            .key_space = "boʻsh joy tugmasi",
            .key_enter = "kiritish tugmasi",
            .key_function = "F{number}",
            .prompt_announce = "Eʼlon:",
            .prompt_note = "Yozuv:",
            .prompt_square = "Katak:",
            .prompt_moves = "Yurishlari:",
            .prompt_scan = "Chiziq:",
            .line_cancelled = "bekor qilindi",
            .press_not_on_board = "Soat yurishda davom etadi: {move} taxtada yoʻq",
            .press_capture_left = "Soat yurishda davom etadi: {square} dagi urilgan dona hali taxtada",
            .press_no_move = "Soat yurishda davom etadi: taxtada tugallangan yurish yoʻq",
            .announced_but_board = "Eʼlon qilindi: {announced}. Taxtada: {on_board}",
            .illegal_on_board = "Taxtada imkonsiz yurish. Tuzatish: {steps}",
            .penalty_time = "{offender} qoidaga zid yurish qildi (7.5-modda): {opponent} uchun {seconds} soniya "
                            "qoʻshish taklif qilinadi. Tasdiqlash: accept",
            .penalty_loss = "{offender} ikkinchi marta qoidaga zid yurish qildi (7.5-modda): oʻyinda magʻlubiyat "
                            "taklif qilinadi. Tasdiqlash: accept",
            .promotion_which = "Piyoda aylanadi: qaysi dona?",
            .please_execute = "Iltimos, bajaring: {steps}",
            .board_in_order = "Taxta joyida",
            .step_move = "{piece} {from} dan {to} ga",
            .step_remove = "{square} dagi {piece} ni oling",
            .step_put = "{square} ga {piece} qoʻying",
            .step_separator = "; ",
            .game_over = "Oʻyin tugadi: {result}, {reason}",
            .slip_corrected = "Tuzatildi: {move}",
            .taken_shown = "Qabul qilindi: {move}",
            .too_late_to_correct = "Kech: soat bosildi, yurishni faqat hakam oʻzgartira oladi",
            .repeated_wrongly = "Takrorlandi: {heard}. Qilingan yurish: {made}",
            .touch_move = "Tegdingmi, yur, 4-modda: {colour} {square} ga tegdi va {move} yurdi",
            .game_has_ended = "Oʻyin tugagan",
            .unknown_command = "Nomaʼlum buyruq: {command}",
            .no_piece_there = "{square} da sizning donangiz yoʻq",
            .no_legal_moves = "{square}: qonuniy yurish yoʻq",
            .none = "yoʻq",
            .list_separator = ", ",
            .sheet_written = "Yozuv blanki, {number}-yurish, {colour}: {move}",
            .sheet_unread = "Yozuv blanki, {number}-yurish, {colour}: oʻqib boʻlmadi: {written}",
            .sheet_unread_cells = "Yozuv blanki, {number}-yurish, {colour}: oʻqib boʻlmadi",
            .sheet_erased = "Oʻchirildi: {written}",
            .sheet_empty = "Yozuv blanki boʻsh",
            .game_resumed = "Oʻyin {plies} yarim yurishdan keyin tiklandi",
            .board_behind = "Soat yurishda davom etadi: taxtangizda oxirgi yurish yoʻq. Iltimos, bajaring: {steps}",
            .repeated_announcement = "Takrorlandi: {heard}. Eʼlon qilingan: {announced}",
            .move_already_made = "{move} yurishi qilingan; uni faqat hakam oʻzgartira oladi",
            .made_awaits_press =
                "{move} yurishi qilingan; uni faqat hakam oʻzgartira oladi. Soatingizni bosmaguningizcha u "
                "yuradi",
            .made_move_changed = "4-modda: {colour} qilingan yurishni, {made}, taxtada oʻzgartirdi: {shown}",
            .touched_opponent_piece = "Tegdingmi, ur, 4.3b-modda: {colour} {square} dagi urish mumkin boʻlgan "
                                      "raqib donasiga tegdi va {move} yurdi",
            .not_check = "Bu kisht emas: {move}",
            .not_mate = "Bu mot emas: {move}",
            .board_still_behind = "{colour} taxtasi {reminders} eslatmadan keyin ham tuzatilmadi. Tuzatish: {steps}",
            .which_move = "Qaysi yurish: {moves}? Iltimos, eʼlon qiling",
            .or_ = " yoki ",
            .clocks_paused = "Hakam soatlarni toʻxtatdi",
            .clocks_resumed = "Soatlar yana yurmoqda",
            .time_added = "Hakam vaqt qoʻshdi, {colour}: yana {amount}.",
            .time_taken = "Hakam vaqt ayirdi, {colour}: {amount} kam.",
            .clocks_set = "Hakam soatlarni qayta sozladi.",
            .change_reason = "Sabab: {reason}.",
            .reason_penalty = "jarima (12.9-modda)",
            .reason_illegal_move = "qoidaga zid yurish (7.5-modda)",
            .reason_claim = "durangga notoʻgʻri daʼvo (9.5-modda)",
            .reason_malfunction = "soat nosozligi (6.10-modda)",
            .reason_setting = "notoʻgʻri sozlangan soat (6.10-modda)",
            .order_refused = "Bajarilmadi: {why}",
            .only_arbiter_closes = "Oʻyin davom etmoqda: stolni faqat hakam yopa oladi",
            .quit_again = "Yopish uchun q ni yana bosing",
            .table_closes = "twinboard yopilmoqda",
            .adjourned = "Oʻyin qoldirildi; stol yana ishga tushganda davom etadi",
            .adjourned_by = "Oʻyinni qoldirdi: {who}",
            .sheet_missing = "Solishtirish uchun {colour} yozuv blanki ham kerak: avval uni sheet {colour_word} "
                             "YURISH bilan kiriting",
            .round_not_started = "Tur hali boshlanmadi",
            .round_starts = "Tur boshlanmoqda",
            .board_not_answering = "Taxtangiz hali javob bermayapti",
            .boards_ready = "Ikkala taxta tayyor: start turni boshlaydi",
            .clock_silent = "DGT soati javob bermayapti; twinboard vaqti rasmiy. Oʻyin davom etadi",
            .clock_answering = "DGT soati yana javob bermoqda",
            .round_waits = "Tur hakam boshlashini kutmoqda; taxtalar boshlangʻich pozitsiyada turishi kerak",
            .board_silent = "{port} dagi {board} javob bermayapti",
            .board_no_picture = "{port} dagi {board} hali butun pozitsiyani yubormadi",
            .journal_failing = "Jurnal yozilmayapti ({why})",
            .journal_failing_goes_on = "Jurnal yozilmayapti ({why}). Oʻyin davom etadi; hozir nosozlik boʻlsa, shundan "
                                       "keyingi yurishlar yoʻqoladi. {advice}",
            .journal_written_again = "Jurnal yana yozilmoqda; hech narsa yoʻqolmadi",
            .refused_no_sensors = "{board} sezgichsiz: uning xabari hisobga olinmaydi",
            .refused_lift_from_empty = "boʻsh {square} maydonidan koʻtarish ({board}) hisobga olinmaydi",
            .refused_place_without_piece = "{board} donalarni taniydi: donasiz qoʻyish hisobga olinmaydi",
            .refused_sheet_empty = "{colour} yozuv blanki boʻsh: oʻchiradigan narsa yoʻq",
            .board_off = "{board} partiyadan farq qiladi: {steps}",
            .board_should = "{board} da kerak: {steps}",
            .illegal_on_the_board = "Imkonsiz yurish ({board}). Tuzatish: {steps}",
            .illegal_announced = "{colour} imkonsiz yurish eʼlon qildi: “{words}”",
            .key_empty = "Hech narsa kiritilmadi; help buyruqlarni sanaydi",
            .key_needs_square = "'{command}' uchun e4 kabi maydon kerak",
            .key_needs_line = "'{command}' uchun a dan h gacha vertikal yoki 1 dan 8 gacha gorizontal kerak",
            .key_needs_move = "'{command}' uchun yurish siz yozgandek kerak, masalan note Sf3",
            .key_needs_words = "'{command}' uchun yurish soʻzlari kerak, masalan announce Springer Felix drei",
            .key_not_square = "'{text}' e4 kabi maydon emas",
            .key_not_line = "'{text}' na a dan h gacha vertikal, na 1 dan 8 gacha gorizontal",
            .key_not_braille = "'{text}' na 124 256 kabi nuqta raqamlari, na Brayl",
            .key_claim_needs_rule =
                "'claim' uchun repetition yoki fifty kerak, qiladigan yurishingizni ham aytish mumkin",
            .key_arbiter_only = "Hakam buyruqlari uning stansiyasida beriladi, bu yerda emas",
            .key_unknown = "Nomaʼlum buyruq '{command}'; help buyruqlarni sanaydi",
            .key_refused_log = "{colour} klaviaturasi qatorni rad etdi: {words}",
            .reconcile_void =
                "Solishtiruv qaroringizni kutayotganda yurish qilindi: u bekor; kerak boʻlsa yana reconcile",
            .draw_offer_lapsed = "Durang taklifingiz kuchini yoʻqotdi: raqibingiz yurish qildi",
            .draw_offered = "{colour} durang taklif qilmoqda",
            .draw_declined = "{colour} durangni rad etmoqda",
            .no_draw_offered = "Sizga durang taklif qilinmagan",
            .claim_not_on_move = "Durangni faqat yurish navbati kelgan oʻyinchi talab qila oladi (9.2, 9.3-moddalar)",
            .claim_verdict = "{colour} {rule}-modda boʻyicha durang talab qilmoqda{move}: {verdict}",
            .claim_correct = "talab toʻgʻri; soatlar toʻxtatilgan: draw durang deb eʼlon qiladi",
            .claim_incorrect =
                "talab notoʻgʻri; soatlar toʻxtatilgan: resume va raqibga add bilan ikki daqiqa (9.5.3-modda)",
            .claim_forfeited = "talab huquqi yoʻqotildi: avval dona ushlangan (9.4-modda); resume",
            .claim_stops_clocks = "{colour} durang talab qilmoqda; hakam qaror qilguncha soatlar toʻxtaydi",
            .caption_said = "{colour} aytmoqda: {words}",
            .sighted_touched = "{colour} {square} dagi {piece}ni ushladi",
            .flag_claim = "{claimant} nomidan daʼvo (D.2.10.5-ilova): {flagged} vaqtni oshirib yubordi",
            .adjusting = "{colour} toʻgʻrilayapti",
            .adjust_not_on_move = "Faqat yurish navbati kelgan oʻyinchi toʻgʻrilashi mumkin (4.2-modda)",
            .reconcile_wait = "Hakam taxtalarni yozuv blankalari bilan solishtirmoqda; u qaror qilguncha taxtangizda "
                              "hech narsani oʻzgartirmang",
            .reconcile_kept = "Hakam qaror qildi: oʻyin boricha qoladi",
            .reconcile_confirm =
                "Oʻyinchilar kutmoqda. accept: ular tuzatishlarini eshitadi (blankalar farq qilsa, oʻyin orqaga "
                "qaytadi); takeback YARIMYURISH: boshqa yarim yurishga qaytish; reject: oʻyin oʻz holicha qoladi; "
                "soatlar resume gacha toʻxtaydi",
            .game_resumed_waits = "Oʻyin {plies} yarim yurishdan keyin tiklandi; hakam boshlaganda davom etadi",
            .game_waits_for_arbiter = "Oʻyin hakam boshlashini kutmoqda",
            .game_continues = "Oʻyin davom etadi",
            .refused_not_in_game_position = "{board} oʻyin holatini koʻrsatmayapti: {steps}",
            .time_used_of_side = "{colour}: sarflangan {used}, qolgan {left}.",
            .press_waits_for_opponent = "Qabul qilindi: raqibingiz oʻz soatini bosishi bilan soatingiz almashadi",
            .journal_kept =
                "{kept} jurnalida avvalgi oʻyin bor va u oʻz holicha saqlanadi; bu oʻyin {journal} jurnaliga yoziladi",
            .journal_advice_full = "Diskni boʻshating",
            .journal_advice_locked = "Boshqa dastur jurnalni band qilgan: uni yoping (faylni nusxalash yoki koʻrish)",
            .journal_advice_read_only =
                "Jurnal joyiga yozib boʻlmaydi: yozishga ruxsat bering yoki boshqa jildni tanlang",
            .journal_advice_other = "Disk va jurnal faylini tekshiring",
            .adjourn_not_kept = "qoldirilmadi: jurnalda oxirgi {events} ta hodisa yoʻq ({why}). {advice}, soʻng yana "
                                "adjourn. Oʻyin va soatlar stol qaydnomasida; baribir qoldirish uchun nusxani oʻzingiz "
                                "aytgan joyda saqlang: adjourn FAYL",
            .adjourned_copy = "Oʻyin qoldirildi, lekin jurnalda oxirgi {events} ta hodisa yoʻq: oʻyin va soatlar "
                              "{copy} fayliga yozildi. Shu nusxadan davom ettiring, faqat jurnaldan emas",
            .adjourned_arbiter_keeps = "Oʻyin qoldirildi; uning yozuvi hakamda saqlanadi",
            .press_held = "Taxtangiz yana xabar bermoqda: soat tugmasini bosishingiz uning holati kelgach hisoblanadi",
            .refused_game_ended = "oʻyin allaqachon tugagan ({result})",
            .refused_round_waits = "tur hali boshlanmadi; uni 'start' boshlaydi",
            .refused_no_clock = "bu stolda soat yoʻq",
            .refused_no_penalty = "qaror kutayotgan jazo yoʻq",
            .refused_round_started = "tur allaqachon boshlangan",
            .refused_not_in_start = "{board} boshlangʻich pozitsiyada turmaydi: {steps}",
            .refused_clocks_not_running = "soatlar yurmayapti",
            .refused_clocks_not_paused = "soatlar toʻxtatilmagan",
            .refused_no_result = "oʻyinda tasdiqlanadigan natija yoʻq",
            .result_confirmed = "{result} natijasi hakam tomonidan tasdiqlandi",
            .refused_not_withdrawable =
                "{result} natijasi qoladi: faqat hakam bergan va hali tasdiqlanmagan natijani bekor qilish mumkin",
            .result_withdrawn = "Hakam {result} natijasini bekor qildi: oʻyin davom etadi",
            .refused_no_such_player =
                "'{text}' faqat bitta koʻzi ojiz oʻyinchi bor stolda oʻyinchini bildiradi: uning rangini ayting",
            .refused_takeback =
                "'takeback' noldan {plies} gacha yarim yurishni yoki uni taklif qilgan solishtirishni kutadi",
            .endings = {.checkmate = "mot",
                        .stalemate = "pat",
                        .fivefold_repetition = "besh marta takrorlanish",
                        .seventy_five_moves = "yetmish besh yurish qoidasi",
                        .dead_position = "oʻlik pozitsiya",
                        .resignation = "taslim boʻlish",
                        .agreement = "kelishuv boʻyicha durang",
                        .time = "vaqt tugadi",
                        .time_no_mate = "vaqt tugadi, lekin mot qilib boʻlmaydi",
                        .illegal_moves = "ikkinchi qoidaga zid yurish",
                        .arbiter_decision = "hakam qarori",
                        .forfeit = "kelmagani uchun magʻlubiyat",
                        .double_forfeit = "ikkala oʻyinchi ham kelmadi"},
        },
    .clock =
        {
            .warning = "{colour}: {time} qoldi",
            .period_reached = "{colour}: nazorat yurishiga yetildi, {added} qoʻshildi",
            .flag_fallen = "{colour}: bayroqcha tushdi",
            .started = "Soat yurmoqda. Navbat: {colour}",
            .paused = "Soat toʻxtatildi",
            .resumed = "Soat yana yurmoqda",
            .other_clock_runs = "{colour} soati yurmoqda",
            .refused_paused = "Soat toʻxtatilgan: p uni yana yurgizadi",
            .not_started = "Soat hali yurmayapti: boʻsh joy tugmasi uni yurgizadi",
            .help = "Boʻsh joy soatni almashtiradi, t vaqt va yurishlarni aytadi, p toʻxtatadi, q chiqadi",
        },
    .reconcile =
        {
            .board = {"Oqlar taxtasi", "Qoralar taxtasi"},
            .nothing = "hech narsa",
            .all_agree = "Yozuv blankalari mos ({plies} yarim yurish) va ikkala taxta shu pozitsiyani koʻrsatadi.",
            .sheets_agree = "Yozuv blankalari mos ({plies} yarim yurish).",
            .transposed = "{ply}-yarim yurishdan boshlab yurishlar boshqa tartibda yozilgan, lekin oʻsha pozitsiyaga "
                          "olib keladi.",
            .board_off = "{board} ({owner}) farq qiladi: {owner} toʻgʻri yurishni yozgan, lekin boshqasini qilgan va "
                         "taxtani tuzatadi: {steps}.",
            .board_shows = "{board} ({owner}) shu pozitsiyani koʻrsatadi.",
            .board_unknown = "{board} berilmagan.",
            .sheets_part = "Yozuv blankalari {ply}-yarim yurishdan farq qiladi: Oq '{white}' deb yozgan, Qora "
                           "'{black}' deb yozgan.",
            .back_to = "Oʻyin {move} dan keyingi pozitsiyaga qaytadi ({ply}-yarim yurish).",
            .back_to_start = "Oʻyin boshlangʻich pozitsiyaga qaytadi.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "Oʻsha yurishdagi vaqt: Oq {white}, Qora {black}.",
            .replay = "twinboard undan keyin yozgan yurishlar: {moves}.",
            .record_differs = "{colour} yozuv blanki {ply}-yarim yurishda twinboard yozuvidan farq qiladi: yozilgan "
                              "'{written}', qayd etilgan '{recorded}'.",
            .arbiter_decides = "Hakam hal qiladi; hech narsa oʻzgartirilmadi.",
            .unread = "{colour} yozuv blanki: {what}.",
            .player_agree = "Ikkala taxta va ikkala yozuv blanki mos.",
            .player_set = "Yozuv blankalari mos. Iltimos, taxtangizni tuzating: {steps}.",
            .player_in_order = "Yozuv blankalari mos. Taxtangiz joyida.",
            .player_back_to = "Yozuv blankalari farq qiladi. Oʻyin {colour} {number}-yurishi, {move}, dan keyingi "
                              "pozitsiyaga qaytadi.",
            .player_back_to_start = "Yozuv blankalari farq qiladi. Oʻyin boshlangʻich pozitsiyaga qaytadi.",
            .player_take_back = "Iltimos, taxtangizni orqaga qaytaring: {steps}.",
            .player_shows_it = "Taxtangiz oʻsha pozitsiyani koʻrsatadi.",
            .sheet_behind = "{colour} yozuv blanki orqada (oxirida hali yozilmagan yarim yurishlar: {plies}); bu farq "
                            "emas (F2.8).",
        },
    .refusals =
        {
            .no_piece = {"hech qaysi dona", "hech qaysi piyoda", "hech qaysi ot", "hech qaysi fil", "hech qaysi ruh",
                         "hech qaysi farzin", "hech qaysi shoh"},
            .cannot_reach = "{nobody} {target} ga bora olmaydi",
            .from_cannot_reach = "{from} dagi {piece} {target} ga bora olmaydi",
            .no_own_piece = "{from} da sizning donangiz yoʻq",
            .leaves_king_in_check = "{from} dagi {piece} {target} ga bora olmaydi: shoh kisht ostida qoladi",
            .ambiguous = "noaniq: {candidates}",
            .or_ = " yoki ",
            .not_understood = "tushunilmadi: {words}",
            .nothing_said = "hech narsa eʼlon qilinmadi",
            .no_target = "{words}: borish katagi aytilmadi",
            .promotion_missing = "{target}: piyoda aylanadi, donani ayting, masalan {example}",
            .no_promotion = "{target}: bu piyodaning aylanishi emas",
            .castling_impossible = "{castling} mumkin emas",
            .promotion_piece = "{target}: piyoda faqat farzin, ruh, fil yoki otga aylanadi",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell,
            .plural_form = plural_form,
            .hour = {Gender::Neuter, {"soat", "soat", "soat"}},
            .minute = {Gender::Neuter, {"daqiqa", "daqiqa", "daqiqa"}},
            .second = {Gender::Neuter, {"soniya", "soniya", "soniya"}},
            .move = {Gender::Neuter, {"yurish", "yurish", "yurish"}},
            .counted = "{number} {noun}",
            .and_then = ", ",
            .moves_played = {"{moves} qilindi.", "{moves} qilindi.", "{moves} qilindi."},
            .no_moves_played = "Hali birorta yurish qilinmagan.",
            .no_move = "yurish yoʻq",
            .played_each = "Qilingan: {white} {white_moves}, {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "Hech narsa yozilmagan",
            .removed = "Oʻchirildi: {cell}",
            .cleared = "Qator tozalandi",
            .unknown_chord = "Nomaʼlum tugma: {cell}",
            .display_absent = "Brayl displeyi topilmadi; usiz davom etamiz",
            .display_ready = "{cells} katakli Brayl displeyi tayyor",
            .display_lost = "Brayl displeyi uzildi",
            .keys_on = "Brayl tugmalari yoqildi",
            .keys_off = "Brayl tugmalari oʻchirildi",
        },
    .window =
        {
            .official_game = "Rasmiy oʻyin",
            .boards = {"Oqlar taxtasi", "Qoralar taxtasi"},
            .players = {"oqlarga", "qoralarga"},
            .board_title = "{board}",
            .no_clock = "Soatsiz",
            .result = "Natija {result}",
            .pending = "bajarilmoqda: {move}",
            .said = "Aytildi, {player}: {text}",
            .touched = "Tegilgan:",
            .sheet_of = "{colour} blanki:",
            .braille = "Brayl: {cells}",
            .board_differs = "{board} farq qiladi",
            .arbiter_line = "Hakam: ",
            .arbiter_pin = "Hakam PIN kodi: ",
            .waiting_start = "Hakam boshlashini kutmoqda",
            .paused = "Soatlarni hakam toʻxtatdi",
            .round = "{round}-tur",
            .draw_answer = "{colour} durang taklif qilmoqda, {opponent} javob beradi: Y qabul qiladi, N rad etadi",
        },
    .arbiter =
        {
            .resign = "bu tomon taslim boʻladi",
            .draw = "kelishuv boʻyicha durang",
            .result = "hakam qarori oʻyinni tugatadi",
            .accept_reject = "stol taklif qilgan jazo (7.5-modda) yoki solishtiruv (F2.7, F2.8)",
            .add = "bir soatga butun soniyalar qoʻshiladi (minus bilan ayiriladi), 36000 gacha",
            .set = "ikkala soat, avval Oq, 24 soatgacha, h:mm:ss, m:ss yoki soniya koʻrinishida",
            .start = "ikkala taxta tayyor boʻlganda turni boshlaydi (navbatdagi tomon soati yuradi)",
            .pause_resume = "ikkala soat toʻxtaydi va yana yuradi (oʻyinchilarga aytiladi)",
            .sheet = "oʻyinchining qogʻoz blankasini kiritadi, yurish yozilganicha (erase: oxirgisini oʻchiradi)",
            .reconcile = "taxtalar ikkala blankaga qarshi (F2.7)",
            .takeback = "solishtirish taklif qilgan yarim yurishga yoki PLY ga qaytish, 0 boshlanish (F2.8)",
            .confirm = "oʻyin natijasini turning natijalar roʻyxati uchun tasdiqlaydi",
            .withdraw = "hakam xato bergan natijani tasdiqlanmaguncha bekor qiladi: oʻyin davom etadi",
            .vocabulary = "yurishlar bir tinglovchiga qanday aytiladi, masalan vocabulary black plain-uz",
            .adjourn = "stolni yopadi; oʻyin stol yana ishga tushganda jurnalidan davom etadi",
            .help = "shu roʻyxat",
            .empty_order = "boʻsh buyruq; 'help' ularni sanab beradi",
            .order_wants = "'{order}' kutadi: {form}",
            .unknown_order = "hakamning nomaʼlum buyrugʻi '{line}'; 'help' ularni sanab beradi",
            .line_too_long = "{bytes} baytdan uzun qator buyruq emas; eʼtiborsiz qoldirildi",
            .station_attached = "twinboard stoli: hakam stansiyasi ulandi; 'help' buyruqlarni sanab beradi",
            .line_locked = "lock (PIN kod yana soʻraladi)",
            .line_open = "hakam qatori ochiq; help buyruqlarni sanaydi, lock uni yopadi",
            .told_unlocked = "Oynadagi hakam qatori ochildi",
            .wrong_pin = "PIN kod notoʻgʻri",
            .told_wrong_pin = "Oynadagi hakam qatoriga notoʻgʻri PIN kod kiritildi",
            .pins_blocked = "{tries} ta notoʻgʻri PIN kod: qator yana {seconds} soniya qulflangan",
            .no_pin =
                "PIN kod sozlanmagan ([arbiter] pin): oyna buyruq qabul qilmaydi; twinboard arbiter dan foydalaning",
        },
    .cells = {"boʻsh joy", "nuqtalar", "chiziqcha", "mot"},
    .help =
        {
            .summary = "Tugmalar: v va eʼlon, soʻng kiritish tugmasi: yurishni eʼlon qilish; {clock_key}c: soatni "
                       "bosish; t vaqt, r takrorlash, d durang taklif qilish. Yana h: batafsil, qism-qism.",
            .questions = "Savollar: t vaqt, l oxirgi yurish, r takrorlash, dubl-ve kimning navbati, ge raqibim kim, s "
                         "va katak: u yerda nima turibdi, m mening donalarim, o raqib donalari, f va vertikal yoki "
                         "gorizontal: koʻrib chiqish, p va katak: donaning yurishlari.",
            .scoresheet = "Blanka: n yurishni blankaga yozish, x oxirgi yozuvni oʻchirish, e oxirgi yozuvni oʻqish, b "
                          "Brayl yozuvi.",
            .more_keys =
                "Boshqa tugmalar: j toʻgʻrilayapman, d durang taklif qilish, h shu yordam (yana: keyingi qism), q "
                "oʻyindan keyin: stolni yopish. Tugmalar har qanday klaviatura tartibida oʻrni boʻyicha ishlaydi.",
        },
};

}  // namespace twinboard
