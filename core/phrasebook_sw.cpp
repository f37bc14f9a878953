// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in Swahili (phrasebook.h). The chess terms are the Swahili
// text's of the Laws (../shared/seeds/003_*.txt, a machine translation): Mfalme, Malkia,
// Mnara, Askofu, Farasi (Article 2.2, 3.4), sare (a draw, 9.2), mwamuzi (the arbiter, 6.4),
// lahajedwali (the scoresheet, 8.1), mshale (the flag, 6.8), en passant (3.7). Where the
// translation garbled a term, the usual Swahili chess word stands instead: askari for the
// pawn (the text leaves "pawn" in English), tishio for check and shahmati for mate (the
// text's "angalia", "look", is a mistranslation of "check"), mkwamo for stalemate.
#include <array>
#include <string>
#include <string_view>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers: "ishirini na tatu", "mia moja kumi na mbili", "elfu mbili mia tano" ----
constexpr std::array<std::string_view, 10> kUnits = {"sifuri", "moja", "mbili", "tatu", "nne",
                                                     "tano",   "sita", "saba",  "nane", "tisa"};
constexpr std::array<std::string_view, 10> kTens = {"",        "kumi",   "ishirini", "thelathini", "arobaini",
                                                    "hamsini", "sitini", "sabini",   "themanini",  "tisini"};

std::string below_100(long n) {
  if (n < 10) return std::string(kUnits[n]);
  std::string out(kTens[n / 10]);
  if (n % 10) out += " na " + std::string(kUnits[n % 10]);
  return out;
}

std::string below_1000(long n) {
  if (n < 100) return below_100(n);
  std::string out = "mia " + std::string(kUnits[n / 100]);
  n %= 100;
  if (n) out += (n < 10 ? " na " : " ") + below_100(n);
  return out;
}

std::string spell(long n, Gender) {
  if (n < 1000) return below_1000(n);
  std::string out = "elfu " + below_1000(n / 1000);
  n %= 1000;
  if (n) out += (n < 100 ? " na " : " ") + below_1000(n);
  return out;
}

// saa, dakika, sekunde and hatua are nouns of one form for one and many.
// Nouns of the N class (sekunde, dakika, hatua) keep their form; the verb agreeing with them
// does not: "imebaki dakika moja", "zimebaki dakika mbili" (issue 48, item 8).
int plural_form(long n) { return n == 1 ? 0 : 2; }

}  // namespace

