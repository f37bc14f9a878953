#include "table_phrases.h"

#include "board_view.h"

namespace twinboard {
namespace {

// Reasons: checkmate, stalemate, fivefold repetition, seventy-five moves, insufficient
// material, resignation, agreement, time, time with insufficient material, illegal moves.
constexpr TablePhrases kGerman{
    {"Weiß", "Schwarz"},
    "{}: leer",
    "{}: {}, {}",
    "{} ist am Zug",
    "Letzter Zug, {}: {}",
    "Noch kein Zug",
    "{}: {}.",
    "Keine Uhr in Betrieb. {}",
    "Ihr Brett ist getrennt",
    "Ihr Brett ist wieder verbunden",
    "Sie sind nicht am Zug",
    "Die Uhr läuft weiter: der Zug ist nicht angesagt",
    "Die Uhr läuft weiter: {} steht nicht auf dem Brett",
    "Die Uhr läuft weiter: die geschlagene Figur auf {} steht noch auf dem Brett",
    "Die Uhr läuft weiter: auf dem Brett ist kein fertiger Zug",
    "Angesagt: {}. Auf dem Brett: {}",
    "Unmöglicher Zug auf dem Brett. Korrektur: {}",
    "Illegaler Zug von {} (Artikel 7.5): Vorschlag {} Sekunden Zeitgutschrift für {}. Bestätigen mit accept",
    "Zweiter illegaler Zug von {} (Artikel 7.5): Vorschlag Partieverlust. Bestätigen mit accept",
    "Umwandlung: welche Figur?",
    "Bitte ausführen: {}",
    "Brett in Ordnung",
    "{} von {} nach {}",
    "{} von {} entfernen",
    "{} auf {} stellen",
    "; ",
    "Partie beendet: {}, {}",
    "Korrigiert: {}",
    "Zu spät: die Uhr ist umgeschaltet, nur der Schiedsrichter kann den Zug ändern",
    "Wiederholt: {}. Gespielt wurde: {}",
    "Berührt-geführt, Artikel 4: {} berührte {} und zog {}",
    "Die Partie ist beendet",
    "Unbekannter Befehl: {}",
    "Auf {} steht keine eigene Figur",
    "{}: keine legalen Züge",
    "keine",
    ", ",
    "Partieformular, Zug {}, {}: {}",
    "Partieformular, Zug {}, {}: nicht lesbar: {}",
    "Gestrichen: {}",
    "Das Partieformular ist leer",
    "Partie wiederhergestellt nach {} Halbzügen",
    "Die Uhr läuft weiter: Ihrem Brett fehlt der letzte Zug. Bitte ausführen: {}",
    "Wiederholt: {}. Angesagt wurde: {}",
    "Der Zug {} ist gemacht; nur der Schiedsrichter kann ihn ändern",
    "Artikel 4: {} hat den gemachten Zug {} auf dem Brett geändert: {}",
    "Berührt-geschlagen, Artikel 4.3b: {} berührte die gegnerische Figur auf {}, die geschlagen werden konnte, und zog {}",
    "Das ist kein Schach: {}",
    "Das ist kein Matt: {}",
    "Das Brett von {} ist nach {} Erinnerungen nicht auf dem Stand. Korrektur: {}",
    "Welcher Zug: {}? Bitte ansagen",
    " oder ",
    "Der Schiedsrichter hat die Uhren angehalten",
    "Die Uhren laufen wieder",
    "Der Schiedsrichter hat die Zeit geändert. {}",
    "Nicht ausgeführt: {}",
    "Die Partie läuft: nur der Schiedsrichter kann den Tisch schließen",
    "Zum Schließen noch einmal q drücken",
    "twinboard wird geschlossen",
    "Die Partie ist vertagt; sie geht weiter, wenn der Tisch wieder startet",
    "Zum Abgleich fehlt das Partieformular von {}: zuerst eingeben mit sheet {} ZUG",
    "Die Runde hat noch nicht begonnen",
    "Die Runde beginnt",
    "Ihr Brett antwortet noch nicht",
    "Beide Bretter sind bereit: start beginnt die Runde",
    "Die DGT-Uhr antwortet nicht; es gilt die Zeit von twinboard. Die Partie geht weiter",
    "Die DGT-Uhr antwortet wieder",
    {"Matt", "Patt", "fünfmalige Stellungswiederholung", "75-Züge-Regel", "tote Stellung", "Aufgabe",
     "Remis vereinbart", "Zeitüberschreitung", "Zeitüberschreitung, aber kein Matt mehr möglich",
     "zweiter illegaler Zug", "Entscheidung des Schiedsrichters"},
};

constexpr TablePhrases kEnglish{
    {"White", "Black"},
    "{}: empty",
    "{}: {}, {}",
    "{} to move",
    "Last move, {}: {}",
    "No move yet",
    "{}: {}.",
    "No clock in use. {}",
    "Your board is disconnected",
    "Your board is connected again",
    "It is not your move",
    "The clock keeps running: the move has not been announced",
    "The clock keeps running: {} is not on the board",
    "The clock keeps running: the captured piece on {} is still on the board",
    "The clock keeps running: there is no finished move on the board",
    "Announced: {}. On the board: {}",
    "Impossible move on the board. Correction: {}",
    "Illegal move by {} (Article 7.5): proposed {} seconds extra for {}. Confirm with accept",
    "Second illegal move by {} (Article 7.5): proposed loss of the game. Confirm with accept",
    "Promotion: which piece?",
    "Please make: {}",
    "Board in order",
    "{} from {} to {}",
    "remove the {} on {}",
    "put a {} on {}",
    "; ",
    "Game over: {}, {}",
    "Corrected: {}",
    "Too late: the clock has been switched, only the arbiter can change the move",
    "Repeated: {}. Played was: {}",
    "Touch-move, Article 4: {} touched {} and moved {}",
    "The game has ended",
    "Unknown command: {}",
    "There is no piece of yours on {}",
    "{}: no legal moves",
    "none",
    ", ",
    "Scoresheet, move {}, {}: {}",
    "Scoresheet, move {}, {}: cannot read {}",
    "Struck out: {}",
    "The scoresheet is empty",
    "Game restored after {} half-moves",
    "The clock keeps running: your board lacks the last move. Please make: {}",
    "Repeated: {}. Announced was: {}",
    "The move {} has been made; only the arbiter can change it",
    "Article 4: {} changed the move made, {}, on the board: {}",
    "Touch-move, Article 4.3b: {} touched the opponent's piece on {}, which could be captured, and moved {}",
    "That is not check: {}",
    "That is not mate: {}",
    "{}'s board is still not up to date after {} reminders. Correction: {}",
    "Which move: {}? Please announce it",
    " or ",
    "The arbiter has stopped the clocks",
    "The clocks are running again",
    "The arbiter has changed the time. {}",
    "Not done: {}",
    "The game is on: only the arbiter can close the table",
    "Press q again to close",
    "twinboard is closing",
    "The game is adjourned; it goes on when the table starts again",
    "Reconciling needs {}'s scoresheet too: enter it first with sheet {} MOVE",
    "The round has not started yet",
    "The round starts",
    "Your board does not answer yet",
    "Both boards are ready: start begins the round",
    "The DGT clock does not answer; twinboard's times are the official ones. The game goes on",
    "The DGT clock answers again",
    {"checkmate", "stalemate", "fivefold repetition", "seventy-five-move rule", "dead position", "resignation",
     "draw agreed", "time", "time, but no mate is possible", "second illegal move",
     "the arbiter's decision"},
};

constexpr TablePhrases kRussian{
    {"белые", "чёрные"},
    "{}: пусто",
    "{}: {}, {}",
    "ход: {}",
    "последний ход, {}: {}",
    "Ходов ещё не было",
    "{}: {}.",
    "Часы не используются. {}",
    "Ваша доска отключена",
    "Ваша доска снова подключена",
    "Сейчас не ваш ход",
    "Часы не переключены: ход не объявлен",
    "Часы не переключены: {} не сделан на доске",
    "Часы не переключены: взятая фигура на {} ещё на доске",
    "Часы не переключены: на доске нет законченного хода",
    "Объявлено: {}. На доске: {}",
    "Невозможный ход на доске. Исправление: {}",
    "Незаконный ход, {} (статья 7.5): предлагается {} секунд для соперника, {}. Подтвердите: accept",
    "Второй незаконный ход, {} (статья 7.5): предлагается поражение. Подтвердите: accept",
    "Превращение: какая фигура?",
    "Сделайте ход: {}",
    "Доска в порядке",
    "{} с {} на {}",
    "снимите {} с {}",
    "поставьте {} на {}",
    "; ",
    "Партия окончена: {}, {}",
    "Исправлено: {}",
    "Поздно: часы переключены, изменить ход может только арбитр",
    "Повторено: {}. Сыграно: {}",
    "Тронул — ходи, статья 4: {} тронули {} и сыграли {}",
    "Партия окончена",
    "Неизвестная команда: {}",
    "На {} нет вашей фигуры",
    "{}: нет ходов",
    "нет",
    ", ",
    "Бланк, ход {}, {}: {}",
    "Бланк, ход {}, {}: не читается: {}",
    "Вычеркнуто: {}",
    "Бланк пуст",
    "Партия восстановлена после {} полуходов",
    "Часы не переключены: на вашей доске нет последнего хода. Сделайте: {}",
    "Повторено: {}. Объявлено: {}",
    "Ход {} сделан; изменить его может только арбитр",
    "Статья 4: {} изменили сделанный ход {} на доске: {}",
    "Тронул — бери, статья 4.3b: {} тронули фигуру соперника на {}, которую можно было взять, и сыграли {}",
    "Это не шах: {}",
    "Это не мат: {}",
    "Доска ({}) не исправлена после {} напоминаний. Исправление: {}",
    "Какой ход: {}? Объявите его",
    " или ",
    "Арбитр остановил часы",
    "Часы снова идут",
    "Арбитр изменил время. {}",
    "Не выполнено: {}",
    "Партия идёт: закрыть стол может только арбитр",
    "Чтобы закрыть, нажмите q ещё раз",
    "twinboard закрывается",
    "Партия отложена; она продолжится, когда стол запустят снова",
    "Для сверки нужен и второй бланк ({}): сначала введите его командой sheet {} ХОД",
    "Тур ещё не начался",
    "Тур начинается",
    "Ваша доска ещё не отвечает",
    "Обе доски готовы: команда start начинает тур",
    "Часы DGT не отвечают; действует время twinboard. Партия продолжается",
    "Часы DGT снова отвечают",
    {"мат", "пат", "пятикратное повторение", "правило 75 ходов", "мёртвая позиция", "сдача", "ничья по соглашению",
     "просрочка времени", "просрочка времени, но мат невозможен", "второй незаконный ход",
     "решение арбитра"},
};

}  // namespace

std::string_view spoken(const EndingWords& w, GameEnd end) {
  switch (end) {
    case GameEnd::None: return {};
    case GameEnd::Checkmate: return w.checkmate;
    case GameEnd::Stalemate: return w.stalemate;
    case GameEnd::FivefoldRepetition: return w.fivefold_repetition;
    case GameEnd::SeventyFiveMoves: return w.seventy_five_moves;
    case GameEnd::InsufficientMaterial: return w.dead_position;
    case GameEnd::Resignation: return w.resignation;
    case GameEnd::Agreement: return w.agreement;
    case GameEnd::Time: return w.time;
    case GameEnd::TimeInsufficientMaterial: return w.time_no_mate;
    case GameEnd::IllegalMoves: return w.illegal_moves;
    case GameEnd::ArbiterDecision: return w.arbiter_decision;
  }
  return {};
}

const TablePhrases& table_phrases(Language language) {
  switch (language) {
    case Language::German: return kGerman;
    case Language::Russian: return kRussian;
    default: return kEnglish;
  }
}

// Correction steps in words: "Springer von Felix drei nach Dora sieben; Bauer von ...".
std::string say_steps(const std::vector<CorrectionStep>& steps, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  std::string out;
  for (const auto& step : steps) {
    if (!out.empty()) out += p.step_separator;
    const PieceType t = type_of(step.piece);
    switch (step.kind) {
      case CorrectionStep::Kind::Move:
        out += fill_in(p.step_move, {v.pieces[int(t)], say_square(step.from, v), say_square(step.to, v)});
        break;
      case CorrectionStep::Kind::Remove:
        out += fill_in(p.step_remove, {v.promoted_pieces[int(t)], say_square(step.from, v)});
        break;
      case CorrectionStep::Kind::Put:
        out += fill_in(p.step_put, {v.promoted_pieces[int(t)], say_square(step.to, v)});
        break;
    }
  }
  return out;
}

std::string fill_in(std::string_view pattern, std::initializer_list<std::string_view> values) {
  std::string out;
  auto value = values.begin();
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 1 < pattern.size() && pattern[i + 1] == '}' && value != values.end()) {
      out += *value++;
      ++i;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

}  // namespace twinboard
