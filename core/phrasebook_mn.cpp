// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in Mongolian (Cyrillic; phrasebook.h). The chess terms are the
// Mongolian text's of the Laws (../shared/seeds/001_*.txt, 2014): ноён, бэрс, тэрэг, тэмээ,
// морь, хүү (Article 2.2), шалаа (check, "шалаан дор", 3.9), мад (mate, 1.2), сэлгээ
// (castling, 3.8), тэнцээ (a draw, 5.2), шүүгч (the arbiter), туг (the flag, 6.9), нүүдэл
// (a move), бичилтийн хуудас (the scoresheet, 8.1), цагаан and хар. The text names no
// stalemate: пат, the usual word. eSpeak NG has no Mongolian voice; the phrases are written
// so that its Kyrgyz voice (Cyrillic with ө and ү) reads them (docs/languages.md), and the
// keys are named by their letters' Cyrillic names (тэ for t), as the Russian phrasebook does.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
// A Mongolian numeral has a form of its own before a noun ("тав", "таван минут"), and inside
// a compound every part but the last takes that form ("хорин гурав", "нэг зуун хорин").
struct Numeral {
  std::string_view alone, before_noun, inside;
};
constexpr std::array<Numeral, 10> kUnits = {{{"тэг", "тэг", "тэг"},
                                             {"нэг", "нэг", "нэг"},
                                             {"хоёр", "хоёр", "хоёр"},
                                             {"гурав", "гурван", "гурван"},
                                             {"дөрөв", "дөрвөн", "дөрвөн"},
                                             {"тав", "таван", "таван"},
                                             {"зургаа", "зургаан", "зургаан"},
                                             {"долоо", "долоон", "долоон"},
                                             {"найм", "найман", "найман"},
                                             {"ес", "есөн", "есөн"}}};
constexpr std::array<Numeral, 10> kTens = {{{"", "", ""},
                                            {"арав", "арван", "арван"},
                                            {"хорь", "хорин", "хорин"},
                                            {"гуч", "гучин", "гучин"},
                                            {"дөч", "дөчин", "дөчин"},
                                            {"тавь", "тавин", "тавин"},
                                            {"жар", "жаран", "жаран"},
                                            {"дал", "далан", "далан"},
                                            {"ная", "наян", "наян"},
                                            {"ер", "ерэн", "ерэн"}}};
constexpr Numeral kHundred{"зуу", "зуун", "зуун"};
constexpr Numeral kThousand{"мянга", "мянган", "мянга"};

void parts_below_1000(long n, std::vector<Numeral>& parts) {
  if (n >= 100) {
    if (n / 100 > 1) parts.push_back(kUnits[n / 100]);
    parts.push_back(kHundred);
  }
  n %= 100;
  if (n >= 10) parts.push_back(kTens[n / 10]);
  if (n % 10) parts.push_back(kUnits[n % 10]);
}

std::string spell_as(long n, bool before_noun) {
  if (n == 0) return std::string(before_noun ? kUnits[0].before_noun : kUnits[0].alone);
  std::vector<Numeral> parts;
  if (n >= 1000) {
    if (n / 1000 > 1) parts_below_1000(n / 1000, parts);
    parts.push_back(kThousand);
  }
  parts_below_1000(n % 1000, parts);
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += ' ';
    const bool last = i + 1 == parts.size();
    out += last ? (before_noun ? parts[i].before_noun : parts[i].alone) : parts[i].inside;
  }
  return out;
}

std::string spell(long n, Gender) { return spell_as(n, false); }
std::string spell_before_noun(long n, Gender) { return spell_as(n, true); }

// A noun after a number stays singular: "таван минут".
int plural_form(long) { return 0; }

}  // namespace

