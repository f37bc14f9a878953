// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in Russian (phrasebook.h).
#include <array>
#include <string>
#include <string_view>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
constexpr std::array<std::string_view, 20> kRussianSmall = {
    "ноль",         "один",       "два",         "три",        "четыре",       "пять",        "шесть",
    "семь",         "восемь",     "девять",      "десять",     "одиннадцать",  "двенадцать",  "тринадцать",
    "четырнадцать", "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать"};
constexpr std::array<std::string_view, 10> kRussianTens = {
    "", "десять", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"};
constexpr std::array<std::string_view, 10> kRussianHundreds = {
    "", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот"};

std::string russian_below_1000(long n, Gender g) {
  std::string out;
  auto add = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (n >= 100) add(kRussianHundreds[n / 100]);
  n %= 100;
  if (n >= 20) {
    add(kRussianTens[n / 10]);
    n %= 10;
  }
  if (n == 0) return out;
  if (n == 1) add(g == Gender::Feminine ? "одна" : g == Gender::Neuter ? "одно" : "один");
  else if (n == 2) add(g == Gender::Feminine ? "две" : "два");
  else add(kRussianSmall[n]);
  return out;
}

// Which of the three noun forms a count takes: 1 -> one, 2-4 -> few, else many.
int plural_form(long n) {
  long last_two = n % 100, last = n % 10;
  if (last_two >= 11 && last_two <= 14) return 2;
  if (last == 1) return 0;
  if (last >= 2 && last <= 4) return 1;
  return 2;
}

std::string spell(long n, Gender g) {
  if (n == 0) return "ноль";
  std::string out;
  if (n >= 1000) {
    long thousands = n / 1000;
    constexpr std::string_view kThousand[] = {"тысяча", "тысячи", "тысяч"};
    out = russian_below_1000(thousands, Gender::Feminine) + " " + std::string(kThousand[plural_form(thousands)]);
    n %= 1000;
    if (n) out += " ";
  }
  return out + russian_below_1000(n, g);
}

}  // namespace

extern const Phrasebook kRussianPhrasebook{
    .language = Language::Russian,
    .code = "ru",
    .voice = "ru",
    .plain_vocabulary = "plain-ru",
    .usual_vocabulary = "fide-ru",
    .table =
        {
            .colour = {"белые", "чёрные"},
            .empty_square = "{square}: пусто",
            .piece_on_square = "{square}: {piece}, {colour}",
            .to_move = "ход: {colour}",
            .last_move = "последний ход, {colour}: {move}",
            .no_move_yet = "Ходов ещё не было",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "Часы не используются. {moves}",
            .board_disconnected = "Ваша доска отключена",
            .board_reconnected = "Ваша доска снова подключена",
            .not_your_move = "Сейчас не ваш ход",
            .press_not_announced = "Часы не переключены: ход не объявлен",
            .taken_as_repetition =
                "Понято как повторение последнего хода: {move}. Если это ваш ход, скажите его ещё раз или нажмите часы",
            .taken_as_own = "Понято как ваш ход: {move}",
            .press_words_gave_no_move = "Часы не переключены: «{words}» не дало хода; объявите, пожалуйста, ход",
            .words_help = "После вэ: «ничья принята» или «отклоняю ничью» отвечает на предложение ничьей; «ничья "
                          "повторением» или «ничья по правилу пятидесяти ходов», с ходом, который вы сделаете, требует "
                          "ничью; «поправляю» перед тем, как поправить фигуру.",
            .editing_help = "При наборе строки: забой стирает, стрелки влево и вправо перемещают, стрелка вверх "
                            "возвращает прежнюю строку, эскейп отменяет.",
            .key_space = "пробел",
            .key_enter = "ввод",
            .key_function = "эф {number}",
            .prompt_announce = "Объявление:",
            .prompt_note = "Запись:",
            .prompt_square = "Поле:",
            .prompt_moves = "Ходы с:",
            .prompt_scan = "Линия:",
            .line_cancelled = "отменено",
            .press_not_on_board = "Часы не переключены: {move} не сделан на доске",
            .press_capture_left = "Часы не переключены: взятая фигура на {square} ещё на доске",
            .press_no_move = "Часы не переключены: на доске нет законченного хода",
            .announced_but_board = "Объявлено: {announced}. На доске: {on_board}",
            .illegal_on_board = "Невозможный ход на доске. Исправление: {steps}",
            .penalty_time = "Незаконный ход, {offender} (статья 7.5): предлагается {seconds} "
                            "{seconds|секунда|секунды|секунд} для соперника, "
                            "{opponent}. Подтвердите: accept",
            .penalty_loss =
                "Второй незаконный ход, {offender} (статья 7.5): предлагается поражение. Подтвердите: accept",
            .promotion_which = "Превращение: какая фигура?",
            .please_execute = "Сделайте ход: {steps}",
            .board_in_order = "Доска в порядке",
            .step_move = "{piece} с {from} на {to}",
            .step_remove = "снимите {piece} с {square}",
            .step_put = "поставьте {piece} на {square}",
            .step_separator = "; ",
            .game_over = "Партия окончена: {result}, {reason}",
            .slip_corrected = "Исправлено: {move}",
            .taken_shown = "Принято: {move}",
            .too_late_to_correct = "Поздно: часы переключены, изменить ход может только арбитр",
            .repeated_wrongly = "Повторено: {heard}. Сыграно: {made}",
            .touch_move = "Тронул — ходи, статья 4: {colour} тронули {square} и сыграли {move}",
            .game_has_ended = "Партия окончена",
            .unknown_command = "Неизвестная команда: {command}",
            .no_piece_there = "На {square} нет вашей фигуры",
            .no_legal_moves = "{square}: нет ходов",
            .none = "нет",
            .list_separator = ", ",
            .sheet_written = "Бланк, ход {number}, {colour}: {move}",
            .sheet_unread = "Бланк, ход {number}, {colour}: не читается: {written}",
            .sheet_unread_cells = "Бланк, ход {number}, {colour}: не читается",
            .sheet_erased = "Вычеркнуто: {written}",
            .sheet_empty = "Бланк пуст",
            .game_resumed = "Партия восстановлена после {plies} полуходов",
            .board_behind = "Часы не переключены: на вашей доске нет последнего хода. Сделайте: {steps}",
            .repeated_announcement = "Повторено: {heard}. Объявлено: {announced}",
            .move_already_made = "Ход {move} сделан; изменить его может только арбитр",
            .made_awaits_press = "Ход {move} сделан; изменить его может только арбитр. Ваши часы идут, пока вы их не "
                                 "нажмёте",
            .made_move_changed = "Статья 4: {colour} изменили сделанный ход {made} на доске: {shown}",
            .touched_opponent_piece = "Тронул — бери, статья 4.3 б: {colour} тронули фигуру соперника на {square}, "
                                      "которую можно было взять, и сыграли {move}",
            .not_check = "Это не шах: {move}",
            .not_mate = "Это не мат: {move}",
            .board_still_behind = "Доска ({colour}) не исправлена после {reminders} напоминаний. Исправление: {steps}",
            .which_move = "Какой ход: {moves}? Объявите его",
            .or_ = " или ",
            .clocks_paused = "Арбитр остановил часы",
            .clocks_resumed = "Часы снова идут",
            .time_added = "Арбитр добавил время, {colour}: плюс {amount}.",
            .time_taken = "Арбитр снял время, {colour}: минус {amount}.",
            .clocks_set = "Арбитр заново установил часы.",
            .change_reason = "Причина: {reason}.",
            .reason_penalty = "штраф (статья 12.9)",
            .reason_illegal_move = "незаконный ход (статья 7.5)",
            .reason_claim = "неправильное требование ничьей (статья 9.5)",
            .reason_malfunction = "неисправность часов (статья 6.10)",
            .reason_setting = "неверно установленные часы (статья 6.10)",
            .order_refused = "Не выполнено: {why}",
            .only_arbiter_closes = "Партия идёт: закрыть стол может только арбитр",
            .quit_again = "Чтобы закрыть, нажмите кью ещё раз",
            .table_closes = "twinboard закрывается",
            .adjourned = "Партия отложена; она продолжится, когда стол запустят снова",
            .adjourned_by = "Партию отложил: {who}",
            .sheet_missing =
                "Для сверки нужен и второй бланк ({colour}): сначала введите его командой sheet {colour_word} ХОД",
            .round_not_started = "Тур ещё не начался",
            .round_starts = "Тур начинается",
            .board_not_answering = "Ваша доска ещё не отвечает",
            .boards_ready = "Обе доски готовы: команда start начинает тур",
            .clock_silent = "Часы DGT не отвечают; действует время twinboard. Партия продолжается",
            .clock_answering = "Часы DGT снова отвечают",
            .round_waits = "Тур ждёт команды арбитра; доски должны стоять в начальной позиции",
            .board_silent = "{board} на {port} не отвечает",
            .board_no_picture = "{board} на {port} ещё не передала всю позицию",
            .journal_failing = "Журнал не записывается ({why})",
            .journal_failing_goes_on = "Журнал не записывается ({why}). Партия продолжается; при сбое сейчас ходы с "
                                       "этого момента пропадут. {advice}",
            .journal_written_again = "Журнал снова записывается; ничего не потеряно",
            .refused_no_sensors = "{board} без датчиков: её сообщение не учитывается",
            .refused_lift_from_empty = "подъём с пустого поля {square} ({board}) не учитывается",
            .refused_place_without_piece = "{board} распознаёт фигуры: установка без фигуры не учитывается",
            .refused_sheet_empty = "{colour}: бланк пуст, вычёркивать нечего",
            .board_off = "{board} расходится с партией: {steps}",
            .board_should = "На доске ({board}) нужно: {steps}",
            .illegal_on_the_board = "Невозможный ход ({board}). Исправление: {steps}",
            .illegal_announced = "{colour} объявили невозможный ход: «{words}»",
            .key_empty = "Ничего не введено; help перечисляет команды",
            .key_needs_square = "'{command}' требует поле, например e4",
            .key_needs_line = "'{command}' требует вертикаль от a до h или горизонталь от 1 до 8",
            .key_needs_move = "'{command}' требует ход так, как вы его записываете, например note Кf3",
            .key_needs_words = "'{command}' требует слова хода, как вы их говорите",
            .key_not_square = "'{text}' не поле вроде e4",
            .key_not_line = "'{text}' не вертикаль от a до h и не горизонталь от 1 до 8",
            .key_not_braille = "'{text}' не номера точек вроде 124 256 и не шрифт Брайля",
            .key_claim_needs_rule = "'claim' требует repetition или fifty и может назвать ход, который вы сделаете",
            .key_arbiter_only = "Распоряжения судьи отдаются на его станции, а не здесь",
            .key_unknown = "Неизвестная команда '{command}'; help перечисляет команды",
            .key_refused_log = "клавиатура ({colour}) отклонила строку: {words}",
            .reconcile_void = "Пока сверка ждала вашего решения, был сделан ход: она недействительна; при "
                              "необходимости снова reconcile",
            .draw_offer_lapsed = "Ваше предложение ничьей утратило силу: соперник сделал ход",
            .draw_offered = "{colour} предлагают ничью",
            .draw_declined = "{colour} отклоняют ничью",
            .no_draw_offered = "Вам не предлагали ничью",
            .claim_not_on_move = "Требовать ничью может только тот, чей ход (статьи 9.2, 9.3)",
            .claim_verdict = "{colour} требуют ничью по статье {rule}{move}: {verdict}",
            .claim_correct = "требование обосновано; часы остановлены: draw объявляет ничью",
            .claim_incorrect =
                "требование необосновано; часы остановлены: resume и две минуты сопернику через add (статья 9.5.3)",
            .claim_forfeited = "право на требование утрачено: фигура уже тронута (статья 9.4); resume",
            .claim_stops_clocks = "{colour} требуют ничью; часы стоят, пока арбитр не решит",
            .caption_said = "{colour} говорят: {words}",
            .sighted_touched = "{colour}: тронута фигура {piece} на {square}",
            .flag_claim = "Заявление ({claimant}, приложение Д.2.10.5): {flagged} просрочили время",
            .adjusting = "{colour} поправляют",
            .adjust_not_on_move = "Поправлять фигуры может только тот, чей ход (статья 4.2)",
            .reconcile_wait =
                "Арбитр сверяет доски с бланками; пожалуйста, ничего не меняйте на своей доске, пока он не решит",
            .reconcile_kept = "Арбитр решил: партия остаётся как есть",
            .reconcile_confirm =
                "Игроки ждут. accept: они услышат свои исправления (и партия вернётся назад, если бланки расходятся); "
                "takeback ПОЛУХОД: назад к другому полуходу; reject: партия остаётся как есть; часы стоят до resume",
            .game_resumed_waits =
                "Партия восстановлена после {plies} полуходов; она продолжится, когда арбитр её запустит",
            .game_waits_for_arbiter = "Партия ждёт запуска арбитром",
            .game_continues = "Партия продолжается",
            .refused_not_in_game_position = "{board} не показывает позицию партии: {steps}",
            .time_used_of_side = "{colour}: {used|затрачен|затрачена|затрачено|затрачено} {used}, "
                                 "{left|остался|осталась|осталось|осталось} {left}.",
            .press_waits_for_opponent = "Принято: ваши часы переключатся, как только соперник нажмёт свои",
            .journal_kept =
                "Журнал {kept} содержит прежнюю партию и сохранён как есть; эта партия записывается в {journal}",
            .journal_advice_full = "Освободите диск",
            .journal_advice_locked =
                "Другая программа заблокировала журнал: закройте её (копирование или просмотр файла)",
            .journal_advice_read_only = "Место журнала защищено от записи: разрешите запись или выберите другую папку",
            .journal_advice_other = "Проверьте диск и файл журнала",
            .adjourn_not_kept = "не отложено: в журнале нет последних событий ({events}) ({why}). {advice}, затем "
                                "снова adjourn. Партия и время на часах записаны в протокол стола; чтобы отложить всё "
                                "равно, сохраните копию там, где укажете: adjourn ФАЙЛ",
            .adjourned_copy = "Партия отложена, но в журнале нет последних событий ({events}): партия и время записаны "
                              "в {copy}. Продолжайте по этой копии, а не только по журналу",
            .adjourned_arbiter_keeps = "Партия отложена; запись партии хранится у арбитра",
            .press_held = "Ваша доска снова передаёт позицию: нажатие часов засчитается, как только она придёт",
            .refused_game_ended = "партия уже окончена ({result})",
            .refused_round_waits = "тур ещё не начался; его начинает команда 'start'",
            .refused_no_clock = "за этим столом нет часов",
            .refused_no_penalty = "нет наказания, ждущего решения",
            .refused_round_started = "тур уже начался",
            .refused_not_in_start = "{board} не стоит в начальной позиции: {steps}",
            .refused_clocks_not_running = "часы не идут",
            .refused_clocks_not_paused = "часы не остановлены",
            .refused_no_result = "у партии нет результата для подтверждения",
            .result_confirmed = "Результат {result} подтверждён арбитром",
            .refused_not_withdrawable = "результат {result} остаётся: отменить можно только результат, назначенный "
                                        "арбитром и ещё не подтверждённый",
            .result_withdrawn = "Арбитр отменил результат {result}: партия продолжается",
            .refused_no_such_player =
                "'{text}' обозначает игрока только за столом с одним незрячим игроком: укажите его цвет",
            .refused_takeback = "'takeback' ждёт полуход от 0 до {plies} или сверку, которая его предложила",
            .endings = {.checkmate = "мат",
                        .stalemate = "пат",
                        .fivefold_repetition = "пятикратное повторение",
                        .seventy_five_moves = "правило 75 ходов",
                        .dead_position = "мёртвая позиция",
                        .resignation = "сдача",
                        .agreement = "ничья по соглашению",
                        .time = "просрочка времени",
                        .time_no_mate = "просрочка времени, но мат невозможен",
                        .illegal_moves = "второй незаконный ход",
                        .arbiter_decision = "решение арбитра",
                        .forfeit = "неявка",
                        .double_forfeit = "неявка обоих игроков"},
        },
    .clock =
        {
            .warning = "{colour}: {time|остался|осталась|осталось|осталось} {time}",
            .period_reached = "{colour}: контроль времени пройден, добавка {added}",
            .flag_fallen = "{colour}: время истекло",
            .started = "Часы идут. Ход: {colour}",
            .paused = "Часы остановлены",
            .resumed = "Часы снова идут",
            .other_clock_runs = "Сейчас идут часы, ход: {colour}",
            .refused_paused = "Часы на паузе: клавиша пэ запускает их снова",
            .not_started = "Часы ещё не запущены: пробел запускает их",
            .help = "Пробел переключает, клавиша тэ говорит время и ходы, пэ ставит паузу, кью завершает",
        },
    .reconcile =
        {
            .board = {"доска белых", "доска чёрных"},
            .nothing = "ничего",
            .all_agree =
                "Бланки совпадают ({plies} {plies|полуход|полухода|полуходов}), обе доски показывают эту позицию.",
            .sheets_agree = "Бланки совпадают ({plies} {plies|полуход|полухода|полуходов}).",
            .transposed = "С полухода {ply} ходы записаны в другом порядке, но ведут к той же позиции.",
            .board_off = "{board} ({owner}) отличается: {owner} записали верный ход, но сделали другой и исправляют "
                         "доску: {steps}.",
            .board_shows = "{board} ({owner}) показывает эту позицию.",
            .board_unknown = "{board}: не указана.",
            .sheets_part = "Бланки расходятся с полухода {ply}: белые записали '{white}', чёрные записали '{black}'.",
            .back_to = "Партия возвращается к позиции после {move} (полуход {ply}).",
            .back_to_start = "Партия возвращается к начальной позиции.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "Время на часах после этого хода: белые {white}, чёрные {black}.",
            .replay = "Ходы, записанные twinboard после него: {moves}.",
            .record_differs = "{colour}: бланк расходится с записью twinboard на полуходе {ply}: записано "
                              "'{written}', в записи '{recorded}'.",
            .arbiter_decides = "Решает судья; ничего не изменено.",
            .unread = "{colour}, бланк: {what}.",
            .player_agree = "Обе доски и оба бланка совпадают.",
            .player_set = "Бланки совпадают. Исправьте, пожалуйста, свою доску: {steps}.",
            .player_in_order = "Бланки совпадают. Ваша доска в порядке.",
            .player_back_to =
                "Бланки расходятся. Партия возвращается к позиции после хода {colour}, ход {number}: {move}.",
            .player_back_to_start = "Бланки расходятся. Партия возвращается к начальной позиции.",
            .player_take_back = "Верните, пожалуйста, свою доску: {steps}.",
            .player_shows_it = "Ваша доска показывает эту позицию.",
            .sheet_behind = "Бланк ({colour}) отстаёт (не записано полуходов в конце: {plies}); это не расхождение "
                            "(правила для незрячих, пункт 2.8).",
        },
    .refusals =
        {
            .no_piece = {"ни одна фигура", "ни одна пешка", "ни один конь", "ни один слон", "ни одна ладья",
                         "ни один ферзь", "ни один король"},
            .cannot_reach = "{nobody} не может пойти на {target}",
            .from_cannot_reach = "{piece} {from} не может пойти на {target}",
            .no_own_piece = "на {from} нет вашей фигуры",
            .leaves_king_in_check = "{piece} {from} не может пойти на {target}: король окажется под шахом",
            .ambiguous = "неоднозначно: {candidates}",
            .or_ = " или ",
            .not_understood = "не понято: {words}",
            .nothing_said = "пустое объявление",
            .no_target = "{words}: не названо поле",
            .promotion_missing = "{target}: превращение, назовите фигуру, например {example}",
            .no_promotion = "{target}: это не превращение",
            .castling_impossible = "{castling} невозможна",
            .promotion_piece = "{target}: пешка превращается только в ферзя, ладью, слона или коня",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell,
            .plural_form = plural_form,
            .hour = {Gender::Masculine, {"час", "часа", "часов"}},
            .minute = {Gender::Feminine, {"минута", "минуты", "минут"}},
            .second = {Gender::Feminine, {"секунда", "секунды", "секунд"}},
            .move = {Gender::Masculine, {"ход", "хода", "ходов"}},
            .counted = "{number} {noun}",
            .and_then = ", ",
            .moves_played = {"{moves} сыгран.", "{moves} сыграно.", "{moves} сыграно."},
            .no_moves_played = "Ещё не сыграно ни одного хода.",
            .no_move = "ни одного хода",
            .played_each = "Сыграно: {white} {white_moves}, {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "Ничего не написано",
            .removed = "Удалено: {cell}",
            .cleared = "Строка стёрта",
            .unknown_chord = "Неизвестная клавиша: {cell}",
            .display_absent = "Брайлевский дисплей не найден; работа продолжается без него",
            .display_ready = "Брайлевский дисплей на {cells} {cells|ячейку|ячейки|ячеек} готов",
            .display_lost = "Брайлевский дисплей отключился",
            .keys_on = "Брайлевская клавиатура включена",
            .keys_off = "Брайлевская клавиатура выключена",
        },
    .window =
        {
            .official_game = "Официальная партия",
            .boards = {"Доска белых", "Доска чёрных"},
            .players = {"белым", "чёрным"},
            .board_title = "{board}",
            .no_clock = "Без часов",
            .result = "Результат {result}",
            .pending = "делается: {move}",
            .said = "Сказано {player}: {text}",
            .touched = "Тронуто:",
            .sheet_of = "Бланк ({colour}):",
            .braille = "Брайль: {cells}",
            .board_differs = "{board} отличается",
            .arbiter_line = "Арбитр: ",
            .arbiter_pin = "ПИН-код арбитра: ",
            .waiting_start = "Ожидание старта от арбитра",
            .paused = "Часы остановлены арбитром",
            .round = "тур {round}",
            .draw_answer = "{colour} предлагают ничью, отвечают {opponent}: Y — принять, N — отклонить",
        },
    .arbiter =
        {
            .resign = "сторона сдаётся",
            .draw = "ничья по соглашению",
            .result = "решение арбитра заканчивает партию",
            .accept_reject = "наказание (статья 7.5) или сверка (F2.7, F2.8), предложенные столом",
            .add = "целые секунды к одним часам (или с минусом прочь), до 36000",
            .set = "оба времени, сначала белые, до 24 часов, как ч:мм:сс, м:сс или секунды",
            .start = "начинает тур, когда обе доски готовы (идут часы стороны, чей ход)",
            .pause_resume = "оба часов останавливаются и снова идут (игрокам сообщается)",
            .sheet = "вносит бумажный бланк игрока, ход как записан (erase: вычёркивает последний)",
            .reconcile = "доски против обоих бланков (F2.7)",
            .takeback = "назад к полуходу, предложенному сверкой, или к PLY, 0 — начало (F2.8)",
            .confirm = "подтверждает результат партии для списка результатов тура",
            .withdraw = "отменяет ошибочно назначенный арбитром результат, пока он не подтверждён: партия продолжается",
            .vocabulary = "как ходы говорятся одному слушателю, например vocabulary black nato-en",
            .adjourn = "закрывает стол; партия продолжится из журнала при следующем запуске",
            .help = "этот список",
            .empty_order = "пустая команда; 'help' перечисляет их",
            .order_wants = "'{order}' ждёт: {form}",
            .unknown_order = "неизвестная команда арбитра '{line}'; 'help' перечисляет их",
            .line_too_long = "строка длиннее {bytes} байт — не команда; пропущена",
            .station_attached = "стол twinboard: пульт арбитра подключён; 'help' перечисляет команды",
            .line_locked = "lock (ПИН-код будет запрошен снова)",
            .line_open = "строка арбитра открыта; help перечисляет команды, lock закрывает её",
            .told_unlocked = "Строка арбитра в окне открыта",
            .wrong_pin = "неверный ПИН-код",
            .told_wrong_pin = "В окне введён неверный ПИН-код арбитра",
            .pins_blocked = "{tries} неверных ПИН-кода: строка заблокирована ещё на {seconds} с",
            .no_pin = "ПИН-код не задан ([arbiter] pin): окно не принимает команд; используйте twinboard arbiter",
        },
    .cells = {"пробел", "точки", "тире", "мат"},
    // Latin letters would make the Russian voice switch to English: the keys by their names.
    .help =
        {
            .summary = "Клавиши: вэ и объявление, затем ввод: объявить ход; {clock_key}си: нажать часы; тэ время, эр "
                       "повторить, дэ предложить ничью. Ещё раз аш: подробнее, по частям.",
            .questions = "Вопросы: тэ время, эль последний ход, эр повторить, дубль-вэ чей ход, гэ кто мой соперник, "
                         "эс и поле: что там стоит, эм мои фигуры, о фигуры соперника, эф и вертикаль или горизонталь: "
                         "обзор, пэ и поле: ходы фигуры.",
            .scoresheet =
                "Бланк: эн записать ход, икс вычеркнуть запись, е прочитать последнюю запись, бэ ввод шрифтом Брайля.",
            .more_keys = "Другие клавиши: джей поправляю, дэ предложить ничью, аш эта справка (ещё раз: следующая "
                         "часть), кью после партии: закрыть стол. Клавиши работают по месту, в любой раскладке.",
        },
};

}  // namespace twinboard
