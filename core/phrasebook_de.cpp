// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in German (phrasebook.h).
#include <array>
#include <string>
#include <string_view>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
constexpr std::array<std::string_view, 20> kGermanSmall = {
    "null", "eins", "zwei",  "drei",     "vier",     "fünf",     "sechs",    "sieben",   "acht",     "neun",
    "zehn", "elf",  "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"};
constexpr std::array<std::string_view, 10> kGermanTens = {"",        "zehn",    "zwanzig", "dreißig", "vierzig",
                                                          "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"};

// Below 1000, as part of a larger word: "ein" stands for 1 before "und"/"hundert".
std::string german_below_1000(long n) {
  std::string out;
  if (n >= 100) {
    out += (n / 100 == 1 ? std::string("ein") : std::string(kGermanSmall[n / 100])) + "hundert";
    n %= 100;
  }
  if (n == 0) return out;
  if (n < 20) return out + std::string(n == 1 ? "eins" : kGermanSmall[n]);
  long units = n % 10;
  if (units) out += (units == 1 ? std::string("ein") : std::string(kGermanSmall[units])) + "und";
  return out + std::string(kGermanTens[n / 10]);
}

std::string spell(long n, Gender g) {
  if (n == 1) return g == Gender::Feminine ? "eine" : g == Gender::Masculine ? "ein" : "ein";
  if (n == 0) return "null";
  std::string out;
  if (n >= 1000) {
    out += (n / 1000 == 1 ? std::string("ein") : german_below_1000(n / 1000)) + "tausend";
    n %= 1000;
  }
  return out + german_below_1000(n);
}

int plural_form(long n) { return n == 1 ? 0 : 1; }

}  // namespace

