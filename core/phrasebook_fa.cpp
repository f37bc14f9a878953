// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in Persian (phrasebook.h). The chess terms are the Persian text's
// of the Laws (../shared/seeds/002_*.txt): شاه، وزیر، رخ، فیل، اسب، پیاده (Article 2.2),
// کیش (3.9), کیش و مات (1.2), پات (5.2), قلعه رفتن (3.8), آن پاسان, مساوی, داور, پرچم
// (6.9), برگه ثبت (8.1), ستون and عرض for files and ranks (Appendix E). The keys are named
// as a Persian speaker reads the Latin letters (تی for t), so the voice stays Persian.
#include <array>
#include <string>
#include <string_view>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers: "بیست و سه", "صد و دوازده", "دو هزار و پانصد" ----
// Nine is written with its vowel (نُه): without it the word is "no" (نه) to the voice.
constexpr std::array<std::string_view, 20> kSmall = {"صفر",    "یک",     "دو",     "سه",   "چهار",  "پنج",    "شش",
                                                     "هفت",    "هشت",    "نُه",     "ده",   "یازده", "دوازده", "سیزده",
                                                     "چهارده", "پانزده", "شانزده", "هفده", "هجده",  "نوزده"};
constexpr std::array<std::string_view, 10> kTens = {"",      "ده",  "بیست",  "سی",    "چهل",
                                                    "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"};
constexpr std::array<std::string_view, 10> kHundreds = {"",      "صد",   "دویست", "سیصد",  "چهارصد",
                                                        "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"};

std::string below_1000(long n) {
  std::string out;
  auto add = [&out](std::string_view w) {
    if (!out.empty()) out += " و ";
    out += w;
  };
  if (n >= 100) add(kHundreds[n / 100]);
  n %= 100;
  if (n >= 20) {
    add(kTens[n / 10]);
    n %= 10;
  }
  if (n > 0) add(kSmall[n]);
  return out;
}

std::string spell(long n, Gender) {
  if (n == 0) return std::string(kSmall[0]);
  std::string out;
  if (n >= 1000) {
    out = n / 1000 == 1 ? "هزار" : below_1000(n / 1000) + " هزار";
    n %= 1000;
    if (n) out += " و ";
  }
  return out + below_1000(n);
}

// A noun after a number stays singular: "پنج دقیقه".
int plural_form(long) { return 0; }

}  // namespace