extern const Phrasebook kSwahiliPhrasebook{
    .language = Language::Swahili,
    .code = "sw",
    .voice = "sw",
    .plain_vocabulary = "plain-sw",
    .usual_vocabulary = "fide-sw",
    .table =
        {
            .colour = {"Mweupe", "Mweusi"},
            .empty_square = "{square}: tupu",
            .piece_on_square = "{square}: {piece}, {colour}",
            .to_move = "Zamu ya {colour}",
            .last_move = "Hatua ya mwisho, {colour}: {move}",
            .no_move_yet = "Bado hakuna hatua",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "Hakuna saa inayotumika. {moves}",
            .board_disconnected = "Ubao wako umekatika",
            .board_reconnected = "Ubao wako umeunganishwa tena",
            .not_your_move = "Si zamu yako",
            .press_not_announced = "Saa inaendelea: hatua haijatangazwa",
            .taken_as_repetition =
                "Imeeleweka kama kurudia hatua ya mwisho: {move}. Ikiwa ni hatua yako, iseme tena au bonyeza saa yako",
            .taken_as_own = "Imeeleweka kama hatua yako: {move}",
            .press_words_gave_no_move = "Saa inaendelea: “{words}” haikuwa hatua; tafadhali tangaza hatua yako",
            .words_help = "Baada ya v: “nakubali sare” au “nakataa sare” hujibu pendekezo la sare; “sare kwa kurudia” "
                          "au “sare kwa kanuni ya hatua hamsini”, pamoja na hatua utakayocheza, hudai sare; "
                          "“ninabadilisha” kabla ya kurekebisha kipande.",
            .editing_help = "Unapoandika mstari: kitufe cha kufuta hufuta, mishale ya kushoto na kulia husogeza, "
                            "mshale wa juu huleta mstari uliopita, kitufe cha kutoka hughairi.",
            .key_space = "kitufe cha nafasi",
            .key_enter = "kitufe cha kuingiza",
            .key_function = "F{number}",
            .prompt_announce = "Tangazo:",
            .prompt_note = "Andika:",
            .prompt_square = "Mraba:",
            .prompt_moves = "Hatua za:",
            .prompt_scan = "Safu:",
            .line_cancelled = "imeghairiwa",
            .press_not_on_board = "Saa inaendelea: {move} haiko ubaoni",
            .press_capture_left = "Saa inaendelea: kipande kilichokamatwa kwenye {square} bado kiko ubaoni",
            .press_no_move = "Saa inaendelea: hakuna hatua kamili ubaoni",
            .announced_but_board = "Imetangazwa: {announced}. Ubaoni: {on_board}",
            .illegal_on_board = "Hatua isiyowezekana ubaoni. Marekebisho: {steps}",
            .penalty_time = "Hatua haramu ya {offender} (Kifungu 7.5): inapendekezwa sekunde {seconds} za ziada kwa "
                            "{opponent}. Thibitisha kwa accept",
            .penalty_loss = "Hatua haramu ya pili ya {offender} (Kifungu 7.5): inapendekezwa kupoteza mchezo. "
                            "Thibitisha kwa accept",
            .promotion_which = "Kukuza askari: kipande gani?",
            .please_execute = "Tafadhali fanya: {steps}",
            .board_in_order = "Ubao uko sawa",
            .step_move = "{piece} kutoka {from} hadi {to}",
            .step_remove = "ondoa {piece} kwenye {square}",
            .step_put = "weka {piece} kwenye {square}",
            .step_separator = "; ",
            .game_over = "Mchezo umekwisha: {result}, {reason}",
            .slip_corrected = "Imesahihishwa: {move}",
            .taken_shown = "Imepokelewa: {move}",
            .too_late_to_correct = "Imechelewa: saa imeshabonyezwa, mwamuzi pekee anaweza kubadilisha hatua",
            .repeated_wrongly = "Imerudiwa: {heard}. Iliyochezwa: {made}",
            .touch_move = "Gusa uchezeshe, Kifungu 4: {colour} aligusa {square} na akacheza {move}",
            .game_has_ended = "Mchezo umekwisha",
            .unknown_command = "Amri isiyojulikana: {command}",
            .no_piece_there = "Hakuna kipande chako kwenye {square}",
            .no_legal_moves = "{square}: hakuna hatua halali",
            .none = "hakuna",
            .list_separator = ", ",
            .sheet_written = "Lahajedwali, hatua {number}, {colour}: {move}",
            .sheet_unread = "Lahajedwali, hatua {number}, {colour}: haisomeki: {written}",
            .sheet_unread_cells = "Lahajedwali, hatua {number}, {colour}: haisomeki",
            .sheet_erased = "Imefutwa: {written}",
            .sheet_empty = "Lahajedwali ni tupu",
            .game_resumed = "Mchezo umerejeshwa baada ya nusu hatua {plies}",
            .board_behind = "Saa inaendelea: ubao wako hauna hatua ya mwisho. Tafadhali fanya: {steps}",
            .repeated_announcement = "Imerudiwa: {heard}. Iliyotangazwa: {announced}",
            .move_already_made = "Hatua {move} imeshafanywa; mwamuzi pekee anaweza kuibadilisha",
            .made_awaits_press =
                "Hatua {move} imeshafanywa; mwamuzi pekee anaweza kuibadilisha. Saa yako inaendelea hadi "
                "uibonyeze",
            .made_move_changed = "Kifungu 4: {colour} alibadilisha hatua iliyofanywa, {made}, ubaoni: {shown}",
            .touched_opponent_piece = "Gusa ukamate, Kifungu 4.3b: {colour} aligusa kipande cha mpinzani kwenye "
                                      "{square}, kilichoweza kukamatwa, na akacheza {move}",
            .not_check = "Hilo si tishio: {move}",
            .not_mate = "Hilo si shahmati: {move}",
            .board_still_behind = "Ubao wa {colour} bado haujasahihishwa baada ya vikumbusho {reminders}. "
                                  "Marekebisho: {steps}",
            .which_move = "Hatua gani: {moves}? Tafadhali itangaze",
            .or_ = " au ",
            .clocks_paused = "Mwamuzi amesimamisha saa",
            .clocks_resumed = "Saa zinaendelea tena",
            .time_added = "Mwamuzi ameongeza muda, {colour}: {amount} zaidi.",
            .time_taken = "Mwamuzi amepunguza muda, {colour}: {amount} pungufu.",
            .clocks_set = "Mwamuzi ameweka saa upya.",
            .change_reason = "Sababu: {reason}.",
            .reason_penalty = "adhabu (Kifungu 12.9)",
            .reason_illegal_move = "hatua haramu (Kifungu 7.5)",
            .reason_claim = "dai lisilo sahihi la sare (Kifungu 9.5)",
            .reason_malfunction = "hitilafu ya saa (Kifungu 6.10)",
            .reason_setting = "saa iliyowekwa vibaya (Kifungu 6.10)",
            .order_refused = "Haikufanyika: {why}",
            .only_arbiter_closes = "Mchezo unaendelea: mwamuzi pekee anaweza kufunga meza",
            .quit_again = "Bonyeza q tena ili kufunga",
            .table_closes = "twinboard inafungwa",
            .adjourned = "Mchezo umeahirishwa; utaendelea meza itakapoanza tena",
            .adjourned_by = "{who} ameahirisha mchezo",
            .sheet_missing = "Kulinganisha kunahitaji pia lahajedwali ya {colour}: iingize kwanza kwa sheet "
                             "{colour_word} HATUA",
            .round_not_started = "Raundi bado haijaanza",
            .round_starts = "Raundi inaanza",
            .board_not_answering = "Ubao wako bado haujibu",
            .boards_ready = "Mbao zote mbili ziko tayari: start inaanzisha raundi",
            .clock_silent = "Saa ya DGT haijibu; muda wa twinboard ndio rasmi. Mchezo unaendelea",
            .clock_answering = "Saa ya DGT inajibu tena",
            .round_waits = "Raundi inasubiri mwamuzi aianzishe; mbao lazima ziwe katika nafasi ya kuanzia",
            .board_silent = "{board} kwenye {port} haujibu",
            .board_no_picture = "{board} kwenye {port} bado haujatuma picha yake yote",
            .journal_failing = "Daftari haliwezi kuandikwa ({why})",
            .journal_failing_goes_on = "Daftari haliwezi kuandikwa ({why}). Mchezo unaendelea; hitilafu sasa "
                                       "ingepoteza hatua tangu hapo. {advice}",
            .journal_written_again = "Daftari linaandikwa tena; hakuna kilichopotea",
            .refused_no_sensors = "{board} hauna vihisi: taarifa yake inapuuzwa",
            .refused_lift_from_empty = "kuinua kutoka mraba mtupu {square} ({board}) kunapuuzwa",
            .refused_place_without_piece = "{board} hutambua vipande: kuweka bila kipande kunapuuzwa",
            .refused_sheet_empty = "lahajedwali ya {colour} ni tupu: hakuna cha kufuta",
            .board_off = "{board} hauko sawa: {steps}",
            .board_should = "Kwenye {board} inabidi: {steps}",
            .illegal_on_the_board = "Hatua isiyowezekana ({board}). Marekebisho: {steps}",
            .illegal_announced = "{colour} ametangaza hatua isiyowezekana: “{words}”",
            .key_empty = "Hakuna kilichoandikwa; help huorodhesha amri",
            .key_needs_square = "'{command}' inahitaji mraba kama e4",
            .key_needs_line = "'{command}' inahitaji safu wima a hadi h au safu mlalo 1 hadi 8",
            .key_needs_move = "'{command}' inahitaji hatua kama unavyoiandika, kwa mfano note Nf3",
            .key_needs_words = "'{command}' inahitaji maneno ya hatua, kwa mfano announce Springer Felix drei",
            .key_not_square = "'{text}' si mraba kama e4",
            .key_not_line = "'{text}' si safu wima a hadi h wala safu mlalo 1 hadi 8",
            .key_not_braille = "'{text}' si namba za nukta kama 124 256 wala breli",
            .key_claim_needs_rule = "'claim' inahitaji repetition au fifty, na inaweza kutaja hatua utakayocheza",
            .key_arbiter_only = "Maagizo ya mwamuzi hutolewa kwenye kituo chake, si hapa",
            .key_unknown = "Amri isiyojulikana '{command}'; help huorodhesha amri",
            .key_refused_log = "kibodi ya {colour} ilikataa mstari: {words}",
            .reconcile_void =
                "Hatua ilichezwa wakati ulinganisho ukisubiri uamuzi wako: umebatilika; ikihitajika reconcile tena",
            .draw_offer_lapsed = "Pendekezo lako la sare limekwisha: mpinzani wako amecheza",
            .draw_offered = "{colour} anapendekeza sare",
            .draw_declined = "{colour} anakataa sare",
            .no_draw_offered = "Hujapendekezewa sare",
            .claim_not_on_move = "Ni mchezaji mwenye zamu tu anayeweza kudai sare (Vifungu 9.2, 9.3)",
            .claim_verdict = "{colour} anadai sare chini ya Kifungu {rule}{move}: {verdict}",
            .claim_correct = "dai ni sahihi; saa zimesimama: draw inatangaza sare",
            .claim_incorrect =
                "dai si sahihi; saa zimesimama: resume, na dakika mbili kwa mpinzani kwa add (Kifungu 9.5.3)",
            .claim_forfeited = "haki ya kudai imepotea: kipande kiliguswa kwanza (Kifungu 9.4); resume",
            .claim_stops_clocks = "{colour} anadai sare; saa zimesimama hadi mwamuzi aamue",
            .caption_said = "{colour} anasema: {words}",
            .sighted_touched = "{colour} aligusa {piece} kwenye {square}",
            .flag_claim = "Dai kwa niaba ya {claimant} (Kiambatisho D.2.10.5): {flagged} amepitisha muda",
            .adjusting = "{colour} anapanga vipande",
            .adjust_not_on_move = "Ni mchezaji mwenye zamu tu anayeweza kupanga vipande (Kifungu 4.2)",
            .reconcile_wait = "Mwamuzi analinganisha mbao na lahajedwali; tafadhali usibadilishe chochote kwenye ubao "
                              "wako hadi aamue",
            .reconcile_kept = "Mwamuzi ameamua: mchezo unabaki kama ulivyo",
            .reconcile_confirm =
                "Wachezaji wanasubiri. accept: watasikia marekebisho yao (na mchezo utarudi nyuma, lahajedwali "
                "zikitofautiana); takeback NUSUHATUA: kurudi kwenye nusu hatua nyingine; reject: mchezo unabaki "
                "ulivyo; saa zinasimama hadi resume",
            .game_resumed_waits = "Mchezo umerejeshwa baada ya nusu hatua {plies}; utaendelea mwamuzi atakapouanzisha",
            .game_waits_for_arbiter = "Mchezo unasubiri mwamuzi auanzishe",
            .game_continues = "Mchezo unaendelea",
            .refused_not_in_game_position = "{board} hauonyeshi nafasi ya mchezo: {steps}",
            .time_used_of_side = "{colour}: umetumia {used}, {left|imebaki|imebaki|imebaki|zimebaki} {left}.",
            .press_waits_for_opponent = "Imepokelewa: saa yako itabadilika mara mpinzani wako atakapobonyeza yake",
            .journal_kept = "Daftari {kept} lina mchezo wa awali na linahifadhiwa kama lilivyo; mchezo huu unaandikwa "
                            "katika {journal}",
            .journal_advice_full = "Futa nafasi kwenye diski",
            .journal_advice_locked = "Programu nyingine imefunga daftari: ifunge (nakala au kionyeshi cha faili)",
            .journal_advice_read_only = "Mahali pa daftari hapaandikiki: paruhusu kuandikwa, au chagua folda nyingine",
            .journal_advice_other = "Kagua diski na faili la daftari",
            .adjourn_not_kept = "haukuahirishwa: daftari linakosa matukio {events} ya mwisho ({why}). {advice}, kisha "
                                "adjourn tena. Mchezo na saa ziko kwenye kumbukumbu ya meza; ili kuahirisha hata "
                                "hivyo, hifadhi nakala mahali utakapotaja: adjourn FAILI",
            .adjourned_copy = "Mchezo umeahirishwa, lakini daftari linakosa matukio {events} ya mwisho: mchezo na saa "
                              "zimeandikwa katika {copy}. Endelea kutoka nakala hiyo, si daftari pekee",
            .adjourned_arbiter_keeps = "Mchezo umeahirishwa; mwamuzi anahifadhi rekodi yake",
            .press_held = "Ubao wako unaripoti tena: kubonyeza saa kwako kutahesabiwa picha yake ikifika",
            .refused_game_ended = "mchezo umeshakwisha ({result})",
            .refused_round_waits = "raundi bado haijaanza; 'start' inaianzisha",
            .refused_no_clock = "meza hii haina saa",
            .refused_no_penalty = "hakuna adhabu inayosubiri uamuzi",
            .refused_round_started = "raundi imeshaanza",
            .refused_not_in_start = "{board} hauko katika nafasi ya kuanzia: {steps}",
            .refused_clocks_not_running = "saa hazikimbii",
            .refused_clocks_not_paused = "saa hazijasimamishwa",
            .refused_no_result = "mchezo hauna matokeo ya kuthibitisha",
            .result_confirmed = "Matokeo {result} yamethibitishwa na mwamuzi",
            .refused_not_withdrawable = "matokeo {result} yanabaki: yanaweza kuondolewa tu matokeo aliyoyatoa mwamuzi "
                                        "ambayo bado hayajathibitishwa",
            .result_withdrawn = "Mwamuzi ameondoa matokeo {result}: mchezo unaendelea",
            .refused_no_such_player =
                "'{text}' humtaja mchezaji tu kwenye meza yenye mchezaji mmoja asiyeona: taja rangi yake",
            .refused_takeback =
                "'takeback' inahitaji nusu hatua kuanzia sifuri hadi {plies}, au ulinganisho uliopendekeza moja",
            .endings = {.checkmate = "shahmati",
                        .stalemate = "mkwamo",
                        .fivefold_repetition = "marudio ya mara tano",
                        .seventy_five_moves = "kanuni ya hatua sabini na tano",
                        .dead_position = "nafasi iliyokufa",
                        .resignation = "kujisalimisha",
                        .agreement = "sare kwa makubaliano",
                        .time = "muda umekwisha",
                        .time_no_mate = "muda umekwisha, lakini shahmati haiwezekani",
                        .illegal_moves = "hatua haramu ya pili",
                        .arbiter_decision = "uamuzi wa mwamuzi",
                        .forfeit = "kushindwa kwa kutofika",
                        .double_forfeit = "wachezaji wote wawili hawakufika"},
        },
    .clock =
        {
            .warning = "{colour}: {time|imebaki|imebaki|imebaki|zimebaki} {time}",
            .period_reached =
                "{colour}: kipindi cha muda kimefikiwa, {added|imeongezwa|imeongezwa|imeongezwa|zimeongezwa} {added}",
            .flag_fallen = "{colour}: mshale umeanguka",
            .started = "Saa inaendelea. Zamu ya {colour}",
            .paused = "Saa imesimamishwa",
            .resumed = "Saa inaendelea tena",
            .other_clock_runs = "Saa ya {colour} inaendelea",
            .refused_paused = "Saa imesimama: p inaiwasha tena",
            .not_started = "Saa bado haijaanza: kitufe cha nafasi kinaiwasha",
            .help = "Nafasi inabadilisha saa, t inasema muda na hatua, p inasimamisha, q inafunga",
        },
    .reconcile =
        {
            .board = {"Ubao wa mweupe", "Ubao wa mweusi"},
            .nothing = "hakuna kitu",
            .all_agree = "Lahajedwali zinakubaliana (nusu hatua {plies}) na mbao zote mbili zinaonyesha nafasi hiyo.",
            .sheets_agree = "Lahajedwali zinakubaliana (nusu hatua {plies}).",
            .transposed = "Kuanzia nusu hatua {ply} hatua zimeandikwa kwa mpangilio mwingine lakini zinafikia nafasi "
                          "ile ile.",
            .board_off = "{board} ({owner}) ni tofauti: {owner} aliandika hatua sahihi lakini alicheza nyingine, na "
                         "anarekebisha ubao: {steps}.",
            .board_shows = "{board} ({owner}) unaonyesha nafasi hiyo.",
            .board_unknown = "{board} haukutolewa.",
            .sheets_part = "Lahajedwali zinatofautiana kuanzia nusu hatua {ply}: Mweupe aliandika '{white}', Mweusi "
                           "aliandika '{black}'.",
            .back_to = "Mchezo unarudi kwenye nafasi baada ya {move} (nusu hatua {ply}).",
            .back_to_start = "Mchezo unarudi kwenye nafasi ya kuanzia.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "Muda ulioandikwa kwenye hatua hiyo: Mweupe {white}, Mweusi {black}.",
            .replay = "Hatua ambazo twinboard iliandika baada yake: {moves}.",
            .record_differs = "Lahajedwali ya {colour} inatofautiana na kumbukumbu ya twinboard kwenye nusu hatua "
                              "{ply}: imeandikwa '{written}', kumbukumbu '{recorded}'.",
            .arbiter_decides = "Mwamuzi ataamua; hakuna kilichobadilishwa.",
            .unread = "Lahajedwali ya {colour}: {what}.",
            .player_agree = "Mbao zote mbili na lahajedwali zote mbili zinakubaliana.",
            .player_set = "Lahajedwali zinakubaliana. Tafadhali panga ubao wako: {steps}.",
            .player_in_order = "Lahajedwali zinakubaliana. Ubao wako uko sawa.",
            .player_back_to = "Lahajedwali zinatofautiana. Mchezo unarudi kwenye nafasi baada ya hatua {number} ya "
                              "{colour}, {move}.",
            .player_back_to_start = "Lahajedwali zinatofautiana. Mchezo unarudi kwenye nafasi ya kuanzia.",
            .player_take_back = "Tafadhali rudisha ubao wako: {steps}.",
            .player_shows_it = "Ubao wako unaonyesha nafasi hiyo.",
            .sheet_behind = "Lahajedwali ya {colour} iko nyuma (nusu hatua ambazo bado hazijaandikwa mwishoni: "
                            "{plies}); hiyo si tofauti (E2.8).",
        },
    .refusals =
        {
            .no_piece = {"hakuna kipande", "hakuna askari", "hakuna farasi", "hakuna askofu", "hakuna mnara",
                         "hakuna malkia", "hakuna mfalme"},
            .cannot_reach = "{nobody} anayeweza kufika {target}",
            .from_cannot_reach = "{piece} wa {from} hawezi kufika {target}",
            .no_own_piece = "hakuna kipande chako kwenye {from}",
            .leaves_king_in_check = "{piece} wa {from} hawezi kwenda {target}: mfalme angebaki chini ya tishio",
            .ambiguous = "haieleweki wazi: {candidates}",
            .or_ = " au ",
            .not_understood = "haikueleweka: {words}",
            .nothing_said = "hakuna kilichotangazwa",
            .no_target = "{words}: hakuna mraba wa kufika",
            .promotion_missing = "{target}: askari anakuzwa, taja kipande, kwa mfano {example}",
            .no_promotion = "{target}: hiyo si kukuza askari",
            .castling_impossible = "{castling} haiwezekani",
            .promotion_piece = "{target}: askari anakuwa malkia, mnara, askofu au farasi tu",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell,
            .plural_form = plural_form,
            .hour = {Gender::Neuter, {"saa", "saa", "saa"}},
            .minute = {Gender::Neuter, {"dakika", "dakika", "dakika"}},
            .second = {Gender::Neuter, {"sekunde", "sekunde", "sekunde"}},
            .move = {Gender::Neuter, {"hatua", "hatua", "hatua"}},
            .counted = "{noun} {number}",
            .and_then = ", ",
            .moves_played = {"{moves} imechezwa.", "{moves} zimechezwa.", "{moves} zimechezwa."},
            .no_moves_played = "Bado hakuna hatua iliyochezwa.",
            .no_move = "hakuna hatua",
            .played_each = "Zimechezwa: {white} {white_moves}, {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "Hakuna kilichoandikwa",
            .removed = "Imefutwa: {cell}",
            .cleared = "Mstari umefutwa",
            .unknown_chord = "Kitufe kisichojulikana: {cell}",
            .display_absent = "Hakuna kionyeshi cha breli; tunaendelea bila hicho",
            .display_ready = "Kionyeshi cha breli cha visanduku {cells} kiko tayari",
            .display_lost = "Kionyeshi cha breli kimeondoka",
            .keys_on = "Vitufe vya breli vimewashwa",
            .keys_off = "Vitufe vya breli vimezimwa",
        },
    .window =
        {
            .official_game = "Mchezo rasmi",
            .boards = {"Ubao wa mweupe", "Ubao wa mweusi"},
            .players = {"mweupe", "mweusi"},
            .board_title = "{board}",
            .no_clock = "Hakuna saa",
            .result = "Matokeo {result}",
            .pending = "inaendelea: {move}",
            .said = "Ameambiwa {player}: {text}",
            .touched = "Vilivyoguswa:",
            .sheet_of = "Lahajedwali ya {colour}:",
            .braille = "Breli: {cells}",
            .board_differs = "{board} ni tofauti",
            .arbiter_line = "Mwamuzi: ",
            .arbiter_pin = "PIN ya mwamuzi: ",
            .waiting_start = "Inasubiri mwamuzi aanzishe",
            .paused = "Saa zimesimamishwa na mwamuzi",
            .round = "raundi {round}",
            .draw_answer = "{colour} anapendekeza sare kwa {opponent}: Y kukubali, N kukataa",
        },
    .arbiter =
        {
            .resign = "upande huo unajisalimisha",
            .draw = "sare kwa makubaliano",
            .result = "uamuzi wa mwamuzi unamaliza mchezo",
            .accept_reject = "adhabu (Kifungu 7.5) au ulinganisho (F2.7, F2.8) uliopendekezwa na meza",
            .add = "sekunde kamili zinaongezwa (au kwa minus zinatolewa) kwenye saa moja, hadi 36000",
            .set = "saa zote mbili, Mweupe kwanza, hadi saa 24, kama h:mm:ss, m:ss au sekunde",
            .start = "inaanzisha raundi mbao zote mbili zikiwa tayari (saa ya upande wenye zamu inakimbia)",
            .pause_resume = "saa zote mbili zinasimama, na zinaendelea tena (wachezaji wanaambiwa)",
            .sheet =
                "inaingiza lahajedwali ya karatasi ya mchezaji, hatua kama ilivyoandikwa (erase: inafuta ya mwisho)",
            .reconcile = "mbao dhidi ya lahajedwali zote mbili (E2.7)",
            .takeback =
                "kurudi kwenye nusu hatua iliyopendekezwa na ulinganisho, au kwenye PLY, sifuri ni mwanzo (E2.8)",
            .confirm = "inathibitisha matokeo ya mchezo kwa orodha ya matokeo ya raundi",
            .withdraw = "huondoa matokeo aliyoyatoa mwamuzi kwa makosa, kabla hayajathibitishwa: mchezo unaendelea",
            .vocabulary = "jinsi hatua zinavyosemwa kwa msikilizaji mmoja, kwa mfano vocabulary black plain-sw",
            .adjourn = "inafunga meza; mchezo unaendelea kutoka daftari lake meza ikianza tena",
            .help = "orodha hii",
            .empty_order = "amri tupu; 'help' inaziorodhesha",
            .order_wants = "'{order}' inahitaji: {form}",
            .unknown_order = "amri ya mwamuzi isiyojulikana '{line}'; 'help' inaziorodhesha",
            .line_too_long = "mstari wa zaidi ya baiti {bytes} si amri; umepuuzwa",
            .station_attached = "meza ya twinboard: kituo cha mwamuzi kimeunganishwa; 'help' inaorodhesha amri",
            .line_locked = "lock (PIN itaulizwa tena)",
            .line_open = "mstari wa mwamuzi uko wazi; help inaorodhesha amri, lock inaufunga",
            .told_unlocked = "Mstari wa mwamuzi kwenye dirisha umefunguliwa",
            .wrong_pin = "PIN si sahihi",
            .told_wrong_pin = "PIN isiyo sahihi iliandikwa kwenye mstari wa mwamuzi wa dirisha",
            .pins_blocked = "PIN {tries} zisizo sahihi: mstari umefungwa kwa sekunde {seconds} zaidi",
            .no_pin = "hakuna PIN iliyowekwa ([arbiter] pin): dirisha halipokei amri; tumia twinboard arbiter",
        },
    .cells = {"nafasi", "nukta", "kistari", "shahmati"},
    .help =
        {
            .summary = "Vitufe: v na tangazo lako, kisha kitufe cha kuingiza: tangaza hatua; {clock_key}c: bonyeza "
                       "saa; t muda, r rudia, d pendekeza sare. Bonyeza h tena kwa zaidi, sehemu kwa sehemu.",
            .questions = "Maswali: t muda, l hatua ya mwisho, r rudia, w zamu ya nani, g mpinzani wangu ni nani, s na "
                         "mraba: kilichopo hapo, m vipande vyangu, o vipande vya mpinzani, f na safu: ipitie, p na "
                         "mraba: hatua za kipande hicho.",
            .scoresheet = "Lahajedwali: n andika hatua kwenye lahajedwali, x futa andiko la mwisho, e soma andiko la "
                          "mwisho, b uandishi wa breli.",
            .more_keys =
                "Vitufe vingine: j ninabadilisha, d pendekeza sare, h msaada huu (tena: sehemu inayofuata), q baada ya "
                "mchezo: funga meza. Vitufe hufanya kazi kwa nafasi yao katika mpangilio wowote wa kibodi.",
        },
};

}  // namespace twinboard