extern const Phrasebook kMongolianPhrasebook{
    .language = Language::Mongolian,
    .code = "mn",
    .voice = "ky",
    .plain_vocabulary = "plain-mn",
    .usual_vocabulary = "fide-mn",
    .table =
        {
            .colour = {"Цагаан", "Хар"},
            .empty_square = "{square}: хоосон",
            .piece_on_square = "{square}: {colour} {piece}",
            .to_move = "{colour} нүүнэ",
            .last_move = "Сүүлийн нүүдэл, {colour}: {move}",
            .no_move_yet = "Одоогоор нүүдэл алга",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "Цаг ашиглаагүй. {moves}",
            .board_disconnected = "Таны хөлөг салсан",
            .board_reconnected = "Таны хөлөг дахин холбогдлоо",
            .not_your_move = "Одоо таны ээлж биш",
            .press_not_announced = "Цаг явсаар байна: нүүдлээ зарлаагүй байна",
            .taken_as_repetition =
                "Сүүлийн нүүдлийг давтсан гэж ойлголоо: {move}. Таны нүүдэл бол дахин хэлэх эсвэл цагаа дарна уу",
            .taken_as_own = "Таны нүүдэл гэж ойлголоо: {move}",
            .press_words_gave_no_move = "Цаг явсаар байна: «{words}» нүүдэл болсонгүй; нүүдлээ зарлана уу",
            .words_help = "Вэ-гийн дараа: «тэнцээг зөвшөөрлөө» эсвэл «тэнцээнээс татгалзлаа» нь тэнцээний саналд "
                          "хариулна; «давталтаар тэнцээ» эсвэл «50 нүүдлийн дүрмээр тэнцээ», хийх нүүдлийн хамт, "
                          "тэнцээ шаардана; дүрс засахын өмнө «засъя».",
            .editing_help = "Мөр бичихдээ: арилгах товч устгана, зүүн ба баруун сум хөдөлгөнө, дээш сум өмнөх мөрийг "
                            "буцаана, эскейп цуцална.",
            .key_space = "зай авах товч",
            .key_enter = "оруулах товч",
            .key_function = "эф {number}",
            .prompt_announce = "Зарлал:",
            .prompt_note = "Тэмдэглэл:",
            .prompt_square = "Нүд:",
            .prompt_moves = "Нүүдлүүд:",
            .prompt_scan = "Шугам:",
            .line_cancelled = "цуцлагдлаа",
            .press_not_on_board = "Цаг явсаар байна: {move} хөлөг дээр алга",
            .press_capture_left = "Цаг явсаар байна: {square} дээрх идэгдсэн дүрс хөлөг дээр байна",
            .press_no_move = "Цаг явсаар байна: хөлөг дээр дууссан нүүдэл алга",
            .announced_but_board = "Зарласан: {announced}. Хөлөг дээр: {on_board}",
            .illegal_on_board = "Хөлөг дээр боломжгүй нүүдэл. Засвар: {steps}",
            .penalty_time = "{offender} дүрмийн бус нүүдэл хийлээ (7.5-р заалт): {opponent} талд {seconds} секунд "
                            "нэмэхийг санал болгож байна. Батлах: accept",
            .penalty_loss = "{offender} хоёр дахь удаагаа дүрмийн бус нүүдэл хийлээ (7.5-р заалт): хожигдолд "
                            "тооцохыг санал болгож байна. Батлах: accept",
            .promotion_which = "Хүү хувирна: ямар дүрс вэ?",
            .please_execute = "Хийнэ үү: {steps}",
            .board_in_order = "Хөлөг зөв байна",
            .step_move = "{piece} {from}-аас {to} руу",
            .step_remove = "{square} дээрх {piece} авна уу",
            .step_put = "{square} дээр {piece} тавина уу",
            .step_separator = "; ",
            .game_over = "Тоглолт дууслаа: {result}, {reason}",
            .slip_corrected = "Засагдлаа: {move}",
            .taken_shown = "Хүлээн авлаа: {move}",
            .too_late_to_correct = "Оройтлоо: цаг дарагдсан, нүүдлийг зөвхөн шүүгч өөрчилнө",
            .repeated_wrongly = "Давтсан: {heard}. Хийсэн нүүдэл: {made}",
            .touch_move = "Хүрсэн бол нүү, 4-р заалт: {colour} {square} дээр хүрээд {move} нүүлээ",
            .game_has_ended = "Тоглолт дууссан",
            .unknown_command = "Тодорхойгүй тушаал: {command}",
            .no_piece_there = "{square} дээр таны дүрс алга",
            .no_legal_moves = "{square}: дүрмийн нүүдэл алга",
            .none = "алга",
            .list_separator = ", ",
            .sheet_written = "Бичилтийн хуудас, {number}-р нүүдэл, {colour}: {move}",
            .sheet_unread = "Бичилтийн хуудас, {number}-р нүүдэл, {colour}: уншигдахгүй: {written}",
            .sheet_unread_cells = "Бичилтийн хуудас, {number}-р нүүдэл, {colour}: уншигдахгүй",
            .sheet_erased = "Зурж устгав: {written}",
            .sheet_empty = "Бичилтийн хуудас хоосон",
            .game_resumed = "Тоглолтыг {plies} хагас нүүдлийн дараагаас сэргээлээ",
            .board_behind = "Цаг явсаар байна: таны хөлөг дээр сүүлийн нүүдэл алга. Хийнэ үү: {steps}",
            .repeated_announcement = "Давтсан: {heard}. Зарласан нь: {announced}",
            .move_already_made = "{move} нүүдэл хийгдсэн; түүнийг зөвхөн шүүгч өөрчилнө",
            .made_awaits_press =
                "{move} нүүдэл хийгдсэн; түүнийг зөвхөн шүүгч өөрчилнө. Та цагаа дартал таны цаг явсаар "
                "байна",
            .made_move_changed = "4-р заалт: {colour} хийсэн нүүдлээ, {made}, хөлөг дээр өөрчиллөө: {shown}",
            .touched_opponent_piece = "Хүрсэн бол ид, 4.3б заалт: {colour} {square} дээрх идэж болох эсрэг талын "
                                      "дүрсэнд хүрээд {move} нүүлээ",
            .not_check = "Энэ шалаа биш: {move}",
            .not_mate = "Энэ мад биш: {move}",
            .board_still_behind = "{colour} талын хөлөг {reminders} сануулгын дараа ч засагдаагүй. Засвар: {steps}",
            .which_move = "Аль нүүдэл вэ: {moves}? Зарлана уу",
            .or_ = " эсвэл ",
            .clocks_paused = "Шүүгч цагийг зогсоолоо",
            .clocks_resumed = "Цаг дахин явж байна",
            .time_added = "Шүүгч цаг нэмлээ, {colour}: {amount} нэмэгдэв.",
            .time_taken = "Шүүгч цаг хаслаа, {colour}: {amount} хасагдав.",
            .clocks_set = "Шүүгч цагийг дахин тохирууллаа.",
            .change_reason = "Шалтгаан: {reason}.",
            .reason_penalty = "торгууль (12.9-р заалт)",
            .reason_illegal_move = "дүрмийн бус нүүдэл (7.5-р заалт)",
            .reason_claim = "тэнцээний буруу шаардлага (9.5-р заалт)",
            .reason_malfunction = "цагны эвдрэл (6.10-р заалт)",
            .reason_setting = "буруу тохируулсан цаг (6.10-р заалт)",
            .order_refused = "Биелсэнгүй: {why}",
            .only_arbiter_closes = "Тоглолт үргэлжилж байна: ширээг зөвхөн шүүгч хаана",
            .quit_again = "Хаахын тулд кью товчийг дахин дарна уу",
            .table_closes = "Програм хаагдаж байна",
            .adjourned = "Тоглолтыг түр хойшлууллаа; ширээ дахин ажиллахад үргэлжилнэ",
            .adjourned_by = "Тоглолтыг хойшлуулсан: {who}",
            .sheet_missing = "Тулгахад {colour} талын бичилтийн хуудас бас хэрэгтэй: эхлээд sheet {colour_word} "
                             "НҮҮДЭЛ гэж оруулна уу",
            .round_not_started = "Тойрог хараахан эхлээгүй байна",
            .round_starts = "Тойрог эхэллээ",
            .board_not_answering = "Таны хөлөг хараахан хариу өгөхгүй байна",
            .boards_ready = "Хоёр хөлөг бэлэн: start тушаал тойргийг эхлүүлнэ",
            .clock_silent = "Дэ Жи Тэ цаг хариу өгөхгүй байна; програмын цаг албан ёсных. Тоглолт үргэлжилнэ",
            .clock_answering = "Дэ Жи Тэ цаг дахин хариу өглөө",
            .round_waits = "Тойрог шүүгчийн эхлүүлэхийг хүлээж байна; хөлгүүд эхний байрлалд байх ёстой",
            .board_silent = "{port} дээрх {board} хариу өгөхгүй байна",
            .board_no_picture = "{port} дээрх {board} бүх байрлалаа хараахан илгээгээгүй",
            .journal_failing = "Тэмдэглэлийн журнал бичигдэхгүй байна ({why})",
            .journal_failing_goes_on = "Тэмдэглэлийн журнал бичигдэхгүй байна ({why}). Тоглолт үргэлжилнэ; одоо гацвал "
                                       "эндээс хойшхи нүүдлүүд алга болно. {advice}",
            .journal_written_again = "Журнал дахин бичигдэж байна; юу ч алга болоогүй",
            .refused_no_sensors = "{board} мэдрэгчгүй: түүний мэдээг тооцохгүй",
            .refused_lift_from_empty = "хоосон {square} нүднээс өргөсөн ({board}) тооцохгүй",
            .refused_place_without_piece = "{board} хүүг таньдаг: хүүгүй тавьсныг тооцохгүй",
            .refused_sheet_empty = "{colour}-ийн бичилтийн хуудас хоосон: дарах зүйл алга",
            .board_off = "{board} тоглолтоос зөрсөн: {steps}",
            .board_should = "{board} дээр хийх: {steps}",
            .illegal_on_the_board = "Боломжгүй нүүдэл ({board}). Засвар: {steps}",
            .illegal_announced = "{colour} боломжгүй нүүдэл зарлав: “{words}”",
            .key_empty = "Юу ч бичээгүй; help тушаалуудыг жагсаана",
            .key_needs_square = "'{command}' e4 гэх мэт нүд шаардана",
            .key_needs_line = "'{command}' a-гаас h хүртэлх босоо эгнээ эсвэл 1-ээс 8 хүртэлх хэвтээ эгнээ шаардана",
            .key_needs_move = "'{command}' нүүдлийг таны бичдэгээр шаардана, жишээ нь note Мf3",
            .key_needs_words = "'{command}' нүүдлийн үгсийг таны хэлдгээр шаардана",
            .key_not_square = "'{text}' нь e4 гэх мэт нүд биш",
            .key_not_line = "'{text}' нь a-h босоо ч биш, 1-8 хэвтээ ч биш",
            .key_not_braille = "'{text}' нь 124 256 гэх мэт цэгийн дугаар ч биш, брайль ч биш",
            .key_claim_needs_rule = "'claim' нь repetition эсвэл fifty шаардана, хийх нүүдлээ нэрлэж болно",
            .key_arbiter_only = "Шүүгчийн тушаалыг түүний станцаас өгдөг, эндээс биш",
            .key_unknown = "Үл мэдэгдэх тушаал '{command}'; help тушаалуудыг жагсаана",
            .key_refused_log = "{colour} тоглогчийн гар мөрийг татгалзав: {words}",
            .reconcile_void =
                "Тулгалт таны шийдвэрийг хүлээж байхад нүүдэл хийгдлээ: хүчингүй; шаардлагатай бол дахин reconcile",
            .draw_offer_lapsed = "Таны тэнцээний санал хүчингүй боллоо: өрсөлдөгч тань нүүсэн",
            .draw_offered = "{colour} тэнцээ санал болгож байна",
            .draw_declined = "{colour} тэнцээнээс татгалзлаа",
            .no_draw_offered = "Танд тэнцээ санал болгоогүй байна",
            .claim_not_on_move = "Зөвхөн нүүх ээлжтэй тоглогч тэнцээ нэхэж болно (9.2, 9.3-р заалт)",
            .claim_verdict = "{colour} {rule}-р заалтаар тэнцээ нэхэж байна{move}: {verdict}",
            .claim_correct = "нэхэмжлэл зөв; цаг зогссон: draw тэнцээ гэж зарлана",
            .claim_incorrect = "нэхэмжлэл буруу; цаг зогссон: resume, өрсөлдөгчид add-аар хоёр минут (9.5.3-р заалт)",
            .claim_forfeited = "нэхэх эрх алдагдсан: өмнө нь дүрст хүрсэн (9.4-р заалт); resume",
            .claim_stops_clocks = "{colour} тэнцээ нэхэж байна; шүүгч шийдтэл цаг зогсоно",
            .caption_said = "{colour} хэлж байна: {words}",
            .sighted_touched = "{colour} {square} дээрх {piece}-д хүрлээ",
            .flag_claim = "{claimant}-ын нэхэмжлэл (Д.2.10.5-р хавсралт): {flagged} хугацаа хэтрүүлсэн",
            .adjusting = "{colour} засаж байна",
            .adjust_not_on_move = "Зөвхөн нүүх ээлжтэй тоглогч засаж болно (4.2-р заалт)",
            .reconcile_wait =
                "Шүүгч хөлгүүдийг бичилтийн хуудастай тулгаж байна; түүнийг шийдтэл хөлөг дээрээ юу ч бүү өөрчил",
            .reconcile_kept = "Шүүгч шийдлээ: тоглолт байгаагаараа үлдэнэ",
            .reconcile_confirm =
                "Тоглогчид хүлээж байна. accept: тэд засваруудаа сонсоно (хуудсууд зөрвөл тоглолт буцна); takeback "
                "ХАГАСНҮҮДЭЛ: өөр хагас нүүдэл рүү буцах; reject: тоглолт хэвээр үлдэнэ; цаг resume хүртэл зогсоно",
            .game_resumed_waits = "Тоглолтыг {plies} хагас нүүдлийн дараагаас сэргээлээ; шүүгч эхлүүлэхэд үргэлжилнэ",
            .game_waits_for_arbiter = "Тоглолт шүүгч эхлүүлэхийг хүлээж байна",
            .game_continues = "Тоглолт үргэлжилж байна",
            .refused_not_in_game_position = "{board} тоглолтын байрлалыг харуулахгүй байна: {steps}",
            .time_used_of_side = "{colour}: зарцуулсан {used}, үлдсэн {left}.",
            .press_waits_for_opponent = "Хүлээн авлаа: өрсөлдөгч тань цагаа дармагц таны цаг шилжинэ",
            .journal_kept =
                "{kept} журналд өмнөх тоглолт байгаа тул хэвээр хадгална; энэ тоглолтыг {journal} журналд бичнэ",
            .journal_advice_full = "Дискийг чөлөөлнө үү",
            .journal_advice_locked =
                "Өөр программ журналыг түгжсэн байна: түүнийг хаана уу (файлыг хуулах эсвэл харах)",
            .journal_advice_read_only = "Журналын байрлалд бичих боломжгүй: бичих эрх өгөх эсвэл өөр хавтас сонгоно уу",
            .journal_advice_other = "Диск болон журналын файлыг шалгана уу",
            .adjourn_not_kept = "хойшлуулсангүй: журналд сүүлийн {events} үйл явдал алга ({why}). {advice}, дараа нь "
                                "дахин adjourn. Тоглолт ба цаг ширээний бүртгэлд байна; ямар ч байсан хойшлуулахын "
                                "тулд хуулбарыг заасан газартаа хадгална уу: adjourn ФАЙЛ",
            .adjourned_copy = "Тоглолтыг хойшлууллаа, гэвч журналд сүүлийн {events} үйл явдал алга: тоглолт ба цагийг "
                              "{copy} файлд бичлээ. Зөвхөн журналаас биш, энэ хуулбараас үргэлжлүүлнэ үү",
            .adjourned_arbiter_keeps = "Тоглолтыг хойшлууллаа; түүний бичлэгийг шүүгч хадгална",
            .press_held = "Таны хөлөг дахин мэдээлж байна: цагаа дарсан тань байрлал нь ирэнгүүт тооцогдоно",
            .refused_game_ended = "тоглолт аль хэдийн дууссан ({result})",
            .refused_round_waits = "тойрог хараахан эхлээгүй; 'start' тушаал эхлүүлнэ",
            .refused_no_clock = "энэ ширээнд цаг алга",
            .refused_no_penalty = "шийдвэр хүлээж буй торгууль алга",
            .refused_round_started = "тойрог аль хэдийн эхэлсэн",
            .refused_not_in_start = "{board} эхний байрлалд зогсоогүй: {steps}",
            .refused_clocks_not_running = "цаг явахгүй байна",
            .refused_clocks_not_paused = "цаг зогсоогүй байна",
            .refused_no_result = "тоглолтод батлах үр дүн алга",
            .result_confirmed = "{result} үр дүнг шүүгч баталлаа",
            .refused_not_withdrawable =
                "{result} үр дүн хэвээр: зөвхөн шүүгчийн өгсөн, баталгаажаагүй үр дүнг цуцалж болно",
            .result_withdrawn = "Шүүгч {result} үр дүнг цуцаллаа: тоглолт үргэлжилнэ",
            .refused_no_such_player =
                "'{text}' нь зөвхөн нэг хараагүй тоглогчтой ширээнд тоглогчийг заана: түүний өнгийг хэлнэ үү",
            .refused_takeback =
                "'takeback' тэгээс {plies} хүртэлх хагас нүүдэл эсвэл түүнийг санал болгосон тулгалтыг хүлээнэ",
            .endings = {.checkmate = "мад",
                        .stalemate = "пат",
                        .fivefold_repetition = "таван удаагийн давталт",
                        .seventy_five_moves = "далан таван нүүдлийн дүрэм",
                        .dead_position = "үхмэл байрлал",
                        .resignation = "бууж өгсөн",
                        .agreement = "тохиролцсон тэнцээ",
                        .time = "туг унасан",
                        .time_no_mate = "туг унасан, гэхдээ мад боломжгүй",
                        .illegal_moves = "хоёр дахь дүрмийн бус нүүдэл",
                        .arbiter_decision = "шүүгчийн шийдвэр",
                        .forfeit = "ирээгүйн улмаас хожигдол",
                        .double_forfeit = "хоёр тоглогч хоёулаа ирээгүй"},
        },
    .clock =
        {
            .warning = "{colour}: {time} үлдлээ",
            .period_reached = "{colour}: хяналтын нүүдэлд хүрлээ, {added} нэмэгдлээ",
            .flag_fallen = "{colour}: туг унав",
            .started = "Цаг явж байна. {colour} нүүнэ",
            .paused = "Цаг зогслоо",
            .resumed = "Цаг дахин явж байна",
            .other_clock_runs = "{colour} талын цаг явж байна",
            .refused_paused = "Цаг зогссон байна: пэ товч дахин явуулна",
            .not_started = "Цаг хараахан эхлээгүй: зай авах товч эхлүүлнэ",
            .help = "Зай авах товч цагийг сэлгэнэ, тэ хугацаа болон нүүдлийг хэлнэ, пэ зогсооно, кью гарна",
        },
    .reconcile =
        {
            .board = {"Цагааны хөлөг", "Харын хөлөг"},
            .nothing = "юу ч биш",
            .all_agree = "Бичилтийн хуудсууд тохирч байна ({plies} хагас нүүдэл), хоёр хөлөг ч энэ байрлалыг "
                         "харуулж байна.",
            .sheets_agree = "Бичилтийн хуудсууд тохирч байна ({plies} хагас нүүдэл).",
            .transposed = "{ply}-р хагас нүүдлээс эхлэн нүүдлүүдийг өөр дарааллаар бичсэн ч ижил байрлалд хүрч "
                          "байна.",
            .board_off = "{board} ({owner}) ялгаатай: {owner} зөв нүүдлийг бичсэн ч өөр нүүдэл хийсэн тул хөлгөө "
                         "засна: {steps}.",
            .board_shows = "{board} ({owner}) энэ байрлалыг харуулж байна.",
            .board_unknown = "{board} өгөгдөөгүй.",
            .sheets_part = "Бичилтийн хуудсууд {ply}-р хагас нүүдлээс ялгаатай: Цагаан '{white}', Хар '{black}' гэж "
                           "бичсэн.",
            .back_to = "Тоглолт {move}-ийн дараах байрлалд буцна ({ply}-р хагас нүүдэл).",
            .back_to_start = "Тоглолт эхний байрлалд буцна.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "Тэр нүүдлийн үеийн хугацаа: Цагаан {white}, Хар {black}.",
            .replay = "Програмын дараа нь бичсэн нүүдлүүд: {moves}.",
            .record_differs = "{colour} талын бичилтийн хуудас {ply}-р хагас нүүдэл дээр програмын бичлэгээс "
                              "ялгаатай: бичсэн '{written}', бичлэгт '{recorded}'.",
            .arbiter_decides = "Шүүгч шийднэ; юу ч өөрчлөгдөөгүй.",
            .unread = "{colour} талын бичилтийн хуудас: {what}.",
            .player_agree = "Хоёр хөлөг, хоёр бичилтийн хуудас тохирч байна.",
            .player_set = "Бичилтийн хуудсууд тохирч байна. Хөлгөө засна уу: {steps}.",
            .player_in_order = "Бичилтийн хуудсууд тохирч байна. Таны хөлөг зөв байна.",
            .player_back_to = "Бичилтийн хуудсууд ялгаатай. Тоглолт {colour} талын {number}-р нүүдэл, {move}-ийн "
                              "дараах байрлалд буцна.",
            .player_back_to_start = "Бичилтийн хуудсууд ялгаатай. Тоглолт эхний байрлалд буцна.",
            .player_take_back = "Хөлгөө буцаана уу: {steps}.",
            .player_shows_it = "Таны хөлөг тэр байрлалыг харуулж байна.",
            .sheet_behind = "{colour} талын бичилтийн хуудас хоцорсон (төгсгөлд нь бичигдээгүй хагас нүүдэл: "
                            "{plies}); энэ нь ялгаа биш.",
        },
    .refusals =
        {
            .no_piece = {"ямар ч дүрс", "ямар ч хүү", "ямар ч морь", "ямар ч тэмээ", "ямар ч тэрэг", "ямар ч бэрс",
                         "ямар ч ноён"},
            .cannot_reach = "{nobody} {target} руу хүрч чадахгүй",
            .from_cannot_reach = "{from} дээрх {piece} {target} руу хүрч чадахгүй",
            .no_own_piece = "{from} дээр таны дүрс алга",
            .leaves_king_in_check = "{from} дээрх {piece} {target} руу явж чадахгүй: ноён шалаанд үлдэнэ",
            .ambiguous = "тодорхойгүй: {candidates}",
            .or_ = " эсвэл ",
            .not_understood = "ойлгосонгүй: {words}",
            .nothing_said = "юу ч зарлаагүй",
            .no_target = "{words}: очих нүдээ хэлээгүй",
            .promotion_missing = "{target}: хүү хувирна, дүрсээ хэлнэ үү, жишээ нь {example}",
            .no_promotion = "{target}: энэ хүүгийн хувирал биш",
            .castling_impossible = "{castling} боломжгүй",
            .promotion_piece = "{target}: хүү зөвхөн бэрс, тэрэг, тэмээ эсвэл морь болно",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell_before_noun,
            .plural_form = plural_form,
            .hour = {Gender::Neuter, {"цаг", "цаг", "цаг"}},
            .minute = {Gender::Neuter, {"минут", "минут", "минут"}},
            .second = {Gender::Neuter, {"секунд", "секунд", "секунд"}},
            .move = {Gender::Neuter, {"нүүдэл", "нүүдэл", "нүүдэл"}},
            .counted = "{number} {noun}",
            .and_then = ", ",
            .moves_played = {"{moves} хийгдлээ.", "{moves} хийгдлээ.", "{moves} хийгдлээ."},
            .no_moves_played = "Одоогоор нэг ч нүүдэл хийгдээгүй.",
            .no_move = "нүүдэлгүй",
            .played_each = "Хийгдсэн: {white} {white_moves}, {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "Юу ч бичээгүй",
            .removed = "Устгав: {cell}",
            .cleared = "Мөрийг арилгав",
            .unknown_chord = "Тодорхойгүй товч: {cell}",
            .display_absent = "Брайль дэлгэц олдсонгүй; түүнгүйгээр үргэлжлүүлнэ",
            .display_ready = "{cells} нүдтэй Брайль дэлгэц бэлэн",
            .display_lost = "Брайль дэлгэц салсан",
            .keys_on = "Брайль товчлуур асав",
            .keys_off = "Брайль товчлуур унтрав",
        },
    .window =
        {
            .official_game = "Албан ёсны тоглолт",
            .boards = {"Цагааны хөлөг", "Харын хөлөг"},
            .players = {"цагаанд", "харт"},
            .board_title = "{board}",
            .no_clock = "Цаггүй",
            .result = "Дүн {result}",
            .pending = "хийгдэж байна: {move}",
            .said = "Хэлсэн, {player}: {text}",
            .touched = "Хүрсэн:",
            .sheet_of = "{colour} талын хуудас:",
            .braille = "Брайль: {cells}",
            .board_differs = "{board} ялгаатай",
            .arbiter_line = "Шүүгч: ",
            .arbiter_pin = "Шүүгчийн нууц код: ",
            .waiting_start = "Шүүгчийн эхлүүлэхийг хүлээж байна",
            .paused = "Шүүгч цагийг зогсоосон",
            .round = "{round}-р тойрог",
            .draw_answer = "{colour} тэнцээ санал болгож байна, {opponent} хариулна: Y зөвшөөрнө, N татгалзана",
        },
    .arbiter =
        {
            .resign = "тэр тал бууж өгнө",
            .draw = "тохиролцсон тэнцээ",
            .result = "шүүгчийн шийдвэр тоглолтыг дуусгана",
            .accept_reject = "ширээний санал болгосон торгууль (7.5-р заалт) эсвэл тулгалт (F2.7, F2.8)",
            .add = "нэг цагт бүхэл секунд нэмнэ (хасахаар бол хасах тэмдэгтэй), 36000 хүртэл",
            .set = "хоёр цаг, эхлээд цагаан, 24 цаг хүртэл, h:mm:ss, m:ss эсвэл секундээр",
            .start = "хоёр хөлөг бэлэн болмогц тойргийг эхлүүлнэ (ээлжтэй талын цаг явна)",
            .pause_resume = "хоёр цаг зогсоод дахин явна (тоглогчдод хэлнэ)",
            .sheet = "тоглогчийн цаасан хуудсыг оруулна, нүүдлийг бичсэнээр нь (erase: сүүлийнхийг зурна)",
            .reconcile = "хөлгүүдийг хоёр хуудастай тулгана",
            .takeback = "тулгалтын санал болгосон хагас нүүдэл рүү эсвэл PLY руу буцна, тэг бол эхлэл",
            .confirm = "тоглолтын үр дүнг тойргийн үр дүнгийн жагсаалтад баталгаажуулна",
            .withdraw = "шүүгчийн алдаатай өгсөн үр дүнг баталгаажихаас өмнө цуцална: тоглолт үргэлжилнэ",
            .vocabulary = "нэг сонсогчид нүүдлийг хэрхэн хэлэх, жишээ нь vocabulary black plain-mn",
            .adjourn = "ширээг хаана; дахин ажиллахад тоглолт журналаасаа үргэлжилнэ",
            .help = "энэ жагсаалт",
            .empty_order = "хоосон тушаал; 'help' тэдгээрийг жагсаана",
            .order_wants = "'{order}' үүнийг хүлээнэ: {form}",
            .unknown_order = "шүүгчийн тодорхойгүй тушаал '{line}'; 'help' тэдгээрийг жагсаана",
            .line_too_long = "{bytes} байтаас урт мөр тушаал биш; орхигдлоо",
            .station_attached = "twinboard ширээ: шүүгчийн станц холбогдлоо; 'help' тушаалуудыг жагсаана",
            .line_locked = "lock (нууц кодыг дахин асууна)",
            .line_open = "шүүгчийн мөр нээлттэй; help тушаалуудыг жагсаана, lock хаана",
            .told_unlocked = "Цонхон дахь шүүгчийн мөр нээгдлээ",
            .wrong_pin = "буруу нууц код",
            .told_wrong_pin = "Цонхон дахь шүүгчийн мөрөнд буруу нууц код оруулсан",
            .pins_blocked = "{tries} удаа буруу код: мөр дахиад {seconds} секунд түгжигдсэн",
            .no_pin = "нууц код тохируулаагүй ([arbiter] pin): цонх тушаал авахгүй; twinboard arbiter-ийг ашиглана уу",
        },
    .cells = {"зай", "цэгүүд", "зураас", "мад"},
    .help =
        {
            .summary = "Товчнууд: вэ ба зарлал, дараа нь оруулах товч: нүүдэл зарлах; {clock_key}си: цагаа дарах; тэ "
                       "хугацаа, эр давтах, дэ тэнцээ санал болгох. Дахин аш: дэлгэрэнгүй, хэсэг хэсгээр.",
            .questions = "Асуултууд: тэ хугацаа, эл сүүлийн нүүдэл, эр давтах, дубль-вэ хэний ээлж, гэ миний өрсөлдөгч "
                         "хэн, эс ба нүд: тэнд юу байна, эм миний дүрсүүд, о эсрэг талын дүрсүүд, эф ба босоо эсвэл "
                         "хэвтээ шугам: тоймлох, пэ ба нүд: тэр дүрсийн нүүдлүүд.",
            .scoresheet = "Тэмдэглэлийн хуудас: эн нүүдлээ хуудсанд бичих, икс сүүлийн бичилтийг устгах, е сүүлийн "
                          "бичилтийг унших, бэ Брайлиар бичих.",
            .more_keys = "Бусад товч: жэй засъя, дэ тэнцээ санал болгох, аш энэ тусламж (дахин: дараагийн хэсэг), кью "
                         "тоглолтын дараа: ширээг хаах. Товчнууд ямар ч гарын байрлалд байрлалаараа ажиллана.",
        },
};

}  // namespace twinboard
