#!/usr/bin/python3
"""Issue 52: the catalogs are the source of every phrase, and a translator's workflow works.

Run by ctest: test_catalogs.py SOURCE_DIR CXX. Each test works on a copy of po/ in a
temporary folder and runs tools/catalogs.py as the build and a translator do.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

SOURCE = os.path.abspath(sys.argv.pop(1)) if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(__file__))
CXX = sys.argv.pop(1) if len(sys.argv) > 1 else "c++"
TOOL = os.path.join(SOURCE, "tools", "catalogs.py")
PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable


def run(*args, po=None, out=None):
    command = [PYTHON, TOOL, *args]
    if po:
        command += ["--po", po]
    if out:
        command += ["--out", out]
    return subprocess.run(command, capture_output=True, text=True)


def entry_line(path, ident):
    """The line of a message's msgctxt, as the tool reports it."""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if line.strip() == f'msgctxt "{ident}"':
            return number
    raise AssertionError(f"{ident} not in {path}")


def entry_line_of_header(path, field):
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if line.startswith(f'"{field}:'):
            return number
    raise AssertionError(f"{field} not in {path}'s header")


def replace_in(path, old, new, count=1):
    text = open(path, encoding="utf-8").read()
    assert old in text, f"{old!r} not in {path}"
    open(path, "w", encoding="utf-8").write(text.replace(old, new, count))