extern const Phrasebook kPersianPhrasebook{
    .language = Language::Persian,
    .code = "fa",
    .voice = "fa",
    .plain_vocabulary = "plain-fa",
    .usual_vocabulary = "fide-fa",
    .table =
        {
            .colour = {"سفید", "سیاه"},
            .empty_square = "{square}: خالی",
            .piece_on_square = "{square}: {piece} {colour}",
            .to_move = "نوبت {colour}",
            .last_move = "آخرین حرکت، {colour}: {move}",
            .no_move_yet = "هنوز حرکتی انجام نشده است",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "ساعتی در کار نیست. {moves}",
            .board_disconnected = "صفحه شما قطع شده است",
            .board_reconnected = "صفحه شما دوباره وصل شد",
            .not_your_move = "نوبت شما نیست",
            .press_not_announced = "ساعت همچنان کار می کند: حرکت اعلام نشده است",
            .taken_as_repetition =
                "به عنوان تکرار آخرین حرکت فهمیده شد: {move}. اگر حرکت شماست، دوباره بگویید یا ساعت را بزنید",
            .taken_as_own = "به عنوان حرکت شما فهمیده شد: {move}",
            .press_words_gave_no_move = "ساعت همچنان کار می کند: «{words}» حرکتی نبود؛ لطفاً حرکت خود را اعلام کنید",
            .words_help = "پس از وی: «تساوی را می پذیرم» یا «تساوی را رد می کنم» پاسخ پیشنهاد تساوی است؛ «تساوی با "
                          "تکرار» یا «تساوی با قانون ۵۰ حرکت»، همراه حرکتی که انجام خواهید داد، ادعای تساوی است؛ "
                          "«ژادوب» پیش از مرتب کردن مهره.",
            .editing_help = "هنگام نوشتن یک خط: بک اسپیس پاک می کند، پیکان های چپ و راست جابجا می کنند، پیکان بالا خط "
                            "قبلی را برمی گرداند، اسکیپ لغو می کند.",
            .key_space = "فاصله",
            .key_enter = "اینتر",
            .key_function = "اف {number}",
            .prompt_announce = "اعلام:",
            .prompt_note = "یادداشت:",
            .prompt_square = "مربع:",
            .prompt_moves = "حرکت های:",
            .prompt_scan = "خط:",
            .line_cancelled = "لغو شد",
            .press_not_on_board = "ساعت همچنان کار می کند: {move} روی صفحه نیست",
            .press_capture_left = "ساعت همچنان کار می کند: مهره گرفته شده در {square} هنوز روی صفحه است",
            .press_no_move = "ساعت همچنان کار می کند: حرکت کاملی روی صفحه نیست",
            .announced_but_board = "اعلام شد: {announced}. روی صفحه: {on_board}",
            .illegal_on_board = "حرکت ناممکن روی صفحه. اصلاح: {steps}",
            .penalty_time = "حرکت غیر قانونی {offender} (ماده ۷-۵): پیشنهاد {seconds} ثانیه وقت اضافه برای "
                            "{opponent}. تأیید با accept",
            .penalty_loss = "دومین حرکت غیر قانونی {offender} (ماده ۷-۵): پیشنهاد باخت بازی. تأیید با accept",
            .promotion_which = "ترفیع: کدام مهره؟",
            .please_execute = "لطفاً انجام دهید: {steps}",
            .board_in_order = "صفحه مرتب است",
            .step_move = "{piece} از {from} به {to}",
            .step_remove = "{piece} را از {square} بردارید",
            .step_put = "یک {piece} در {square} بگذارید",
            .step_separator = "؛ ",
            .game_over = "پایان بازی: {result}، {reason}",
            .slip_corrected = "اصلاح شد: {move}",
            .taken_shown = "پذیرفته شد: {move}",
            .too_late_to_correct = "دیر است: ساعت زده شده است و فقط داور می تواند حرکت را تغییر دهد",
            .repeated_wrongly = "تکرار شد: {heard}. حرکت انجام شده: {made}",
            .touch_move = "لمس و حرکت، ماده ۴: {colour} مهره {square} را لمس کرد و {move} را بازی کرد",
            .game_has_ended = "بازی تمام شده است",
            .unknown_command = "فرمان ناشناخته: {command}",
            .no_piece_there = "در {square} مهره ای از شما نیست",
            .no_legal_moves = "{square}: حرکت قانونی ندارد",
            .none = "هیچ",
            .list_separator = "، ",
            .sheet_written = "برگه ثبت، حرکت {number}، {colour}: {move}",
            .sheet_unread = "برگه ثبت، حرکت {number}، {colour}: خوانا نیست: {written}",
            .sheet_unread_cells = "برگه ثبت، حرکت {number}، {colour}: خوانا نیست",
            .sheet_erased = "خط خورد: {written}",
            .sheet_empty = "برگه ثبت خالی است",
            .game_resumed = "بازی پس از {plies} نیم حرکت بازیابی شد",
            .board_behind = "ساعت همچنان کار می کند: آخرین حرکت روی صفحه شما نیست. لطفاً انجام دهید: {steps}",
            .repeated_announcement = "تکرار شد: {heard}. اعلام شده بود: {announced}",
            .move_already_made = "حرکت {move} انجام شده است؛ فقط داور می تواند آن را تغییر دهد",
            .made_awaits_press = "حرکت {move} انجام شده است؛ فقط داور می تواند آن را تغییر دهد. ساعت شما تا وقتی آن را "
                                 "بزنید کار می کند",
            .made_move_changed = "ماده ۴: {colour} حرکت انجام شده {made} را روی صفحه تغییر داد: {shown}",
            .touched_opponent_piece = "لمس و گرفتن، ماده ۴-۳ (ب): {colour} مهره حریف را در {square} لمس کرد که "
                                      "گرفتنی بود، و {move} را بازی کرد",
            .not_check = "این کیش نیست: {move}",
            .not_mate = "این مات نیست: {move}",
            .board_still_behind = "صفحه {colour} پس از {reminders} یادآوری هنوز به روز نیست. اصلاح: {steps}",
            .which_move = "کدام حرکت: {moves}؟ لطفاً آن را اعلام کنید",
            .or_ = " یا ",
            .clocks_paused = "داور ساعت ها را متوقف کرد",
            .clocks_resumed = "ساعت ها دوباره کار می کنند",
            .time_added = "داور به زمان {colour} {amount} افزود.",
            .time_taken = "داور از زمان {colour} {amount} کم کرد.",
            .clocks_set = "داور ساعت ها را دوباره تنظیم کرد.",
            .change_reason = "دلیل: {reason}.",
            .reason_penalty = "جریمه (ماده ۱۲-۹)",
            .reason_illegal_move = "حرکت غیر قانونی (ماده ۷-۵)",
            .reason_claim = "ادعای نادرست تساوی (ماده ۹-۵)",
            .reason_malfunction = "خرابی ساعت (ماده ۶-۱۰)",
            .reason_setting = "تنظیم نادرست ساعت (ماده ۶-۱۰)",
            .order_refused = "انجام نشد: {why}",
            .only_arbiter_closes = "بازی ادامه دارد: فقط داور می تواند میز را ببندد",
            .quit_again = "برای بستن، کلید کیو را دوباره بزنید",
            .table_closes = "برنامه بسته می شود",
            .adjourned = "بازی معلق شد؛ وقتی میز دوباره راه بیفتد ادامه می یابد",
            .adjourned_by = "بازی را {who} معلق کرد",
            .sheet_missing = "برای تطبیق، برگه ثبت {colour} هم لازم است: ابتدا آن را با sheet {colour_word} "
                             "و حرکت وارد کنید",
            .round_not_started = "دور هنوز آغاز نشده است",
            .round_starts = "دور آغاز می شود",
            .board_not_answering = "صفحه شما هنوز پاسخ نمی دهد",
            .boards_ready = "هر دو صفحه آماده اند: فرمان start دور را آغاز می کند",
            .clock_silent = "ساعت دی جی تی پاسخ نمی دهد؛ زمان های برنامه رسمی است. بازی ادامه دارد",
            .clock_answering = "ساعت دی جی تی دوباره پاسخ می دهد",
            .round_waits = "دور منتظر فرمان آغاز داور است؛ صفحه ها باید در وضعیت آغازین باشند",
            .board_silent = "{board} در {port} پاسخ نمی دهد",
            .board_no_picture = "{board} در {port} هنوز تمام وضعیت را گزارش نکرده است",
            .journal_failing = "دفتر ثبت نوشته نمی شود ({why})",
            .journal_failing_goes_on = "دفتر ثبت نوشته نمی شود ({why}). بازی ادامه دارد؛ اگر برنامه اکنون از کار بیفتد "
                                       "حرکت های پس از این از دست می روند. {advice}",
            .journal_written_again = "دفتر ثبت دوباره نوشته می شود؛ چیزی از دست نرفت",
            .refused_no_sensors = "{board} حسگر ندارد: گزارش آن نادیده گرفته می شود",
            .refused_lift_from_empty = "برداشتن از خانه خالی {square} ({board}) نادیده گرفته می شود",
            .refused_place_without_piece = "{board} مهره ها را می شناسد: گذاشتن بدون مهره نادیده گرفته می شود",
            .refused_sheet_empty = "برگه ثبت {colour} خالی است: چیزی برای خط زدن نیست",
            .board_off = "{board} با بازی فرق دارد: {steps}",
            .board_should = "روی {board} باید: {steps}",
            .illegal_on_the_board = "حرکت ناممکن ({board}). اصلاح: {steps}",
            .illegal_announced = "{colour} حرکت ناممکنی اعلام کرد: «{words}»",
            .key_empty = "چیزی وارد نشد؛ help فرمان ها را فهرست می کند",
            .key_needs_square = "'{command}' یک خانه لازم دارد، مثلا e4",
            .key_needs_line = "'{command}' یک ستون a تا h یا یک ردیف 1 تا 8 لازم دارد",
            .key_needs_move = "'{command}' حرکت را همان طور که می نویسید لازم دارد، مثلا note Sf3",
            .key_needs_words = "'{command}' کلمات حرکت را همان طور که می گویید لازم دارد",
            .key_not_square = "'{text}' خانه ای مانند e4 نیست",
            .key_not_line = "'{text}' نه ستون a تا h است و نه ردیف 1 تا 8",
            .key_not_braille = "'{text}' نه شماره نقطه هایی مانند 124 256 است و نه بریل",
            .key_claim_needs_rule =
                "'claim' به repetition یا fifty نیاز دارد و می تواند حرکتی را که خواهید کرد نام ببرد",
            .key_arbiter_only = "دستورهای داور از ایستگاه او داده می شود، نه اینجا",
            .key_unknown = "فرمان ناشناخته '{command}'؛ help فرمان ها را فهرست می کند",
            .key_refused_log = "صفحه کلید {colour} یک سطر را رد کرد: {words}",
            .reconcile_void = "در حالی که تطبیق منتظر تصمیم شما بود حرکتی انجام شد: از اعتبار افتاد؛ در صورت نیاز "
                              "دوباره دستور reconcile",
            .draw_offer_lapsed = "پیشنهاد تساوی شما از اعتبار افتاد: حریف حرکت کرد",
            .draw_offered = "{colour} پیشنهاد تساوی می دهد",
            .draw_declined = "{colour} تساوی را رد می کند",
            .no_draw_offered = "به شما تساوی پیشنهاد نشده است",
            .claim_not_on_move = "فقط بازیکنی که نوبت حرکت اوست می تواند ادعای تساوی کند (ماده های ۹-۲ و ۹-۳)",
            .claim_verdict = "{colour} بر پایه ماده {rule}{move} ادعای تساوی می کند: {verdict}",
            .claim_correct = "ادعا درست است؛ ساعت ها ایستاده اند: draw بازی را مساوی اعلام می کند",
            .claim_incorrect =
                "ادعا درست نیست؛ ساعت ها ایستاده اند: دستور resume و دو دقیقه برای حریف با add (ماده ۹-۵-۳)",
            .claim_forfeited = "حق ادعا از دست رفت: پیش از آن مهره ای لمس شده بود (ماده ۹-۴)؛ resume",
            .claim_stops_clocks = "{colour} ادعای تساوی می کند؛ ساعت ها تا تصمیم داور می ایستند",
            .caption_said = "{colour} می گوید: {words}",
            .sighted_touched = "{colour} مهره {piece} در {square} را لمس کرد",
            .flag_claim = "ادعا به سود {claimant} (پیوست د-۲-۱۰-۵): وقت {flagged} به پایان رسید",
            .adjusting = "{colour} مهره را مرتب می کند",
            .adjust_not_on_move = "فقط بازیکنی که نوبت حرکت اوست می تواند مهره ها را مرتب کند (ماده ۴-۲)",
            .reconcile_wait =
                "داور صفحه ها را با برگه های ثبت تطبیق می دهد؛ لطفاً تا تصمیم او چیزی روی صفحه خود تغییر ندهید",
            .reconcile_kept = "داور تصمیم گرفت: بازی همان طور که هست می ماند",
            .reconcile_confirm =
                "بازیکنان منتظرند. accept: اصلاحات خود را می شنوند (و اگر برگه ها جدا شوند بازی برمی "
                "گردد)؛ takeback نیم‌حرکت: بازگشت به نیم حرکت دیگر؛ reject: بازی "
                "همان "
                "طور "
                "می "
                "ماند؛ ساعت ها تا دستور resume می ایستند",
            .game_resumed_waits = "بازی پس از {plies} نیم حرکت بازیابی شد؛ وقتی داور آن را آغاز کند ادامه می یابد",
            .game_waits_for_arbiter = "بازی منتظر آغاز از سوی داور است",
            .game_continues = "بازی ادامه می یابد",
            .refused_not_in_game_position = "{board} وضعیت بازی را نشان نمی دهد: {steps}",
            .time_used_of_side = "{colour}: مصرف شده {used}، باقی مانده {left}.",
            .press_waits_for_opponent = "ثبت شد: ساعت شما همین که حریف ساعتش را بزند عوض می شود",
            .journal_kept =
                "دفتر ثبت {kept} بازی پیشین را دارد و همان طور نگه داشته می شود؛ این بازی در {journal} ثبت می شود",
            .journal_advice_full = "دیسک را خالی کنید",
            .journal_advice_locked = "برنامه دیگری دفتر ثبت را قفل کرده است: آن را ببندید (کپی یا نمایش پرونده)",
            .journal_advice_read_only = "محل دفتر ثبت فقط خواندنی است: آن را قابل نوشتن کنید یا پوشه دیگری برگزینید",
            .journal_advice_other = "دیسک و پرونده دفتر ثبت را بررسی کنید",
            .adjourn_not_kept = "معلق نشد: {events} رویداد آخر در دفتر ثبت نیست ({why}). {advice}، سپس دوباره adjourn. "
                                "بازی و ساعت ها در گزارش میز نوشته شده اند؛ برای معلق کردن به هر حال، رونوشتی در جایی "
                                "که نام می برید نگه دارید: adjourn پرونده",
            .adjourned_copy = "بازی معلق شد، اما {events} رویداد آخر در دفتر ثبت نیست: بازی و ساعت ها در {copy} نوشته "
                              "شدند. از این رونوشت ادامه دهید، نه تنها از دفتر ثبت",
            .adjourned_arbiter_keeps = "بازی معلق شد؛ داور ثبت بازی را نگه می دارد",
            .press_held = "صفحه شما دوباره در حال گزارش است: فشار ساعت شما وقتی تصویر آن برسد حساب می شود",
            .refused_game_ended = "بازی قبلاً تمام شده است ({result})",
            .refused_round_waits = "دور هنوز آغاز نشده است؛ فرمان 'start' آن را آغاز می کند",
            .refused_no_clock = "این میز ساعت ندارد",
            .refused_no_penalty = "جریمه ای منتظر تصمیم نیست",
            .refused_round_started = "دور قبلاً آغاز شده است",
            .refused_not_in_start = "{board} در وضعیت آغازین نیست: {steps}",
            .refused_clocks_not_running = "ساعت ها کار نمی کنند",
            .refused_clocks_not_paused = "ساعت ها متوقف نیستند",
            .refused_no_result = "بازی نتیجه ای برای تأیید ندارد",
            .result_confirmed = "نتیجه {result} را داور تأیید کرد",
            .refused_not_withdrawable =
                "نتیجه {result} می ماند: فقط نتیجه ای را که داور داده و هنوز تأیید نشده می توان پس گرفت",
            .result_withdrawn = "داور نتیجه {result} را پس گرفت: بازی ادامه دارد",
            .refused_no_such_player =
                "'{text}' فقط در میزی با یک بازیکن کم بینا یک بازیکن را نام می برد: رنگ او را بگویید",
            .refused_takeback =
                "'takeback' یک نیم حرکت از صفر تا {plies} می خواهد، یا تطبیقی که آن را پیشنهاد کرده باشد",
            .endings = {.checkmate = "کیش و مات",
                        .stalemate = "پات",
                        .fivefold_repetition = "تکرار پنج باره وضعیت",
                        .seventy_five_moves = "قانون هفتاد و پنج حرکت",
                        .dead_position = "وضعیت مرده",
                        .resignation = "تسلیم",
                        .agreement = "مساوی با توافق",
                        .time = "افتادن پرچم",
                        .time_no_mate = "افتادن پرچم، اما مات ممکن نیست",
                        .illegal_moves = "دومین حرکت غیر قانونی",
                        .arbiter_decision = "تصمیم داور",
                        .forfeit = "باخت فنی: بازیکن حاضر نشد",
                        .double_forfeit = "باخت فنی هر دو بازیکن"},
        },
    .clock =
        {
            .warning = "{colour}: {time} باقی مانده",
            .period_reached = "{colour}: کنترل زمان رسید، {added} اضافه شد",
            .flag_fallen = "{colour}: پرچم افتاد",
            .started = "ساعت کار می کند. نوبت {colour}",
            .paused = "ساعت متوقف شد",
            .resumed = "ساعت دوباره کار می کند",
            .other_clock_runs = "ساعت {colour} کار می کند",
            .refused_paused = "ساعت متوقف است: کلید پی آن را دوباره راه می اندازد",
            .not_started = "ساعت هنوز شروع نشده است: کلید فاصله آن را راه می اندازد",
            .help = "کلید فاصله ساعت را می زند، تی زمان و حرکت ها را می گوید، پی توقف، کیو خروج",
        },
    .reconcile =
        {
            .board = {"صفحه سفید", "صفحه سیاه"},
            .nothing = "هیچ چیز",
            .all_agree = "برگه های ثبت یکسان اند ({plies} نیم حرکت) و هر دو صفحه همین وضعیت را نشان می دهند.",
            .sheets_agree = "برگه های ثبت یکسان اند ({plies} نیم حرکت).",
            .transposed = "از نیم حرکت {ply} حرکت ها به ترتیب دیگری نوشته شده اند اما به همان وضعیت می رسند.",
            .board_off = "{board} ({owner}) با آنها فرق دارد: {owner} حرکت درست را نوشته اما حرکت دیگری انجام داده "
                         "است و صفحه را اصلاح می کند: {steps}.",
            .board_shows = "{board} ({owner}) همین وضعیت را نشان می دهد.",
            .board_unknown = "{board} داده نشده است.",
            .sheets_part = "برگه های ثبت از نیم حرکت {ply} فرق دارند: سفید نوشته '{white}'، سیاه نوشته '{black}'.",
            .back_to = "بازی به وضعیت پس از {move} (نیم حرکت {ply}) برمی گردد.",
            .back_to_start = "بازی به وضعیت آغازین برمی گردد.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "زمان ثبت شده در آن حرکت: سفید {white}، سیاه {black}.",
            .replay = "حرکت هایی که برنامه پس از آن ثبت کرده است: {moves}.",
            .record_differs = "برگه ثبت {colour} در نیم حرکت {ply} با ثبت برنامه فرق دارد: نوشته شده '{written}'، "
                              "ثبت شده '{recorded}'.",
            .arbiter_decides = "داور تصمیم می گیرد؛ چیزی تغییر نکرده است.",
            .unread = "برگه ثبت {colour}: {what}.",
            .player_agree = "هر دو صفحه و هر دو برگه ثبت یکسان اند.",
            .player_set = "برگه های ثبت یکسان اند. لطفاً صفحه خود را مرتب کنید: {steps}.",
            .player_in_order = "برگه های ثبت یکسان اند. صفحه شما مرتب است.",
            .player_back_to = "برگه های ثبت فرق دارند. بازی به وضعیت پس از حرکت {number} {colour}، {move}، "
                              "برمی گردد.",
            .player_back_to_start = "برگه های ثبت فرق دارند. بازی به وضعیت آغازین برمی گردد.",
            .player_take_back = "لطفاً صفحه خود را برگردانید: {steps}.",
            .player_shows_it = "صفحه شما همان وضعیت را نشان می دهد.",
            .sheet_behind = "برگه ثبت {colour} عقب است (نیم حرکت های نوشته نشده در پایان آن: {plies})؛ این اختلاف "
                            "نیست (پیوست و، بند ۲-۸).",
        },
    .refusals =
        {
            .no_piece = {"هیچ مهره ای", "هیچ پیاده ای", "هیچ اسبی", "هیچ فیلی", "هیچ رخی", "هیچ وزیری", "هیچ شاهی"},
            .cannot_reach = "{nobody} نمی تواند به {target} برسد",
            .from_cannot_reach = "{piece} در {from} نمی تواند به {target} برسد",
            .no_own_piece = "در {from} مهره ای از شما نیست",
            .leaves_king_in_check = "{piece} در {from} نمی تواند به {target} برود: شاه در کیش می ماند",
            .ambiguous = "مبهم: {candidates}",
            .or_ = " یا ",
            .not_understood = "فهمیده نشد: {words}",
            .nothing_said = "چیزی اعلام نشد",
            .no_target = "{words}: مربع مقصد گفته نشد",
            .promotion_missing = "{target}: ترفیع است، مهره را نام ببرید، مثلاً {example}",
            .no_promotion = "{target}: این ترفیع نیست",
            .castling_impossible = "{castling} ممکن نیست",
            .promotion_piece = "{target}: پیاده فقط به وزیر، رخ، فیل یا اسب ترفیع می یابد",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell,
            .plural_form = plural_form,
            .hour = {Gender::Neuter, {"ساعت", "ساعت", "ساعت"}},
            .minute = {Gender::Neuter, {"دقیقه", "دقیقه", "دقیقه"}},
            .second = {Gender::Neuter, {"ثانیه", "ثانیه", "ثانیه"}},
            .move = {Gender::Neuter, {"حرکت", "حرکت", "حرکت"}},
            .counted = "{number} {noun}",
            .and_then = "، ",
            .moves_played = {"{moves} بازی شد.", "{moves} بازی شد.", "{moves} بازی شد."},
            .no_moves_played = "هنوز حرکتی بازی نشده است.",
            .no_move = "بدون حرکت",
            .played_each = "بازی شده: {white} {white_moves}، {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "چیزی نوشته نشده است",
            .removed = "پاک شد: {cell}",
            .cleared = "سطر پاک شد",
            .unknown_chord = "کلید ناشناخته: {cell}",
            .display_absent = "نمایشگر بریل پیدا نشد؛ کار بدون آن ادامه می یابد",
            .display_ready = "نمایشگر بریل با {cells} خانه آماده است",
            .display_lost = "نمایشگر بریل قطع شد",
            .keys_on = "کلیدهای بریل روشن",
            .keys_off = "کلیدهای بریل خاموش",
        },
    .window =
        {
            .official_game = "بازی رسمی",
            .boards = {"صفحه سفید", "صفحه سیاه"},
            .players = {"سفید", "سیاه"},
            .board_title = "{board}",
            .no_clock = "بدون ساعت",
            .result = "نتیجه {result}",
            .pending = "در حال انجام: {move}",
            .said = "گفته شده به {player}: {text}",
            .touched = "لمس شده:",
            .sheet_of = "برگه ثبت {colour}:",
            .braille = "بریل: {cells}",
            .board_differs = "{board} فرق دارد",
            .arbiter_line = "داور: ",
            .arbiter_pin = "رمز داور: ",
            .waiting_start = "در انتظار شروع توسط داور",
            .paused = "ساعت ها را داور متوقف کرده است",
            .round = "دور {round}",
            .draw_answer = "{colour} به {opponent} پیشنهاد تساوی می دهد: Y می پذیرد، N رد می کند",
        },
    .arbiter =
        {
            .resign = "آن طرف تسلیم می شود",
            .draw = "مساوی با توافق",
            .result = "تصمیم داور بازی را تمام می کند",
            .accept_reject = "جریمه (ماده ۷-۵) یا تطبیقی (F2.7، F2.8) که میز پیشنهاد کرده است",
            .add = "ثانیه های کامل به یک ساعت افزوده (یا با منفی کم) می شود، تا ۳۶۰۰۰",
            .set = "هر دو ساعت، اول سفید، تا ۲۴ ساعت، به صورت h:mm:ss یا m:ss یا ثانیه",
            .start = "وقتی هر دو صفحه آماده باشند دور را آغاز می کند (ساعت طرفی که نوبت اوست کار می کند)",
            .pause_resume = "هر دو ساعت می ایستند و دوباره کار می کنند (به بازیکنان گفته می شود)",
            .sheet = "برگه ثبت کاغذی یک بازیکن را وارد می کند، حرکت همان طور که نوشته شده (erase: آخرین را خط می زند)",
            .reconcile = "صفحه ها در برابر هر دو برگه ثبت (پیوست و، بند ۷)",
            .takeback = "بازگشت به نیم حرکتی که تطبیق پیشنهاد کرد، یا به PLY، صفر آغاز است (پیوست و، بند ۸)",
            .confirm = "نتیجه بازی را برای فهرست نتایج دور تأیید می کند",
            .withdraw = "نتیجه ای را که داور به اشتباه داده، تا پیش از تأیید، پس می گیرد: بازی ادامه می یابد",
            .vocabulary = "حرکت ها چگونه به یک شنونده گفته شوند، مثلاً vocabulary black plain-fa",
            .adjourn = "میز را می بندد؛ بازی از دفتر ثبت آن، وقتی دوباره راه بیفتد، ادامه می یابد",
            .help = "همین فهرست",
            .empty_order = "فرمان خالی است؛ 'help' فرمان ها را فهرست می کند",
            .order_wants = "'{order}' این را می خواهد: {form}",
            .unknown_order = "فرمان ناشناخته داور '{line}'؛ 'help' فرمان ها را فهرست می کند",
            .line_too_long = "سطری بیش از {bytes} بایت فرمان نیست؛ نادیده گرفته شد",
            .station_attached = "میز twinboard: ایستگاه داور وصل شد؛ 'help' فرمان ها را فهرست می کند",
            .line_locked = "lock (رمز دوباره پرسیده می شود)",
            .line_open = "سطر داور باز است؛ help فرمان ها را فهرست می کند و lock آن را می بندد",
            .told_unlocked = "سطر داور در پنجره باز شد",
            .wrong_pin = "رمز نادرست",
            .told_wrong_pin = "در سطر داور پنجره رمز نادرستی وارد شد",
            .pins_blocked = "{tries} رمز نادرست: سطر تا {seconds} ثانیه دیگر قفل است",
            .no_pin = "رمزی تنظیم نشده است ([arbiter] pin): پنجره فرمانی نمی پذیرد؛ از twinboard arbiter استفاده کنید",
        },
    .cells = {"فاصله", "نقطه های", "خط تیره", "مات"},
    .help =
        {
            .summary = "کلیدها: وی و اعلام حرکت، سپس اینتر: اعلام حرکت؛ {clock_key}سی: زدن ساعت؛ تی زمان، آر تکرار، دی "
                       "پیشنهاد تساوی. دوباره اِچ: بیشتر، بخش به بخش.",
            .questions = "پرسش ها: تی زمان، اِل آخرین حرکت، آر تکرار، دبلیو نوبت کیست، جی حریف من کیست، اِس و یک مربع: "
                         "چه چیزی آنجاست، اِم مهره های من، اُ مهره های حریف، اِف و یک ستون یا عرض: مرور آن، پی و یک مربع: "
                         "حرکت های آن مهره.",
            .scoresheet =
                "برگه ثبت: اِن نوشتن حرکت در برگه ثبت، اِکس خط زدن آخرین نوشته، ای خواندن آخرین نوشته، بی نوشتن بریل.",
            .more_keys = "کلیدهای دیگر: جی مرتب می کنم، دی پیشنهاد تساوی، اِچ همین راهنما (دوباره: بخش بعدی)، کیو پس از "
                         "بازی: بستن میز. کلیدها در هر چیدمان صفحه کلید بر اساس جایشان کار می کنند.",
        },
};

}  // namespace twinboard