extern const Phrasebook kGermanPhrasebook{
    .language = Language::German,
    .code = "de",
    .voice = "de",
    .plain_vocabulary = "plain-de",
    .usual_vocabulary = "fide-de",
    .table =
        {
            .colour = {"Weiß", "Schwarz"},
            .empty_square = "{square}: leer",
            .piece_on_square = "{square}: {piece}, {colour}",
            .to_move = "{colour} ist am Zug",
            .last_move = "Letzter Zug, {colour}: {move}",
            .no_move_yet = "Noch kein Zug",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "Keine Uhr in Betrieb. {moves}",
            .board_disconnected = "Ihr Brett ist getrennt",
            .board_reconnected = "Ihr Brett ist wieder verbunden",
            .not_your_move = "Sie sind nicht am Zug",
            .press_not_announced = "Die Uhr läuft weiter: der Zug ist nicht angesagt",
            .taken_as_repetition = "Als Wiederholung des letzten Zuges verstanden: {move}. Ist es Ihr Zug, sagen Sie "
                                   "ihn noch einmal oder drücken Sie die Uhr",
            .taken_as_own = "Als Ihr Zug verstanden: {move}",
            .press_words_gave_no_move = "Die Uhr läuft weiter: „{words}“ ergab keinen Zug; bitte den Zug ansagen",
            .words_help = "Nach v gesagt: „Remis angenommen“ oder „Remis abgelehnt“ antwortet auf ein Remisangebot; "
                          "„Remis durch Wiederholung“ oder „Remis nach fünfzig Zügen“, mit dem Zug, den Sie machen "
                          "werden, beansprucht Remis; „ich rücke zurecht“ vor dem Zurechtrücken.",
            .editing_help = "Beim Tippen einer Zeile: die Rücktaste löscht, die Pfeile nach links und rechts bewegen, "
                            "der Pfeil nach oben holt die frühere Zeile, Escape bricht ab.",
            .key_space = "die Leertaste",
            .key_enter = "die Eingabetaste",
            .key_function = "F{number}",
            .prompt_announce = "Ansage:",
            .prompt_note = "Notiz:",
            .prompt_square = "Feld:",
            .prompt_moves = "Züge von:",
            .prompt_scan = "Linie:",
            .line_cancelled = "abgebrochen",
            .press_not_on_board = "Die Uhr läuft weiter: {move} steht nicht auf dem Brett",
            .press_capture_left = "Die Uhr läuft weiter: die geschlagene Figur auf {square} steht noch auf dem Brett",
            .press_no_move = "Die Uhr läuft weiter: auf dem Brett ist kein fertiger Zug",
            .announced_but_board = "Angesagt: {announced}. Auf dem Brett: {on_board}",
            .illegal_on_board = "Unmöglicher Zug auf dem Brett. Korrektur: {steps}",
            .penalty_time = "Illegaler Zug von {offender} (Artikel 7.5): Vorschlag {seconds} Sekunden Zeitgutschrift "
                            "für {opponent}. Bestätigen mit accept",
            .penalty_loss =
                "Zweiter illegaler Zug von {offender} (Artikel 7.5): Vorschlag Partieverlust. Bestätigen mit accept",
            .promotion_which = "Umwandlung: welche Figur?",
            .please_execute = "Bitte ausführen: {steps}",
            .board_in_order = "Brett in Ordnung",
            .step_move = "{piece} von {from} nach {to}",
            .step_remove = "{piece} von {square} entfernen",
            .step_put = "{piece} auf {square} stellen",
            .step_separator = "; ",
            .game_over = "Partie beendet: {result}, {reason}",
            .slip_corrected = "Korrigiert: {move}",
            .taken_shown = "Angenommen: {move}",
            .too_late_to_correct = "Zu spät: die Uhr ist umgeschaltet, nur der Schiedsrichter kann den Zug ändern",
            .repeated_wrongly = "Wiederholt: {heard}. Gespielt wurde: {made}",
            .touch_move = "Berührt-geführt, Artikel 4: {colour} berührte {square} und zog {move}",
            .game_has_ended = "Die Partie ist beendet",
            .unknown_command = "Unbekannter Befehl: {command}",
            .no_piece_there = "Auf {square} steht keine eigene Figur",
            .no_legal_moves = "{square}: keine legalen Züge",
            .none = "keine",
            .list_separator = ", ",
            .sheet_written = "Partieformular, Zug {number}, {colour}: {move}",
            .sheet_unread = "Partieformular, Zug {number}, {colour}: nicht lesbar: {written}",
            .sheet_unread_cells = "Partieformular, Zug {number}, {colour}: nicht lesbar",
            .sheet_erased = "Gestrichen: {written}",
            .sheet_empty = "Das Partieformular ist leer",
            .game_resumed = "Partie wiederhergestellt nach {plies} Halbzügen",
            .board_behind = "Die Uhr läuft weiter: Ihrem Brett fehlt der letzte Zug. Bitte ausführen: {steps}",
            .repeated_announcement = "Wiederholt: {heard}. Angesagt wurde: {announced}",
            .move_already_made = "Der Zug {move} ist gemacht; nur der Schiedsrichter kann ihn ändern",
            .made_awaits_press =
                "Der Zug {move} ist gemacht; nur der Schiedsrichter kann ihn ändern. Ihre Uhr läuft, bis Sie sie "
                "drücken",
            .made_move_changed = "Artikel 4: {colour} hat den gemachten Zug {made} auf dem Brett geändert: {shown}",
            .touched_opponent_piece = "Berührt-geschlagen, Artikel 4.3b: {colour} berührte die gegnerische Figur auf "
                                      "{square}, die geschlagen werden konnte, und zog {move}",
            .not_check = "Das ist kein Schach: {move}",
            .not_mate = "Das ist kein Matt: {move}",
            .board_still_behind =
                "Das Brett von {colour} ist nach {reminders} Erinnerungen nicht auf dem Stand. Korrektur: {steps}",
            .which_move = "Welcher Zug: {moves}? Bitte ansagen",
            .or_ = " oder ",
            .clocks_paused = "Der Schiedsrichter hat die Uhren angehalten",
            .clocks_resumed = "Die Uhren laufen wieder",
            .time_added = "Der Schiedsrichter gibt {colour} {amount} dazu.",
            .time_taken = "Der Schiedsrichter zieht {colour} {amount} ab.",
            .clocks_set = "Der Schiedsrichter hat die Uhren neu gestellt.",
            .change_reason = "Grund: {reason}.",
            .reason_penalty = "eine Strafe (Artikel 12.9)",
            .reason_illegal_move = "ein regelwidriger Zug (Artikel 7.5)",
            .reason_claim = "ein unrichtiger Remisanspruch (Artikel 9.5)",
            .reason_malfunction = "eine Störung der Uhr (Artikel 6.10)",
            .reason_setting = "eine falsch gestellte Uhr (Artikel 6.10)",
            .order_refused = "Nicht ausgeführt: {why}",
            .only_arbiter_closes = "Die Partie läuft: nur der Schiedsrichter kann den Tisch schließen",
            .quit_again = "Zum Schließen noch einmal q drücken",
            .table_closes = "twinboard wird geschlossen",
            .adjourned = "Die Partie ist vertagt; sie geht weiter, wenn der Tisch wieder startet",
            .adjourned_by = "{who} hat die Partie vertagt",
            .sheet_missing =
                "Zum Abgleich fehlt das Partieformular von {colour}: zuerst eingeben mit sheet {colour_word} ZUG",
            .round_not_started = "Die Runde hat noch nicht begonnen",
            .round_starts = "Die Runde beginnt",
            .board_not_answering = "Ihr Brett antwortet noch nicht",
            .boards_ready = "Beide Bretter sind bereit: start beginnt die Runde",
            .clock_silent = "Die DGT-Uhr antwortet nicht; es gilt die Zeit von twinboard. Die Partie geht weiter",
            .clock_answering = "Die DGT-Uhr antwortet wieder",
            .round_waits = "Die Runde wartet auf den Start durch den Schiedsrichter; die Bretter müssen in der "
                           "Grundstellung stehen",
            .board_silent = "Das {board} an {port} antwortet nicht",
            .board_no_picture = "das {board} an {port} hat noch nicht sein ganzes Bild gemeldet",
            .journal_failing = "Das Journal kann nicht geschrieben werden ({why})",
            .journal_failing_goes_on = "Das Journal kann nicht geschrieben werden ({why}). Die Partie geht weiter; ein "
                                       "Absturz jetzt verlöre die Züge seither. {advice}",
            .journal_written_again = "Das Journal wird wieder geschrieben; nichts ging verloren",
            .refused_no_sensors = "das {board} hat keine Sensoren: seine Meldung wird nicht beachtet",
            .refused_lift_from_empty = "ein Anheben vom leeren Feld {square} auf dem {board} wird nicht beachtet",
            .refused_place_without_piece =
                "das {board} erkennt die Figuren: ein Aufsetzen ohne Figur wird nicht beachtet",
            .refused_sheet_empty = "das Partieformular von {colour} ist leer: nichts zu streichen",
            .board_off = "Das {board} weicht ab: {steps}",
            .board_should = "Auf dem {board} ist zu tun: {steps}",
            .illegal_on_the_board = "Unmöglicher Zug auf dem {board}. Korrektur: {steps}",
            .illegal_announced = "{colour} hat einen unmöglichen Zug angesagt: „{words}“",
            .key_empty = "Nichts eingegeben; help listet die Befehle",
            .key_needs_square = "'{command}' braucht ein Feld wie e4",
            .key_needs_line = "'{command}' braucht eine Linie a bis h oder eine Reihe 1 bis 8",
            .key_needs_move = "'{command}' braucht den Zug, wie Sie ihn schreiben, zum Beispiel note Sf3",
            .key_needs_words = "'{command}' braucht die Worte des Zuges, zum Beispiel announce Springer Felix drei",
            .key_not_square = "'{text}' ist kein Feld wie e4",
            .key_not_line = "'{text}' ist weder eine Linie a bis h noch eine Reihe 1 bis 8",
            .key_not_braille = "'{text}' sind weder Punktnummern wie 124 256 noch Braille",
            .key_claim_needs_rule =
                "'claim' braucht repetition oder fifty und kann den Zug nennen, den Sie machen werden",
            .key_arbiter_only = "Anweisungen des Schiedsrichters werden an seiner Station gegeben, nicht hier",
            .key_unknown = "Unbekannter Befehl '{command}'; help listet die Befehle",
            .key_refused_log = "die Tastatur von {colour} wies eine Zeile zurück: {words}",
            .reconcile_void = "Während der Abgleich auf Ihre Entscheidung wartete, wurde gezogen: er ist hinfällig; "
                              "bei Bedarf erneut reconcile",
            .draw_offer_lapsed = "Ihr Remisangebot ist erloschen: Ihr Gegner hat gezogen",
            .draw_offered = "{colour} bietet Remis an",
            .draw_declined = "{colour} lehnt das Remis ab",
            .no_draw_offered = "Ihnen wurde kein Remis angeboten",
            .claim_not_on_move = "Remis beanspruchen darf nur, wer am Zug ist (Artikel 9.2, 9.3)",
            .claim_verdict = "{colour} beansprucht Remis nach Artikel {rule}{move}: {verdict}",
            .claim_correct = "der Anspruch ist berechtigt; die Uhren stehen: draw erklärt die Partie für remis",
            .claim_incorrect = "der Anspruch ist nicht berechtigt; die Uhren stehen: resume, und zwei Minuten für den "
                               "Gegner mit add (Artikel 9.5.3)",
            .claim_forfeited = "der Anspruch ist verwirkt: zuvor wurde eine Figur berührt (Artikel 9.4); resume",
            .claim_stops_clocks = "{colour} beansprucht Remis; die Uhren stehen, bis der Schiedsrichter entscheidet",
            .caption_said = "{colour} sagt: {words}",
            .sighted_touched = "{colour} berührte {piece} auf {square}",
            .flag_claim = "Anspruch für {claimant} (Anhang D.2.10.5): {flagged} hat die Zeit überschritten",
            .adjusting = "{colour} rückt zurecht",
            .adjust_not_on_move = "Zurechtrücken darf nur, wer am Zug ist (Artikel 4.2)",
            .reconcile_wait = "Der Schiedsrichter gleicht die Bretter mit den Partieformularen ab; bitte ändern Sie "
                              "nichts an Ihrem Brett, bis er entschieden hat",
            .reconcile_kept = "Der Schiedsrichter hat entschieden: die Partie bleibt, wie sie steht",
            .reconcile_confirm = "Die Spieler warten. accept: sie hören ihre Korrekturen (und die Partie geht zurück, "
                                 "wenn die Formulare abweichen); takeback HALBZUG: zurück zu einem anderen Halbzug; "
                                 "reject: die Partie bleibt, wie sie ist; die Uhren stehen bis resume",
            .game_resumed_waits =
                "Partie wiederhergestellt nach {plies} Halbzügen; sie geht weiter, wenn der Schiedsrichter sie startet",
            .game_waits_for_arbiter = "Die Partie wartet auf den Start durch den Schiedsrichter",
            .game_continues = "Die Partie geht weiter",
            .refused_not_in_game_position = "das {board} zeigt nicht die Stellung der Partie: {steps}",
            .time_used_of_side = "{colour}: verbraucht {used}, übrig {left}.",
            .press_waits_for_opponent = "Vermerkt: Ihre Uhr schaltet, sobald Ihr Gegner seine gedrückt hat",
            .journal_kept = "Das Journal {kept} enthält eine frühere Partie und bleibt, wie es ist; diese Partie wird "
                            "in {journal} aufgezeichnet",
            .journal_advice_full = "Schaffen Sie Platz auf dem Datenträger",
            .journal_advice_locked =
                "Ein anderes Programm hält das Journal gesperrt: schließen Sie es (eine Kopie oder Anzeige der Datei)",
            .journal_advice_read_only = "Der Ort des Journals ist schreibgeschützt: machen Sie ihn beschreibbar oder "
                                        "nehmen Sie einen anderen Ordner",
            .journal_advice_other = "Prüfen Sie den Datenträger und die Journaldatei",
            .adjourn_not_kept = "nicht vertagt: dem Journal fehlen die letzten {events} Ereignisse ({why}). {advice}, "
                                "dann erneut adjourn. Die Partie und die Uhren stehen im Protokoll des Tisches; um "
                                "trotzdem zu vertagen, eine Kopie an einem Ort Ihrer Wahl: adjourn DATEI",
            .adjourned_copy = "Die Partie ist vertagt, aber dem Journal fehlen die letzten {events} Ereignisse: Partie "
                              "und Uhren stehen in {copy}. Fortsetzen nach dieser Kopie, nicht nach dem Journal allein",
            .adjourned_arbiter_keeps = "Die Partie ist vertagt; der Schiedsrichter verwahrt die Aufzeichnung",
            .press_held = "Ihr Brett meldet sich gerade wieder: Ihr Uhrendruck zählt, sobald sein Bild da ist",
            .refused_game_ended = "die Partie ist schon beendet ({result})",
            .refused_round_waits = "die Runde hat noch nicht begonnen; 'start' beginnt sie",
            .refused_no_clock = "an diesem Tisch läuft keine Uhr",
            .refused_no_penalty = "keine Strafe wartet auf eine Entscheidung",
            .refused_round_started = "die Runde hat schon begonnen",
            .refused_not_in_start = "das {board} steht nicht in der Grundstellung: {steps}",
            .refused_clocks_not_running = "die Uhren laufen nicht",
            .refused_clocks_not_paused = "die Uhren sind nicht angehalten",
            .refused_no_result = "die Partie hat kein Ergebnis, das zu bestätigen wäre",
            .result_confirmed = "Ergebnis {result} vom Schiedsrichter bestätigt",
            .refused_not_withdrawable = "das Ergebnis {result} bleibt: zurücknehmen lässt sich nur ein Ergebnis des "
                                        "Schiedsrichters, das noch nicht bestätigt ist",
            .result_withdrawn = "Der Schiedsrichter hat das Ergebnis {result} zurückgenommen: die Partie geht weiter",
            .refused_no_such_player = "'{text}' bezeichnet einen Spieler nur an einem Tisch mit einem sehbehinderten "
                                      "Spieler: nennen Sie seine Farbe",
            .refused_takeback =
                "'takeback' will einen Halbzug von 0 bis {plies} oder eine Abstimmung, die einen vorgeschlagen hat",
            .endings = {.checkmate = "Matt",
                        .stalemate = "Patt",
                        .fivefold_repetition = "fünfmalige Stellungswiederholung",
                        .seventy_five_moves = "75-Züge-Regel",
                        .dead_position = "tote Stellung",
                        .resignation = "Aufgabe",
                        .agreement = "Remis vereinbart",
                        .time = "Zeitüberschreitung",
                        .time_no_mate = "Zeitüberschreitung, aber kein Matt mehr möglich",
                        .illegal_moves = "zweiter illegaler Zug",
                        .arbiter_decision = "Entscheidung des Schiedsrichters",
                        .forfeit = "kampflos",
                        .double_forfeit = "beide Spieler kampflos"},
        },
    .clock =
        {
            .warning = "{colour}: noch {time}",
            .period_reached = "{colour}: Zeitkontrolle erreicht, {added} dazu",
            .flag_fallen = "{colour}: Zeit abgelaufen",
            .started = "Die Uhr läuft. {colour} ist am Zug",
            .paused = "Uhr angehalten",
            .resumed = "Die Uhr läuft weiter",
            .other_clock_runs = "Es läuft die Uhr von {colour}",
            .refused_paused = "Die Uhr ist angehalten: p setzt sie fort",
            .not_started = "Die Uhr steht noch: Leertaste startet sie",
            .help = "Leertaste schaltet um, t sagt Zeit und Züge, p hält an, q beendet",
        },
    .reconcile =
        {
            .board = {"Brett von Weiß", "Brett von Schwarz"},
            .nothing = "nichts",
            .all_agree = "Die Partieformulare stimmen überein ({plies} Halbzüge), beide Bretter zeigen ihre Stellung.",
            .sheets_agree = "Die Partieformulare stimmen überein ({plies} Halbzüge).",
            .transposed = "Ab Halbzug {ply} stehen die Züge in anderer Reihenfolge, führen aber zur selben Stellung.",
            .board_off = "{board} ({owner}) weicht davon ab: {owner} hat den richtigen Zug notiert, aber einen anderen "
                         "ausgeführt und stellt das Brett: {steps}.",
            .board_shows = "{board} ({owner}) zeigt ihre Stellung.",
            .board_unknown = "{board}: nicht angegeben.",
            .sheets_part =
                "Die Partieformulare weichen ab Halbzug {ply} ab: Weiß schrieb '{white}', Schwarz schrieb '{black}'.",
            .back_to = "Die Partie geht zurück auf die Stellung nach {move} (Halbzug {ply}).",
            .back_to_start = "Die Partie geht zurück auf die Ausgangsstellung.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "Uhrzeiten bei diesem Zug: Weiß {white}, Schwarz {black}.",
            .replay = "Danach von twinboard aufgezeichnete Züge: {moves}.",
            .record_differs = "Das Partieformular von {colour} weicht bei Halbzug {ply} von twinboards Aufzeichnung "
                              "ab: geschrieben '{written}', aufgezeichnet '{recorded}'.",
            .arbiter_decides = "Der Schiedsrichter entscheidet; nichts wurde geändert.",
            .unread = "Partieformular von {colour}: {what}.",
            .player_agree = "Beide Bretter und beide Partieformulare stimmen überein.",
            .player_set = "Die Partieformulare stimmen überein. Bitte stellen Sie Ihr Brett: {steps}.",
            .player_in_order = "Die Partieformulare stimmen überein. Ihr Brett ist in Ordnung.",
            .player_back_to = "Die Partieformulare weichen ab. Die Partie geht zurück auf die Stellung nach {colour}, "
                              "Zug {number}: {move}.",
            .player_back_to_start = "Die Partieformulare weichen ab. Die Partie geht zurück auf die Ausgangsstellung.",
            .player_take_back = "Bitte stellen Sie Ihr Brett zurück: {steps}.",
            .player_shows_it = "Ihr Brett zeigt diese Stellung.",
            .sheet_behind = "Das Partieformular von {colour} ist zurück (am Ende noch nicht geschriebene Halbzüge: "
                            "{plies}); das ist keine Abweichung (F2.8).",
        },
    .refusals =
        {
            .no_piece = {"keine Figur", "kein Bauer", "kein Springer", "kein Läufer", "kein Turm", "keine Dame",
                         "kein König"},
            .cannot_reach = "{nobody} kann {target} erreichen",
            .from_cannot_reach = "{piece} {from} kann {target} nicht erreichen",
            .no_own_piece = "auf {from} steht keine eigene Figur",
            .leaves_king_in_check = "{piece} {from} kann nicht nach {target}: der eigene König stünde im Schach",
            .ambiguous = "mehrdeutig: {candidates}",
            .or_ = " oder ",
            .not_understood = "nicht verstanden: {words}",
            .nothing_said = "keine Ansage",
            .no_target = "{words}: kein Zielfeld genannt",
            .promotion_missing = "{target}: Umwandlung, bitte die Figur nennen, zum Beispiel {example}",
            .no_promotion = "{target}: das ist keine Umwandlung",
            .castling_impossible = "{castling} ist nicht möglich",
            .promotion_piece = "{target}: ein Bauer wird nur Dame, Turm, Läufer oder Springer",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell,
            .plural_form = plural_form,
            .hour = {Gender::Feminine, {"Stunde", "Stunden", "Stunden"}},
            .minute = {Gender::Feminine, {"Minute", "Minuten", "Minuten"}},
            .second = {Gender::Feminine, {"Sekunde", "Sekunden", "Sekunden"}},
            .move = {Gender::Masculine, {"Zug", "Züge", "Züge"}},
            .counted = "{number} {noun}",
            .and_then = ", ",
            .moves_played = {"{moves} gespielt.", "{moves} gespielt.", "{moves} gespielt."},
            .no_moves_played = "Noch kein Zug gespielt.",
            .no_move = "kein Zug",
            .played_each = "Gespielt: {white} {white_moves}, {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "Nichts geschrieben",
            .removed = "Gelöscht: {cell}",
            .cleared = "Zeile verworfen",
            .unknown_chord = "Unbekannte Taste: {cell}",
            .display_absent = "Keine Braillezeile gefunden; es geht ohne weiter",
            .display_ready = "Braillezeile mit {cells} Zeichen bereit",
            .display_lost = "Die Braillezeile ist weg",
            .keys_on = "Brailletastatur an",
            .keys_off = "Brailletastatur aus",
        },
    .window =
        {
            .official_game = "Offizielle Partie",
            .boards = {"Brett von Weiß", "Brett von Schwarz"},
            .players = {"Weiß", "Schwarz"},
            .board_title = "{board}",
            .no_clock = "Keine Uhr",
            .result = "Ergebnis {result}",
            .pending = "im Gange: {move}",
            .said = "Gesagt zu {player}: {text}",
            .touched = "Berührt:",
            .sheet_of = "Partieformular {colour}:",
            .braille = "Braille: {cells}",
            .board_differs = "{board} weicht ab",
            .arbiter_line = "Schiedsrichter: ",
            .arbiter_pin = "PIN des Schiedsrichters: ",
            .waiting_start = "Wartet auf den Start durch den Schiedsrichter",
            .paused = "Uhren vom Schiedsrichter angehalten",
            .round = "Runde {round}",
            .draw_answer = "{colour} bietet {opponent} Remis an: Y nimmt an, N lehnt ab",
        },
    .arbiter =
        {
            .resign = "die Seite gibt auf",
            .draw = "Remis vereinbart",
            .result = "die Entscheidung des Schiedsrichters beendet die Partie",
            .accept_reject = "die Strafe (Artikel 7.5) oder den Abgleich (F2.7, F2.8), den der Tisch vorschlägt",
            .add = "ganze Sekunden zu einer Uhr hinzu (oder mit Minus weg), bis 36000",
            .set = "beide Uhren, Weiß zuerst, bis 24 Stunden, als h:mm:ss, m:ss oder Sekunden",
            .start = "beginnt die Runde, sobald beide Bretter bereit stehen (die Uhr der Seite am Zug läuft)",
            .pause_resume = "beide Uhren halten an und laufen wieder (die Spieler hören es)",
            .sheet =
                "trägt das Papierformular eines Spielers ein, einen Zug wie geschrieben (erase: streicht den letzten)",
            .reconcile = "die Bretter gegen beide Partieformulare (F2.7)",
            .takeback = "zurück zum Halbzug, den die Abstimmung vorschlug, oder zu PLY, 0 ist der Anfang (F2.8)",
            .confirm =
                "bestätigt das Ergebnis der Partie für die Ergebnisliste der Runde (die Ergebnisdatei der Halle)",
            .withdraw = "nimmt ein versehentlich gegebenes Ergebnis des Schiedsrichters zurück, solange es nicht "
                        "bestätigt ist: die Partie geht weiter",
            .vocabulary = "wie einem Zuhörer die Züge gesagt werden, z. B. vocabulary black nato-en",
            .adjourn = "schließt den Tisch; die Partie geht aus ihrem Journal weiter, wenn er wieder startet",
            .help = "diese Liste",
            .empty_order = "ein leerer Befehl; 'help' listet sie auf",
            .order_wants = "'{order}' braucht: {form}",
            .unknown_order = "unbekannter Befehl '{line}'; 'help' listet sie auf",
            .line_too_long = "eine Zeile von mehr als {bytes} Bytes ist kein Befehl; übergangen",
            .station_attached =
                "twinboard-Tisch: die Station des Schiedsrichters ist verbunden; 'help' listet die Befehle",
            .line_locked = "lock (die PIN wird wieder verlangt)",
            .line_open = "die Zeile des Schiedsrichters ist offen; help listet die Befehle, lock schließt sie",
            .told_unlocked = "Die Schiedsrichterzeile im Fenster wurde geöffnet",
            .wrong_pin = "falsche PIN",
            .told_wrong_pin = "Im Fenster wurde eine falsche Schiedsrichter-PIN eingegeben",
            .pins_blocked = "{tries} falsche PINs: die Zeile bleibt noch {seconds} s gesperrt",
            .no_pin = "keine PIN eingestellt ([arbiter] pin): das Fenster nimmt keine Befehle an; bitte twinboard "
                      "arbiter benutzen",
        },
    .cells = {"Leerzeichen", "Punkte", "Strich", "Matt"},
    .help =
        {
            .summary = "Tasten: v und die Ansage, dann Eingabe: Zug ansagen; {clock_key}c: Uhr drücken; t Zeit, r "
                       "wiederholen, d Remis anbieten. Noch einmal h: mehr, Teil für Teil.",
            .questions = "Fragen: t Zeit, l letzter Zug, r wiederholen, w wer ist am Zug, g wer mein Gegner ist, s und "
                         "Feld: was steht dort, m meine Figuren, o gegnerische Figuren, f und Linie oder Reihe: "
                         "absuchen, p und Feld: Züge der Figur.",
            .scoresheet = "Partieformular: n Zug notieren, x letzten Eintrag streichen, e letzten Eintrag vorlesen, b "
                          "Brailleeingabe.",
            .more_keys = "Weitere Tasten: j ich rücke zurecht, d Remis anbieten, h diese Hilfe (noch einmal: der "
                         "nächste Teil), q nach der Partie: den Tisch schließen. Die Tasten gelten nach ihrem Platz, "
                         "in jeder Tastaturbelegung.",
        },
};

}  // namespace twinboard