class Catalogs(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="twinboard-catalogs-")
        self.po = os.path.join(self.dir, "po")
        shutil.copytree(os.path.join(SOURCE, "po"), self.po)
        self.out = os.path.join(self.dir, "twinboard_catalogs")
        self.ru = os.path.join(self.po, "ru.po")

    def tearDown(self):
        shutil.rmtree(self.dir)

    def refused(self, why):
        result = run("generate", po=self.po, out=self.out)
        self.assertNotEqual(result.returncode, 0, "a broken catalog was built")
        self.assertRegex(result.stderr, why)
        return result.stderr

    def test_the_repositorys_catalogs_are_complete_reviewed_and_their_template_current(self):
        result = run("check")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertIn("every catalog is complete and reviewed", result.stdout)
        languages = open(os.path.join(SOURCE, "po", "LINGUAS")).read().split()
        self.assertGreaterEqual(len(languages), 7)

    def test_the_translators_guide_shows_a_message_as_its_catalog_has_it(self):
        guide = open(os.path.join(SOURCE, "docs", "languages.md"), encoding="utf-8").read()
        example = re.search(r"\(from `po/de\.po`\):\n\n```\n(.*?)```", guide, re.S).group(1)
        self.assertIn(example, open(os.path.join(SOURCE, "po", "de.po"), encoding="utf-8").read())

    def test_the_guides_commands_check_the_catalogs_and_start_a_language(self):
        # docs/languages.md's commands as a translator types them in the repository (here a copy).
        guide = open(os.path.join(SOURCE, "docs", "languages.md"), encoding="utf-8").read()
        check = re.search(r"```\n(python3 tools/catalogs\.py generate --po po --out /tmp/catalogs)\n```", guide)
        start = re.search(r"```\n\s*(msginit --no-translator --locale=it --input=po/twinboard\.pot "
                          r"--output=po/it\.po)\n\s*```", guide)
        self.assertIsNotNone(check)
        self.assertIsNotNone(start)
        command = check.group(1).replace("python3 tools/catalogs.py", f"{PYTHON} {TOOL}").replace("/tmp/catalogs",
                                                                                                 self.out)

        def generate():
            return subprocess.run(command.split(), cwd=self.dir, capture_output=True, text=True)
        result = generate()
        self.assertEqual((result.returncode, result.stderr), (0, ""))  # sound catalogs: nothing said
        made = subprocess.run(start.group(1).split(), cwd=self.dir, capture_output=True, text=True)
        self.assertEqual(made.returncode, 0, made.stderr)
        italian = os.path.join(self.po, "it.po")
        self.assertIn('"Language: it\\n"', open(italian, encoding="utf-8").read())
        self.assertIn('"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', open(italian, encoding="utf-8").read())
        with open(os.path.join(self.po, "LINGUAS"), "a") as f:
            f.write("it\n")
        self.assertIn("it.po:1: error: the header has no X-Twinboard-Name, X-Twinboard-Voice, X-Twinboard-Plain-"
                      "Vocabulary, X-Twinboard-Usual-Vocabulary, X-Twinboard-Braille-Table", generate().stderr)
        for field, value in (("Name", "Italian"), ("Voice", "it"), ("Plain-Vocabulary", "plain-it"),
                             ("Usual-Vocabulary", "fide-it"), ("Braille-Table", "it-it-comp6.utb")):
            replace_in(italian, f'"X-Twinboard-{field}: \\n"', f'"X-Twinboard-{field}: {value}\\n"')
        self.assertRegex(generate().stderr, r"it\.po:1: error: no number words: write .*/number_words/it\.cpp")
        # With its number words (here German's, under its name), it builds, its messages said in English.
        numbers = os.path.join(self.dir, "number_words")
        shutil.copytree(os.path.join(SOURCE, "core", "number_words"), numbers)
        shutil.copy(os.path.join(numbers, "de.cpp"), os.path.join(numbers, "it.cpp"))
        result = subprocess.run(command.split() + ["--numbers", numbers], cwd=self.dir, capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn(f"it.po:{entry_line(italian, 'table.to_move')}: warning: table.to_move is fuzzy or untranslated",
                      result.stderr)

    def test_no_phrase_is_written_in_cpp(self):
        # A phrase filled in from C++ comes from a catalog: fill_in is never given a literal.
        found = []
        for folder in ("core", "runtime", "ui", "braille", "audio", "hall", "app", "devices"):
            for dirpath, _, files in os.walk(os.path.join(SOURCE, folder)):
                for name in files:
                    if name.endswith((".cpp", ".h")):
                        path = os.path.join(dirpath, name)
                        for number, line in enumerate(open(path, encoding="utf-8"), 1):
                            if re.search(r'fill_in\(\s*"', line):
                                found.append(f"{path}:{number}: {line.strip()}")
        self.assertEqual(found, [])

    def test_a_changed_english_becomes_fuzzy_is_said_in_english_and_reported(self):
        replace_in(os.path.join(self.po, "en.po"), 'msgid "{colour} to move"', 'msgid "{colour} has the move"')
        # Not merged yet: the build says what to do.
        self.refused(r"ru\.po:\d+: error: table\.to_move: its English is not po/en\.po's any more: run "
                     r"tools/catalogs\.py update")
        self.assertEqual(run("update", po=self.po).returncode, 0)
        ru = open(self.ru, encoding="utf-8").read()
        self.assertRegex(ru, r'#, fuzzy[^\n]*\n#\| msgctxt "table.to_move"\n#\| msgid "\{colour\} to move"\n'
                             r'msgctxt "table.to_move"\nmsgid "\{colour\} has the move"\nmsgstr "ход: \{colour\}"')
        self.assertIn('msgid "{colour} has the move"', open(os.path.join(self.po, "twinboard.pot")).read())
        generated = run("generate", po=self.po, out=self.out)
        self.assertEqual(generated.returncode, 0, generated.stderr)
        self.assertIn(f"ru.po:{entry_line(self.ru, 'table.to_move')}: warning: table.to_move is fuzzy or untranslated: "
                      "said in English", generated.stderr)
        checked = run("check", po=self.po)
        self.assertEqual(checked.returncode, 1)
        self.assertRegex(checked.stdout, r"ru\.po:\d+: table\.to_move is fuzzy")
        # What the program says: the English, and the message listed as fallen back.
        program = os.path.join(self.dir, "said")
        main = os.path.join(self.dir, "said.cpp")
        open(main, "w").write('#include <iostream>\n#include "core/phrasebook.h"\nusing namespace twinboard;\n'
                              'int main() {\n  std::cout << phrasebook(Language::Russian).table.to_move << "\\n";\n'
                              '  for (auto id : fallen_back_messages(Language::Russian)) std::cout << id << "\\n";\n'
                              '  std::cout << fallen_back_messages(Language::German).size() << "\\n";\n}\n')
        sources = [main, os.path.join(self.out, "catalogs.cpp"), os.path.join(SOURCE, "core", "phrasebook.cpp")]
        languages = open(os.path.join(self.po, "LINGUAS")).read().split()
        sources += [os.path.join(SOURCE, "core", "number_words", code + ".cpp") for code in languages]
        compiled = subprocess.run([CXX, "-std=c++20", "-O0", "-I" + SOURCE, "-I" + self.dir, "-o", program,
                                   *sources], capture_output=True, text=True)
        self.assertEqual(compiled.returncode, 0, compiled.stderr[-3000:])
        said = subprocess.run([program], capture_output=True, text=True).stdout.split("\n")
        self.assertEqual(said[0], "{colour} has the move")
        self.assertEqual(said[1], "table.to_move")
        self.assertEqual(said[2], "1")  # German's too: every catalog was merged

    def test_a_missing_message_stops_the_build(self):
        text = open(self.ru, encoding="utf-8").read()
        text = re.sub(r'#[^\n]*\n(#[^\n]*\n)*msgctxt "table.to_move"\n[^\n]*\n[^\n]*\n', "", text)
        open(self.ru, "w", encoding="utf-8").write(text)
        self.refused(r"ru\.po: error: the message table\.to_move is missing \(po/en\.po:\d+\): run "
                     r"tools/catalogs\.py update, then translate it")

    def test_an_unknown_or_lost_placeholder_stops_the_build_with_its_line(self):
        line = entry_line(self.ru, "table.to_move")
        replace_in(self.ru, 'msgstr "ход: {colour}"', 'msgstr "ход: {color}"')
        self.refused(rf"ru\.po:{line}: error: table\.to_move: unknown placeholder \{{color\}}")
        replace_in(self.ru, 'msgstr "ход: {color}"', 'msgstr "ход"')
        self.refused(rf"ru\.po:{line}: error: table\.to_move: the placeholder \{{colour\}} of the English is missing")

    def test_a_brace_that_is_no_placeholder_stops_the_build(self):
        # fill_in reads from a { to the next }: "}{ {colour}" would swallow {colour}.
        line = entry_line(self.ru, "table.to_move")
        replace_in(self.ru, 'msgstr "ход: {colour}"', 'msgstr "ход }{ {colour}"')
        self.refused(rf"ru\.po:{line}: error: table\.to_move: a {{ or }} that is no {{name}}")

    def test_the_english_is_a_msgid_and_en_pos_msgstr_stays_empty(self):
        en = os.path.join(self.po, "en.po")
        replace_in(en, 'msgid "{colour} to move"\nmsgstr ""', 'msgid "{colour} to move"\nmsgstr "{colour} moves"')
        self.refused(rf"en\.po:{entry_line(en, 'table.to_move')}: error: table\.to_move: po/en\.po's msgstr stays "
                     r"empty: change the English in its msgid")

    def test_a_selector_needs_one_form_per_plural_form_or_four(self):
        line = entry_line(self.ru, "reconcile.all_agree")
        replace_in(self.ru, "{plies|полуход|полухода|полуходов}", "{plies|полуход|полуходов}")
        self.refused(rf"ru\.po:{line}: error: reconcile\.all_agree: the selector \{{plies\|полуход\|полуходов\}} "
                     r"has 2 forms")

    def test_the_pages_words_choose_no_forms(self):
        # The pages fill in values themselves (say("name", {values})) and cannot choose a form.
        line = entry_line(self.ru, "hall.board")
        text = open(self.ru, encoding="utf-8").read()
        text = re.sub(r'(msgctxt "hall.board"\nmsgid "Board \{board\}"\nmsgstr )"([^"]*)"', r'\1"Доска {board} {board|a|b|c}"',
                      text)
        open(self.ru, "w", encoding="utf-8").write(text)
        self.refused(rf"ru\.po:{line}: error: hall\.board: the pages fill in values but choose no forms")

    def test_a_plural_message_has_as_many_forms_as_the_header_says(self):
        line = entry_line(self.ru, "numbers.hour")
        replace_in(self.ru, 'msgstr[2] "часов"\n', "")
        self.refused(rf"ru\.po:{line}: error: numbers\.hour: 2 plural forms, the header says nplurals=3")

    def test_a_fuzzy_gender_stays_the_languages_own(self):
        text = open(self.ru, encoding="utf-8").read()
        text = text.replace('msgctxt "numbers.minute.gender"', '#, fuzzy\nmsgctxt "numbers.minute.gender"', 1)
        open(self.ru, "w", encoding="utf-8").write(text)
        result = run("generate", po=self.po, out=self.out)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("numbers.minute.gender", result.stderr)  # listed for review
        generated = open(os.path.join(self.out, "catalogs.cpp"), encoding="utf-8").read()
        russian = generated[generated.index("kPhrasebook_ru{"):]
        self.assertRegex(russian[:russian.index("};")], r"\.minute = \{Gender::Feminine, ")

    def test_a_gender_is_masculine_feminine_or_neuter(self):
        text = open(self.ru, encoding="utf-8").read()
        text = re.sub(r'(msgctxt "numbers.minute.gender"\nmsgid "neuter"\nmsgstr )"feminine"', r'\1"female"', text)
        open(self.ru, "w", encoding="utf-8").write(text)
        self.refused(r"numbers\.minute\.gender: 'female' is none of masculine, feminine, neuter")

    def test_a_broken_header_or_an_unknown_message_stops_the_build(self):
        replace_in(self.ru, '"Plural-Forms: nplurals=3;', '"Plural-Formz: nplurals=3;')
        self.refused(r"ru\.po:1: error: the header has no Plural-Forms")
        replace_in(self.ru, '"Plural-Formz: nplurals=3;', '"Plural-Forms: nplurals=3;')
        replace_in(self.ru, 'msgctxt "table.to_move"', 'msgctxt "table.to_mvoe"')
        self.refused(r"ru\.po:\d+: error: table\.to_mvoe is no message of po/en\.po")

    def test_a_plural_expression_that_would_not_choose_a_form_stops_the_build_with_its_line(self):
        # What NumberWords::plural_form would compute: a form the language lacks (an index past
        # its nouns' forms), a division by zero, C that does not compile, a plural for one.
        line = entry_line_of_header(self.ru, "Plural-Forms")
        russian = ('"Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && "\n'
                   '"n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\\n"')  # wrapped as msgmerge wraps it
        for expression, why in (("(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 ? 1 : 3)", "gives 3 for n = 0"),
                                ("(n%10==1 ? 0 : 10/(n%10))", r"divides by zero for n = 0"),
                                ("(n=1)", "is not C that gettext reads"),
                                ("(n > 1) | 1", "is not C that gettext reads"),
                                ("(n != 1 ? 0 : 1)", "gives 1 for n = 1: the singular is form 0")):
            text = open(self.ru, encoding="utf-8").read()
            self.assertIn(russian, text)
            open(self.ru, "w", encoding="utf-8").write(
                text.replace(russian, f'"Plural-Forms: nplurals=3; plural={expression};\\n"'))
            self.refused(rf"ru\.po:{line}: error: the plural expression .*{why}")
            open(self.ru, "w", encoding="utf-8").write(text)
        self.assertEqual(run("generate", po=self.po, out=self.out).returncode, 0)

    def test_a_vocabulary_the_catalog_does_not_make_stops_the_build(self):
        line = entry_line_of_header(self.ru, "X-Twinboard-Usual-Vocabulary")
        replace_in(self.ru, "X-Twinboard-Usual-Vocabulary: fide-ru", "X-Twinboard-Usual-Vocabulary: fide-rus")
        self.refused(rf"ru\.po:{line}: error: X-Twinboard-Usual-Vocabulary is fide-rus, none of the vocabularies "
                     r"this catalog makes \(fide-ru, plain-ru\)")

    def test_a_catalog_that_is_not_utf8_is_refused_with_its_line(self):
        text = open(self.ru, encoding="utf-8").read().replace("charset=UTF-8", "charset=KOI8-R")
        open(self.ru, "w", encoding="koi8-r", errors="replace").write(text)  # its Cyrillic in one byte each
        self.refused(r"ru\.po:\d+: error: not UTF-8: save the catalog in UTF-8")

    def test_linguas_may_have_comments_as_gettext_allows(self):
        linguas = os.path.join(self.po, "LINGUAS")
        codes = open(linguas).read().split()
        open(linguas, "w").write("# the languages, in the program's order\n" + " ".join(codes[:2]) + "  # first\n" +
                                 "\n".join(codes[2:]) + "\n")
        result = run("generate", po=self.po, out=self.out)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("enum class Language { German, English, Russian,",
                      open(os.path.join(self.out, "languages.h")).read())

    def test_a_language_without_its_number_words_is_refused(self):
        shutil.copy(self.ru, os.path.join(self.po, "xx.po"))
        replace_in(os.path.join(self.po, "xx.po"), '"Language: ru\\n"', '"Language: xx\\n"')
        replace_in(os.path.join(self.po, "xx.po"), '"X-Twinboard-Name: Russian\\n"', '"X-Twinboard-Name: Testish\\n"')
        replace_in(os.path.join(self.po, "xx.po"), "fide-ru\\n", "fide-xx\\n")
        replace_in(os.path.join(self.po, "xx.po"), "plain-ru\\n", "plain-xx\\n")
        with open(os.path.join(self.po, "LINGUAS"), "a") as f:
            f.write("xx\n")
        self.refused(r"xx\.po:1: error: no number words: write .*/number_words/xx\.cpp with spell_xx and "
                     r"spell_before_noun_xx")


if __name__ == "__main__":
    unittest.main(verbosity=2)
