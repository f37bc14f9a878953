// Longer than 400 lines, and one file all the same: it is data, the hall's pages in every
// language, each record in hall_phrases.h's order, so a translator compares them side by side.
#include "hall_phrases.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <vector>

namespace twinboard {
namespace {

constexpr HallPagePhrases kEnglish{
    .title = "Arbiters' page",
    .title_of = "Arbiters' page — {event}, round {round}",
    .login = "Arbiter login",
    .arbiter_name = "Arbiter's name",
    .password = "Password",
    .log_in = "Log in",
    .not_logged_in = "Not logged in: you can follow the boards; log in to act.",
    .logged_in = "Logged in as {arbiter}: the broker checks the password with each action.",
    .large_print = "Large print",
    .alerts = "Alerts",
    .boards = "Boards",
    .board = "Board {board}",
    .no_move = "no move yet",
    .result_confirmed = "result {result} (confirmed)",
    .result_to_confirm = "result {result} (to confirm)",
    .running = "running",
    .no_clock = "no clock",
    .paused = "clocks paused",
    .waiting_start = "waiting for the start",
    .table_gone = "table gone",
    .disconnected = "{board} is disconnected",
    .differs = "{board} differs from the game",
    .board_names = {"White's board", "Black's board"},
    .penalty_waiting = "penalty waiting: {penalty}",
    .actions_on = "Actions on board {board}",
    .accept_penalty = "Accept penalty",
    .reject_penalty = "Reject penalty",
    .pause = "Pause",
    .resume = "Resume",
    .start = "Start",
    .add_white = "+2 min White",
    .add_black = "+2 min Black",
    .reconcile = "Reconcile",
    .set_result = "Set result",
    .confirm_result = "Confirm result",
    .result_of = "Result of board {board}",
    .forfeit_white_wins = "+- White wins by forfeit",
    .forfeit_black_wins = "-+ Black wins by forfeit",
    .forfeit_both = "-- double forfeit: neither player came",
    .action_on = "{action}, board {board}",
    .log_in_first = "Log in first to act on a table.",
    .sending = "Sending \"{order}\" to board {board}…",
    .done = "Board {board}: done: {text}",
    .refused = "Board {board}: refused: {text}",
    .no_answer = "Board {board}: the hall did not answer ({error})",
    .connection_lost = "The connection to the hall is lost; reconnecting…",
    .alert_line = "Board {board}: {kind}: {text}",
    .alert_kinds = {"illegal", "divergence", "flag", "result", "arbiter", "board", "gone", "withdrawn"},
    .gone_alert = "the table is gone from the broker",
    .choose_result = "Choose a result…",
    .result_choices = {"1-0 (arbiter's decision)", "0-1 (arbiter's decision)", "½-½ (arbiter's decision)",
                       "½-½ by agreement", "White resigned (0-1)", "Black resigned (1-0)"},
    .confirm_set = "Board {board}, {white} against {black}: set the result {result}? The game ends.",
    .confirm_confirm = "Board {board}, {white} against {black}: confirm the result {result} for the results list?",
    .withdraw_result = "Withdraw result",
    .confirm_withdraw = "Board {board}, {white} against {black}: withdraw the result {result}? The game goes on.",
    .cancelled = "Board {board}: nothing was sent.",
    .checking_login = "Checking {arbiter}'s password with the broker…",
    .wrong_login = "{arbiter}: the broker refused this name or password. Not logged in.",
    .not_arbiter = "{arbiter} is no arbiter of this event: you can follow the boards but not act.",
    .clocks_stale = "clocks as last heard at {time}, not current",
    .broker_lost = "The hall has lost the broker since {time}: the boards are shown as they were then.",
    .spectators = "Live games",
    .spectators_of = "Live games — {event}, round {round}",
    .vocabulary = "Moves written as",
    .delayed = "The moves are shown {seconds} seconds after they are made.",
    .new_moves = "New moves",
    .players = "{white} against {black}",
    .last_move = "last move {move}",
    .comma = ", ",
    .semicolon = "; ",
};

constexpr HallPagePhrases kGerman{
    .title = "Seite der Schiedsrichter",
    .title_of = "Seite der Schiedsrichter — {event}, Runde {round}",
    .login = "Anmeldung der Schiedsrichter",
    .arbiter_name = "Name des Schiedsrichters",
    .password = "Passwort",
    .log_in = "Anmelden",
    .not_logged_in = "Nicht angemeldet: Sie können die Bretter verfolgen; zum Handeln melden Sie sich an.",
    .logged_in = "Angemeldet als {arbiter}: der Broker prüft das Passwort bei jeder Handlung.",
    .large_print = "Großdruck",
    .alerts = "Meldungen",
    .boards = "Bretter",
    .board = "Brett {board}",
    .no_move = "noch kein Zug",
    .result_confirmed = "Ergebnis {result} (bestätigt)",
    .result_to_confirm = "Ergebnis {result} (zu bestätigen)",
    .running = "läuft",
    .no_clock = "keine Uhr",
    .paused = "Uhren angehalten",
    .waiting_start = "wartet auf den Start",
    .table_gone = "Tisch weg",
    .disconnected = "{board} ist nicht verbunden",
    .differs = "{board} weicht von der Partie ab",
    .board_names = {"das Brett von Weiß", "das Brett von Schwarz"},
    .penalty_waiting = "Strafe wartet: {penalty}",
    .actions_on = "Handlungen an Brett {board}",
    .accept_penalty = "Strafe annehmen",
    .reject_penalty = "Strafe ablehnen",
    .pause = "Anhalten",
    .resume = "Weiter",
    .start = "Starten",
    .add_white = "+2 Min. Weiß",
    .add_black = "+2 Min. Schwarz",
    .reconcile = "Abgleichen",
    .set_result = "Ergebnis setzen",
    .confirm_result = "Ergebnis bestätigen",
    .result_of = "Ergebnis von Brett {board}",
    .forfeit_white_wins = "+- Weiß gewinnt kampflos",
    .forfeit_black_wins = "-+ Schwarz gewinnt kampflos",
    .forfeit_both = "-- beide Spieler kampflos",
    .action_on = "{action}, Brett {board}",
    .log_in_first = "Melden Sie sich zuerst an, um an einem Tisch zu handeln.",
    .sending = "Sende „{order}“ an Brett {board}…",
    .done = "Brett {board}: ausgeführt: {text}",
    .refused = "Brett {board}: abgelehnt: {text}",
    .no_answer = "Brett {board}: der Saal hat nicht geantwortet ({error})",
    .connection_lost = "Die Verbindung zum Saal ist unterbrochen; sie wird wieder aufgebaut…",
    .alert_line = "Brett {board}: {kind}: {text}",
    .alert_kinds = {"regelwidrig", "Abweichung", "Zeitüberschreitung", "Ergebnis", "Schiedsrichter", "Brett", "weg",
                    "zurückgenommen"},
    .gone_alert = "der Tisch ist nicht mehr beim Broker",
    .choose_result = "Ergebnis wählen…",
    .result_choices = {"1-0 (Entscheidung des Schiedsrichters)", "0-1 (Entscheidung des Schiedsrichters)",
                       "½-½ (Entscheidung des Schiedsrichters)", "½-½ durch Vereinbarung", "Weiß hat aufgegeben (0-1)",
                       "Schwarz hat aufgegeben (1-0)"},
    .confirm_set = "Brett {board}, {white} gegen {black}: Ergebnis {result} setzen? Die Partie endet.",
    .confirm_confirm = "Brett {board}, {white} gegen {black}: Ergebnis {result} für die Ergebnisliste bestätigen?",
    .withdraw_result = "Ergebnis zurücknehmen",
    .confirm_withdraw = "Brett {board}, {white} gegen {black}: Ergebnis {result} zurücknehmen? Die Partie geht weiter.",
    .cancelled = "Brett {board}: nichts gesendet.",
    .checking_login = "Das Passwort von {arbiter} wird beim Broker geprüft…",
    .wrong_login = "{arbiter}: Der Broker hat diesen Namen oder dieses Passwort abgelehnt. Nicht angemeldet.",
    .not_arbiter =
        "{arbiter} ist kein Schiedsrichter dieses Turniers: Sie können die Bretter verfolgen, aber nicht eingreifen.",
    .clocks_stale = "Uhren zuletzt um {time} gehört, nicht aktuell",
    .broker_lost = "Der Saal hat seit {time} keine Verbindung zum Broker: Die Bretter stehen, wie sie damals waren.",
    .spectators = "Live-Partien",
    .spectators_of = "Live-Partien — {event}, Runde {round}",
    .vocabulary = "Züge geschrieben als",
    .delayed = "Die Züge erscheinen {seconds} Sekunden, nachdem sie gespielt wurden.",
    .new_moves = "Neue Züge",
    .players = "{white} gegen {black}",
    .last_move = "letzter Zug {move}",
    .comma = ", ",
    .semicolon = "; ",
};

constexpr HallPagePhrases kRussian{
    .title = "Страница арбитров",
    .title_of = "Страница арбитров — {event}, тур {round}",
    .login = "Вход арбитра",
    .arbiter_name = "Имя арбитра",
    .password = "Пароль",
    .log_in = "Войти",
    .not_logged_in = "Вход не выполнен: можно следить за досками; чтобы действовать, войдите.",
    .logged_in = "Вы вошли как {arbiter}: брокер проверяет пароль при каждом действии.",
    .large_print = "Крупный шрифт",
    .alerts = "Предупреждения",
    .boards = "Доски",
    .board = "Доска {board}",
    .no_move = "ходов ещё нет",
    .result_confirmed = "результат {result} (подтверждён)",
    .result_to_confirm = "результат {result} (ждёт подтверждения)",
    .running = "идут",
    .no_clock = "без часов",
    .paused = "часы остановлены",
    .waiting_start = "ждёт старта",
    .table_gone = "стол отключился",
    .disconnected = "{board}: нет связи",
    .differs = "{board} расходится с партией",
    .board_names = {"доска белых", "доска чёрных"},
    .penalty_waiting = "ожидает решения о наказании: {penalty}",
    .actions_on = "Действия на доске {board}",
    .accept_penalty = "Принять наказание",
    .reject_penalty = "Отклонить наказание",
    .pause = "Остановить",
    .resume = "Продолжить",
    .start = "Старт",
    .add_white = "+2 мин белым",
    .add_black = "+2 мин чёрным",
    .reconcile = "Сверить",
    .set_result = "Задать результат",
    .confirm_result = "Подтвердить результат",
    .result_of = "Результат доски {board}",
    .forfeit_white_wins = "+- победа белых ввиду неявки",
    .forfeit_black_wins = "-+ победа чёрных ввиду неявки",
    .forfeit_both = "-- неявка обоих игроков",
    .action_on = "{action}, доска {board}",
    .log_in_first = "Сначала войдите, чтобы действовать за столом.",
    .sending = "Отправляется «{order}» на доску {board}…",
    .done = "Доска {board}: выполнено: {text}",
    .refused = "Доска {board}: отказано: {text}",
    .no_answer = "Доска {board}: зал не ответил ({error})",
    .connection_lost = "Связь с залом потеряна; переподключение…",
    .alert_line = "Доска {board}: {kind}: {text}",
    .alert_kinds = {"невозможный ход", "расхождение", "флажок", "результат", "арбитру", "доска", "стол отключился",
                    "отменён"},
    .gone_alert = "стол больше не подключён к брокеру",
    .choose_result = "Выберите результат…",
    .result_choices = {"1-0 (решение арбитра)", "0-1 (решение арбитра)", "½-½ (решение арбитра)", "½-½ по соглашению",
                       "белые сдались (0-1)", "чёрные сдались (1-0)"},
    .confirm_set = "Доска {board}, {white} против {black}: установить результат {result}? Партия закончится.",
    .confirm_confirm = "Доска {board}, {white} против {black}: подтвердить результат {result} для таблицы результатов?",
    .withdraw_result = "Отменить результат",
    .confirm_withdraw = "Доска {board}, {white} против {black}: отменить результат {result}? Партия продолжится.",
    .cancelled = "Доска {board}: ничего не отправлено.",
    .checking_login = "Брокер проверяет пароль {arbiter}…",
    .wrong_login = "{arbiter}: брокер отклонил это имя или пароль. Вход не выполнен.",
    .not_arbiter = "{arbiter} не арбитр этого турнира: можно следить за досками, но не действовать.",
    .clocks_stale = "часы по состоянию на {time}, не текущие",
    .broker_lost = "Зал потерял связь с брокером в {time}: доски показаны такими, какими были тогда.",
    .spectators = "Партии в прямом эфире",
    .spectators_of = "Партии в прямом эфире — {event}, тур {round}",
    .vocabulary = "Запись ходов",
    .delayed = "Ходы показываются через {seconds} секунд после того, как сделаны.",
    .new_moves = "Новые ходы",
    .players = "{white} против {black}",
    .last_move = "последний ход {move}",
    .comma = ", ",
    .semicolon = "; ",
};

constexpr HallPagePhrases kPersian{
    .title = "صفحه داوران",
    .title_of = "صفحه داوران — {event}، دور {round}",
    .login = "ورود داور",
    .arbiter_name = "نام داور",
    .password = "گذرواژه",
    .log_in = "ورود",
    .not_logged_in = "وارد نشده اید: می توانید صفحه ها را دنبال کنید؛ برای اقدام وارد شوید.",
    .logged_in = "وارد شده به نام {arbiter}: کارگزار گذرواژه را با هر اقدام بررسی می کند.",
    .large_print = "چاپ درشت",
    .alerts = "هشدارها",
    .boards = "صفحه ها",
    .board = "صفحه {board}",
    .no_move = "هنوز حرکتی نشده",
    .result_confirmed = "نتیجه {result} (تأیید شده)",
    .result_to_confirm = "نتیجه {result} (در انتظار تأیید)",
    .running = "در حال کار",
    .no_clock = "بدون ساعت",
    .paused = "ساعت ها متوقف شده اند",
    .waiting_start = "در انتظار شروع",
    .table_gone = "میز قطع شده",
    .disconnected = "{board} وصل نیست",
    .differs = "{board} با بازی فرق دارد",
    .board_names = {"صفحه سفید", "صفحه سیاه"},
    .penalty_waiting = "جریمه در انتظار تصمیم: {penalty}",
    .actions_on = "اقدام ها روی صفحه {board}",
    .accept_penalty = "پذیرش جریمه",
    .reject_penalty = "رد جریمه",
    .pause = "توقف",
    .resume = "ادامه",
    .start = "شروع",
    .add_white = "+۲ دقیقه سفید",
    .add_black = "+۲ دقیقه سیاه",
    .reconcile = "تطبیق",
    .set_result = "ثبت نتیجه",
    .confirm_result = "تأیید نتیجه",
    .result_of = "نتیجه صفحه {board}",
    .forfeit_white_wins = "+- برد فنی سفید",
    .forfeit_black_wins = "-+ برد فنی سیاه",
    .forfeit_both = "-- باخت فنی هر دو بازیکن",
    .action_on = "{action}، صفحه {board}",
    .log_in_first = "برای اقدام روی یک میز ابتدا وارد شوید.",
    .sending = "در حال فرستادن «{order}» به صفحه {board}…",
    .done = "صفحه {board}: انجام شد: {text}",
    .refused = "صفحه {board}: رد شد: {text}",
    .no_answer = "صفحه {board}: سالن پاسخ نداد ({error})",
    .connection_lost = "ارتباط با سالن قطع شد؛ در حال اتصال دوباره…",
    .alert_line = "صفحه {board}: {kind}: {text}",
    .alert_kinds = {"حرکت غیرقانونی", "ناهمخوانی", "افتادن پرچم", "نتیجه", "برای داور", "صفحه", "میز قطع شده",
                    "پس گرفته شد"},
    .gone_alert = "میز دیگر به کارگزار وصل نیست",
    .choose_result = "یک نتیجه انتخاب کنید…",
    .result_choices = {"1-0 (تصمیم داور)", "0-1 (تصمیم داور)", "½-½ (تصمیم داور)", "½-½ با توافق",
                       "سفید تسلیم شد (0-1)", "سیاه تسلیم شد (1-0)"},
    .confirm_set = "صفحه {board}، {white} در برابر {black}: نتیجه {result} ثبت شود؟ بازی پایان می یابد.",
    .confirm_confirm = "صفحه {board}، {white} در برابر {black}: نتیجه {result} برای فهرست نتایج تأیید شود؟",
    .withdraw_result = "پس گرفتن نتیجه",
    .confirm_withdraw = "صفحه {board}، {white} در برابر {black}: نتیجه {result} پس گرفته شود؟ بازی ادامه می یابد.",
    .cancelled = "صفحه {board}: چیزی فرستاده نشد.",
    .checking_login = "گذرواژه {arbiter} نزد کارگزار بررسی می شود…",
    .wrong_login = "{arbiter}: کارگزار این نام یا گذرواژه را نپذیرفت. وارد نشدید.",
    .not_arbiter = "{arbiter} داور این رویداد نیست: می توانید صفحه ها را دنبال کنید اما نمی توانید اقدام کنید.",
    .clocks_stale = "ساعت ها آن گونه که در {time} شنیده شد، نه اکنون",
    .broker_lost =
        "سالن از {time} ارتباط با کارگزار را از دست داده است: صفحه ها همان گونه که آن زمان بودند نشان داده می شوند.",
    .spectators = "بازی های زنده",
    .spectators_of = "بازی های زنده — {event}، دور {round}",
    .vocabulary = "نوشتن حرکت ها به صورت",
    .delayed = "حرکت ها {seconds} ثانیه پس از انجام نشان داده می شوند.",
    .new_moves = "حرکت های تازه",
    .players = "{white} در برابر {black}",
    .last_move = "آخرین حرکت {move}",
    .comma = "، ",
    .semicolon = "؛ ",
};

constexpr HallPagePhrases kSwahili{
    .title = "Ukurasa wa waamuzi",
    .title_of = "Ukurasa wa waamuzi — {event}, raundi {round}",
    .login = "Kuingia kwa mwamuzi",
    .arbiter_name = "Jina la mwamuzi",
    .password = "Nenosiri",
    .log_in = "Ingia",
    .not_logged_in = "Hujaingia: unaweza kufuatilia mbao; ingia ili kuchukua hatua.",
    .logged_in = "Umeingia kama {arbiter}: broker inakagua nenosiri kwa kila hatua.",
    .large_print = "Maandishi makubwa",
    .alerts = "Tahadhari",
    .boards = "Mbao",
    .board = "Ubao {board}",
    .no_move = "bado hakuna hatua",
    .result_confirmed = "matokeo {result} (yamethibitishwa)",
    .result_to_confirm = "matokeo {result} (yanasubiri kuthibitishwa)",
    .running = "inakimbia",
    .no_clock = "hakuna saa",
    .paused = "saa zimesimamishwa",
    .waiting_start = "inasubiri kuanza",
    .table_gone = "meza imeondoka",
    .disconnected = "{board} haujaunganishwa",
    .differs = "{board} ni tofauti na mchezo",
    .board_names = {"ubao wa mweupe", "ubao wa mweusi"},
    .penalty_waiting = "adhabu inasubiri: {penalty}",
    .actions_on = "Hatua kwenye ubao {board}",
    .accept_penalty = "Kubali adhabu",
    .reject_penalty = "Kataa adhabu",
    .pause = "Simamisha",
    .resume = "Endelea",
    .start = "Anzisha",
    .add_white = "+dakika 2 Mweupe",
    .add_black = "+dakika 2 Mweusi",
    .reconcile = "Linganisha",
    .set_result = "Weka matokeo",
    .confirm_result = "Thibitisha matokeo",
    .result_of = "Matokeo ya ubao {board}",
    .forfeit_white_wins = "+- Mweupe ashinda kwa kutofika kwa mpinzani",
    .forfeit_black_wins = "-+ Mweusi ashinda kwa kutofika kwa mpinzani",
    .forfeit_both = "-- wachezaji wote wawili hawakufika",
    .action_on = "{action}, ubao {board}",
    .log_in_first = "Ingia kwanza ili kuchukua hatua kwenye meza.",
    .sending = "Inatuma \"{order}\" kwa ubao {board}…",
    .done = "Ubao {board}: imefanyika: {text}",
    .refused = "Ubao {board}: imekataliwa: {text}",
    .no_answer = "Ubao {board}: ukumbi haukujibu ({error})",
    .connection_lost = "Muunganisho na ukumbi umekatika; inaunganisha tena…",
    .alert_line = "Ubao {board}: {kind}: {text}",
    .alert_kinds = {"hatua haramu", "tofauti", "muda umekwisha", "matokeo", "kwa mwamuzi", "ubao", "meza imeondoka",
                    "imeondolewa"},
    .gone_alert = "meza haiko tena kwenye broker",
    .choose_result = "Chagua matokeo…",
    .result_choices = {"1-0 (uamuzi wa mwamuzi)", "0-1 (uamuzi wa mwamuzi)", "½-½ (uamuzi wa mwamuzi)",
                       "½-½ kwa makubaliano", "Mweupe amejisalimisha (0-1)", "Mweusi amejisalimisha (1-0)"},
    .confirm_set = "Ubao {board}, {white} dhidi ya {black}: weka matokeo {result}? Mchezo unaisha.",
    .confirm_confirm = "Ubao {board}, {white} dhidi ya {black}: thibitisha matokeo {result} kwa orodha ya matokeo?",
    .withdraw_result = "Ondoa matokeo",
    .confirm_withdraw = "Ubao {board}, {white} dhidi ya {black}: ondoa matokeo {result}? Mchezo unaendelea.",
    .cancelled = "Ubao {board}: hakuna kilichotumwa.",
    .checking_login = "Nenosiri la {arbiter} linakaguliwa na broker…",
    .wrong_login = "{arbiter}: broker imekataa jina hili au nenosiri hili. Hujaingia.",
    .not_arbiter = "{arbiter} si mwamuzi wa mashindano haya: unaweza kufuatilia mbao lakini si kuchukua hatua.",
    .clocks_stale = "saa kama zilivyosikika saa {time}, si za sasa",
    .broker_lost = "Ukumbi umepoteza broker tangu {time}: mbao zinaonyeshwa kama zilivyokuwa wakati huo.",
    .spectators = "Michezo mubashara",
    .spectators_of = "Michezo mubashara — {event}, raundi {round}",
    .vocabulary = "Hatua zimeandikwa kama",
    .delayed = "Hatua zinaonyeshwa sekunde {seconds} baada ya kuchezwa.",
    .new_moves = "Hatua mpya",
    .players = "{white} dhidi ya {black}",
    .last_move = "hatua ya mwisho {move}",
    .comma = ", ",
    .semicolon = "; ",
};

constexpr HallPagePhrases kUzbek{
    .title = "Hakamlar sahifasi",
    .title_of = "Hakamlar sahifasi — {event}, {round}-tur",
    .login = "Hakamning kirishi",
    .arbiter_name = "Hakamning ismi",
    .password = "Parol",
    .log_in = "Kirish",
    .not_logged_in = "Kirilmagan: taxtalarni kuzatishingiz mumkin; harakat qilish uchun kiring.",
    .logged_in = "{arbiter} sifatida kirildi: broker har bir harakatda parolni tekshiradi.",
    .large_print = "Yirik harf",
    .alerts = "Ogohlantirishlar",
    .boards = "Taxtalar",
    .board = "{board}-taxta",
    .no_move = "hali yurish yoʻq",
    .result_confirmed = "natija {result} (tasdiqlangan)",
    .result_to_confirm = "natija {result} (tasdiqlanishi kerak)",
    .running = "yurmoqda",
    .no_clock = "soatsiz",
    .paused = "soatlar toʻxtatilgan",
    .waiting_start = "boshlanishini kutmoqda",
    .table_gone = "stol uzildi",
    .disconnected = "{board} ulanmagan",
    .differs = "{board} oʻyindan farq qiladi",
    .board_names = {"oqlar taxtasi", "qoralar taxtasi"},
    .penalty_waiting = "jazo kutmoqda: {penalty}",
    .actions_on = "{board}-taxtadagi harakatlar",
    .accept_penalty = "Jazoni qabul qilish",
    .reject_penalty = "Jazoni rad etish",
    .pause = "Toʻxtatish",
    .resume = "Davom ettirish",
    .start = "Boshlash",
    .add_white = "+2 daqiqa Oq",
    .add_black = "+2 daqiqa Qora",
    .reconcile = "Solishtirish",
    .set_result = "Natijani belgilash",
    .confirm_result = "Natijani tasdiqlash",
    .result_of = "{board}-taxta natijasi",
    .forfeit_white_wins = "+- Oqlar raqib kelmagani uchun yutdi",
    .forfeit_black_wins = "-+ Qoralar raqib kelmagani uchun yutdi",
    .forfeit_both = "-- ikkala oʻyinchi ham kelmadi",
    .action_on = "{action}, {board}-taxta",
    .log_in_first = "Stolda harakat qilish uchun avval kiring.",
    .sending = "«{order}» {board}-taxtaga yuborilmoqda…",
    .done = "{board}-taxta: bajarildi: {text}",
    .refused = "{board}-taxta: rad etildi: {text}",
    .no_answer = "{board}-taxta: zal javob bermadi ({error})",
    .connection_lost = "Zal bilan aloqa uzildi; qayta ulanmoqda…",
    .alert_line = "{board}-taxta: {kind}: {text}",
    .alert_kinds = {"qoidaga zid yurish", "farq", "bayroqcha tushdi", "natija", "hakamga", "taxta", "stol uzildi",
                    "bekor qilindi"},
    .gone_alert = "stol endi brokerga ulanmagan",
    .choose_result = "Natijani tanlang…",
    .result_choices = {"1-0 (hakam qarori)", "0-1 (hakam qarori)", "½-½ (hakam qarori)", "½-½ kelishuv boʻyicha",
                       "Oqlar taslim boʻldi (0-1)", "Qoralar taslim boʻldi (1-0)"},
    .confirm_set = "{board}-taxta, {white} — {black}: {result} natijasi belgilansinmi? Oʻyin tugaydi.",
    .confirm_confirm = "{board}-taxta, {white} — {black}: {result} natijasi natijalar roʻyxati uchun tasdiqlansinmi?",
    .withdraw_result = "Natijani bekor qilish",
    .confirm_withdraw = "{board}-taxta, {white} — {black}: {result} natijasi bekor qilinsinmi? Oʻyin davom etadi.",
    .cancelled = "{board}-taxta: hech narsa yuborilmadi.",
    .checking_login = "{arbiter} paroli broker tomonidan tekshirilmoqda…",
    .wrong_login = "{arbiter}: broker bu nom yoki parolni rad etdi. Kirilmadi.",
    .not_arbiter =
        "{arbiter} bu musobaqaning hakami emas: taxtalarni kuzatishingiz mumkin, lekin harakat qila olmaysiz.",
    .clocks_stale = "soatlar {time} dagi holatda, hozirgi emas",
    .broker_lost = "Zal {time} dan beri broker bilan aloqani yoʻqotdi: taxtalar oʻsha paytdagidek koʻrsatilmoqda.",
    .spectators = "Jonli oʻyinlar",
    .spectators_of = "Jonli oʻyinlar — {event}, {round}-tur",
    .vocabulary = "Yurishlar yozilishi",
    .delayed = "Yurishlar qilinganidan {seconds} soniya keyin koʻrsatiladi.",
    .new_moves = "Yangi yurishlar",
    .players = "{white} — {black}",
    .last_move = "oxirgi yurish {move}",
    .comma = ", ",
    .semicolon = "; ",
};

constexpr HallPagePhrases kMongolian{
    .title = "Шүүгчдийн хуудас",
    .title_of = "Шүүгчдийн хуудас — {event}, {round}-р тойрог",
    .login = "Шүүгчийн нэвтрэх",
    .arbiter_name = "Шүүгчийн нэр",
    .password = "Нууц үг",
    .log_in = "Нэвтрэх",
    .not_logged_in = "Нэвтрээгүй: хөлгүүдийг дагаж болно; үйлдэл хийхийн тулд нэвтэрнэ үү.",
    .logged_in = "{arbiter} нэрээр нэвтэрсэн: брокер үйлдэл бүрт нууц үгийг шалгана.",
    .large_print = "Том үсэг",
    .alerts = "Анхааруулга",
    .boards = "Хөлгүүд",
    .board = "{board}-р хөлөг",
    .no_move = "нүүдэл хараахан алга",
    .result_confirmed = "дүн {result} (баталгаажсан)",
    .result_to_confirm = "дүн {result} (баталгаажуулах)",
    .running = "явж байна",
    .no_clock = "цаггүй",
    .paused = "цаг зогссон",
    .waiting_start = "эхлэхийг хүлээж байна",
    .table_gone = "ширээ салсан",
    .disconnected = "{board} холбогдоогүй",
    .differs = "{board} тоглолтоос ялгаатай",
    .board_names = {"цагааны хөлөг", "харын хөлөг"},
    .penalty_waiting = "шийтгэл хүлээгдэж байна: {penalty}",
    .actions_on = "{board}-р хөлөг дээрх үйлдлүүд",
    .accept_penalty = "Шийтгэлийг хүлээн авах",
    .reject_penalty = "Шийтгэлээс татгалзах",
    .pause = "Зогсоох",
    .resume = "Үргэлжлүүлэх",
    .start = "Эхлүүлэх",
    .add_white = "+2 мин Цагаан",
    .add_black = "+2 мин Хар",
    .reconcile = "Тулгах",
    .set_result = "Дүн тогтоох",
    .confirm_result = "Дүнг баталгаажуулах",
    .result_of = "{board}-р хөлгийн дүн",
    .forfeit_white_wins = "+- Цагаан өрсөлдөгч ирээгүй тул хожив",
    .forfeit_black_wins = "-+ Хар өрсөлдөгч ирээгүй тул хожив",
    .forfeit_both = "-- хоёр тоглогч хоёулаа ирээгүй",
    .action_on = "{action}, {board}-р хөлөг",
    .log_in_first = "Ширээн дээр үйлдэл хийхийн тулд эхлээд нэвтэрнэ үү.",
    .sending = "«{order}»-г {board}-р хөлөгт илгээж байна…",
    .done = "{board}-р хөлөг: хийгдлээ: {text}",
    .refused = "{board}-р хөлөг: татгалзсан: {text}",
    .no_answer = "{board}-р хөлөг: танхим хариу өгсөнгүй ({error})",
    .connection_lost = "Танхимтай холбоо тасарлаа; дахин холбогдож байна…",
    .alert_line = "{board}-р хөлөг: {kind}: {text}",
    .alert_kinds = {"дүрэм зөрчсөн нүүдэл", "зөрүү", "туг унасан", "дүн", "шүүгчид", "хөлөг", "ширээ салсан",
                    "цуцлагдсан"},
    .gone_alert = "ширээ брокерт холбогдохоо больсон",
    .choose_result = "Дүн сонгоно уу…",
    .result_choices = {"1-0 (шүүгчийн шийдвэр)", "0-1 (шүүгчийн шийдвэр)", "½-½ (шүүгчийн шийдвэр)",
                       "½-½ тохиролцоогоор", "Цагаан бууж өгсөн (0-1)", "Хар бууж өгсөн (1-0)"},
    .confirm_set = "{board}-р хөлөг, {white} — {black}: {result} дүн тогтоох уу? Тоглолт дуусна.",
    .confirm_confirm = "{board}-р хөлөг, {white} — {black}: {result} дүнг дүнгийн жагсаалтад баталгаажуулах уу?",
    .withdraw_result = "Дүнг цуцлах",
    .confirm_withdraw = "{board}-р хөлөг, {white} — {black}: {result} дүнг цуцлах уу? Тоглолт үргэлжилнэ.",
    .cancelled = "{board}-р хөлөг: юу ч илгээгээгүй.",
    .checking_login = "{arbiter}-ийн нууц үгийг брокер шалгаж байна…",
    .wrong_login = "{arbiter}: брокер энэ нэр эсвэл нууц үгийг татгалзлаа. Нэвтрээгүй.",
    .not_arbiter = "{arbiter} энэ тэмцээний шүүгч биш: хөлгүүдийг харж болно, гэхдээ үйлдэл хийж болохгүй.",
    .clocks_stale = "{time}-ийн байдлаарх цаг, одоогийнх биш",
    .broker_lost = "Танхим {time}-өөс хойш брокертой холбоогүй: хөлгүүдийг тэр үеийнхээр харуулж байна.",
    .spectators = "Шууд тоглолтууд",
    .spectators_of = "Шууд тоглолтууд — {event}, {round}-р тойрог",
    .vocabulary = "Нүүдлийг бичих хэлбэр",
    .delayed = "Нүүдлүүд хийгдсэнээс хойш {seconds} секундийн дараа харагдана.",
    .new_moves = "Шинэ нүүдлүүд",
    .players = "{white} — {black}",
    .last_move = "сүүлийн нүүдэл {move}",
    .comma = ", ",
    .semicolon = "; ",
};

}  // namespace

const HallPagePhrases& hall_page_phrases(Language language) {
  switch (language) {
    case Language::German: return kGerman;
    case Language::English: return kEnglish;
    case Language::Russian: return kRussian;
    case Language::Persian: return kPersian;
    case Language::Swahili: return kSwahili;
    case Language::Uzbek: return kUzbek;
    case Language::Mongolian: return kMongolian;
  }
  return kEnglish;
}

static_assert(sizeof(HallPagePhrases) == 83 * sizeof(std::string_view),
              "for_each_hall_phrase lists every HallPagePhrases field");

void for_each_hall_phrase(const HallPagePhrases& p,
                          const std::function<void(std::string_view name, std::string_view text)>& visit) {
  visit("title", p.title);
  visit("title_of", p.title_of);
  visit("login", p.login);
  visit("arbiter_name", p.arbiter_name);
  visit("password", p.password);
  visit("log_in", p.log_in);
  visit("not_logged_in", p.not_logged_in);
  visit("logged_in", p.logged_in);
  visit("large_print", p.large_print);
  visit("alerts", p.alerts);
  visit("boards", p.boards);
  visit("board", p.board);
  visit("no_move", p.no_move);
  visit("result_confirmed", p.result_confirmed);
  visit("result_to_confirm", p.result_to_confirm);
  visit("running", p.running);
  visit("no_clock", p.no_clock);
  visit("paused", p.paused);
  visit("waiting_start", p.waiting_start);
  visit("table_gone", p.table_gone);
  visit("disconnected", p.disconnected);
  visit("differs", p.differs);
  visit("board_names[0]", p.board_names[0]);
  visit("board_names[1]", p.board_names[1]);
  visit("penalty_waiting", p.penalty_waiting);
  visit("actions_on", p.actions_on);
  visit("accept_penalty", p.accept_penalty);
  visit("reject_penalty", p.reject_penalty);
  visit("pause", p.pause);
  visit("resume", p.resume);
  visit("start", p.start);
  visit("add_white", p.add_white);
  visit("add_black", p.add_black);
  visit("reconcile", p.reconcile);
  visit("set_result", p.set_result);
  visit("confirm_result", p.confirm_result);
  visit("result_of", p.result_of);
  visit("forfeit_white_wins", p.forfeit_white_wins);
  visit("forfeit_black_wins", p.forfeit_black_wins);
  visit("forfeit_both", p.forfeit_both);
  visit("action_on", p.action_on);
  visit("log_in_first", p.log_in_first);
  visit("sending", p.sending);
  visit("done", p.done);
  visit("refused", p.refused);
  visit("no_answer", p.no_answer);
  visit("connection_lost", p.connection_lost);
  visit("alert_line", p.alert_line);
  for (std::size_t i = 0; i < p.alert_kinds.size(); ++i) {
    static constexpr const char* kNames[] = {"alert_kinds[0]", "alert_kinds[1]", "alert_kinds[2]", "alert_kinds[3]",
                                             "alert_kinds[4]", "alert_kinds[5]", "alert_kinds[6]", "alert_kinds[7]"};
    visit(kNames[i], p.alert_kinds[i]);
  }
  visit("gone_alert", p.gone_alert);
  visit("choose_result", p.choose_result);
  for (std::size_t i = 0; i < p.result_choices.size(); ++i) {
    static constexpr const char* kNames[] = {"result_choices[0]", "result_choices[1]", "result_choices[2]",
                                             "result_choices[3]", "result_choices[4]", "result_choices[5]"};
    visit(kNames[i], p.result_choices[i]);
  }
  visit("confirm_set", p.confirm_set);
  visit("confirm_confirm", p.confirm_confirm);
  visit("withdraw_result", p.withdraw_result);
  visit("confirm_withdraw", p.confirm_withdraw);
  visit("cancelled", p.cancelled);
  visit("checking_login", p.checking_login);
  visit("wrong_login", p.wrong_login);
  visit("not_arbiter", p.not_arbiter);
  visit("clocks_stale", p.clocks_stale);
  visit("broker_lost", p.broker_lost);
  visit("spectators", p.spectators);
  visit("spectators_of", p.spectators_of);
  visit("vocabulary", p.vocabulary);
  visit("delayed", p.delayed);
  visit("new_moves", p.new_moves);
  visit("players", p.players);
  visit("last_move", p.last_move);
  visit("comma", p.comma);
  visit("semicolon", p.semicolon);
}

std::optional<Language> language_of_accept(std::string_view header) {
  // Each range "de-CH;q=0.9": its primary tag and weight; the best weight that twinboard
  // speaks wins, the earlier one on a tie.
  std::optional<Language> best;
  double best_weight = 0;
  std::size_t at = 0;
  while (at <= header.size()) {
    std::size_t comma = header.find(',', at);
    if (comma == std::string_view::npos) comma = header.size();
    std::string_view range = header.substr(at, comma - at);
    at = comma + 1;
    double weight = 1;
    if (const std::size_t semi = range.find(';'); semi != std::string_view::npos) {
      std::string_view params = range.substr(semi + 1);
      range = range.substr(0, semi);
      if (const std::size_t q = params.find("q="); q != std::string_view::npos) {
        weight = 0;
        std::string_view number = params.substr(q + 2);
        // q is 0, 1, or 0.ddd (RFC 9110): read by hand, no locale.
        if (!number.empty() && number[0] == '1') weight = 1;
        else if (number.size() >= 3 && number[0] == '0' && number[1] == '.')
          for (std::size_t i = 2, scale = 10; i < number.size() && i < 5 && number[i] >= '0' && number[i] <= '9';
               ++i, scale *= 10)
            weight += double(number[i] - '0') / double(scale);
      }
    }
    while (!range.empty() && range.front() == ' ') range.remove_prefix(1);
    while (!range.empty() && range.back() == ' ') range.remove_suffix(1);
    std::string primary(range.substr(0, range.find('-')));
    std::transform(primary.begin(), primary.end(), primary.begin(), [](unsigned char c) { return std::tolower(c); });
    if (const auto language = language_of_code(primary); language && weight > best_weight) {
      best = language;
      best_weight = weight;
    }
  }
  return best;
}

}  // namespace twinboard
