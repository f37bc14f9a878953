#!/usr/bin/python3
"""twinboard's message catalogs (issue 52): po/<code>.po are the source of every phrase.

  catalogs.py generate --po DIR --numbers DIR --out DIR   the C++ the code uses (the build runs it)
  catalogs.py pot [--po DIR]                               po/twinboard.pot from po/en.po
  catalogs.py update [--po DIR]                            the template, then msgmerge into each language
  catalogs.py check [--po DIR]                             fuzzy, untranslated or stale messages (CI)

po/en.po is the English: msgctxt is a message's id, msgid its English text, msgstr empty. Every
other catalog translates it. po/LINGUAS lists the languages in the order the program knows them.
A broken catalog (a missing or unknown message, a wrong placeholder, a broken plural form or
header) stops the build with the file and line. A fuzzy or untranslated message is said in
English, and the program logs it (fallen_back_messages); `check` reports it.
docs/languages.md is the translators' guide.
"""
import argparse
import os
import re
import subprocess
import sys

try:
    import polib
except ImportError:
    # The build runs /usr/bin/python3 (core/CMakeLists.txt); another python3 first in PATH
    # (pyenv, a virtual environment) does not see Debian's python3-polib.
    sys.exit(f"catalogs.py: the Python module polib is missing from {sys.executable}: install python3-polib "
             "(bash setup.sh) and run /usr/bin/python3 tools/catalogs.py, or pip install polib")

# The C++ type of each group of messages (a message "table.endings.checkmate" is a field of
# EndingWords, itself the field `endings` of TablePhrases). The hall's pages have their own record.
TYPES = {
    "table": "TablePhrases",
    "table.endings": "EndingWords",
    "clock": "ClockPhrases",
    "reconcile": "ReconcilePhrases",
    "refusals": "Refusals",
    "numbers": "NumberWords",
    "typing": "TypingPhrases",
    "window": "WindowPhrases",
    "arbiter": "ArbiterPhrases",
    "cells": "CellNames",
    "help": "HelpParts",
    "hall": "HallPagePhrases",
}
# Messages that are no field of a phrasebook: each language's move vocabularies (a Vocabulary
# each: fide-XX and plain-XX) and the words players say that are no move (SpokenAction).
SEPARATE = ("vocabulary.", "understood.")
VOCABULARY_PIECES = ["pawn", "knight", "bishop", "rook", "queen", "king"]
VOCABULARY_WORDS = ["captures", "promotes", "en_passant", "kingside", "queenside", "check", "mate"]
UNDERSTOOD = {"adjust": "Adjust", "offer_draw": "OfferDraw", "accept_draw": "AcceptDraw",
              "decline_draw": "DeclineDraw", "claim_repetition": "ClaimRepetition", "claim_fifty": "ClaimFifty"}
NONE = "(none)"  # a language that has no word for an understood.* message
GENDERS = {"masculine": "Gender::Masculine", "feminine": "Gender::Feminine", "neuter": "Gender::Neuter"}
HEADERS = ["Language", "Plural-Forms", "X-Twinboard-Name", "X-Twinboard-Voice", "X-Twinboard-Plain-Vocabulary",
           "X-Twinboard-Usual-Vocabulary", "X-Twinboard-Braille-Table"]
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


class CatalogError(Exception):
    pass


def fail(where, why):
    raise CatalogError(f"{where}: error: {why}")


def languages(po_dir):
    path = os.path.join(po_dir, "LINGUAS")
    # gettext's format: codes separated by spaces or lines, a # starts a comment.
    codes = " ".join(line.split("#")[0] for line in open(path, encoding="utf-8")).split()
    if "en" not in codes:
        fail(path, "en, the source language, is not listed")
    if len(set(codes)) != len(codes):
        fail(path, "a language is listed twice")
    return codes


def read(po_dir, code):
    path = os.path.join(po_dir, code + ".po")
    if not os.path.exists(path):
        fail(os.path.join(po_dir, "LINGUAS"), f"{code} is listed but {path} does not exist")
    data = open(path, "rb").read()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        fail(f"{path}:{line}", "not UTF-8: save the catalog in UTF-8, as its header says (Content-Type: text/plain; "
                               "charset=UTF-8)")
    try:
        return path, polib.pofile(path, wrapwidth=0)
    except (IOError, ValueError) as e:
        line = re.search(r"\(line (\d+)\)", str(e))  # polib's "Syntax error in po file (line 12)"
        fail(f"{path}:{line.group(1)}" if line else path, f"not a readable catalog: {e}")


def header_line(path, key):
    """The line of a header field, where a translator's editor goes (1 if it has none)."""
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        if line.startswith(f'"{key}:'):
            return number
    return 1


def header(path, po, code):
    h = {k: po.metadata.get(k, "").strip() for k in HEADERS}
    missing = [k for k, v in h.items() if not v]
    if missing:
        fail(path + ":1", f"the header has no {', '.join(missing)} (docs/languages.md, \"Adding a language\")")
    at = {k: f"{path}:{header_line(path, k)}" for k in HEADERS}
    if h["Language"] != code:
        fail(at["Language"], f"Language is {h['Language']}, the file is {code}.po")
    m = re.fullmatch(r"nplurals\s*=\s*(\d)\s*;\s*plural\s*=\s*(.+?)\s*;?", h["Plural-Forms"])
    if not m:
        fail(at["Plural-Forms"], f"Plural-Forms is not 'nplurals=N; plural=EXPRESSION;': {h['Plural-Forms']} "
                                 "(gettext's manual lists each language's, and msginit writes it)")
    if not re.fullmatch(r"[A-Z][A-Za-z]+", h["X-Twinboard-Name"]):
        fail(at["X-Twinboard-Name"], "X-Twinboard-Name is the language's English name in one word (German)")
    h["nplurals"], h["plural"] = int(m.group(1)), m.group(2)
    if not 1 <= h["nplurals"] <= 3:
        fail(at["Plural-Forms"], "twinboard counts with one to three plural forms")
    check_plural(at["Plural-Forms"], h["plural"], h["nplurals"])
    # The vocabularies its catalog makes (vocabularies()): a name that is none of them would
    # leave its listeners without words (find_vocabulary finds nothing).
    made = {f"plain-{code}"} | ({"nato-en"} if code == "en" else {f"fide-{code}"})
    for k in ("X-Twinboard-Usual-Vocabulary", "X-Twinboard-Plain-Vocabulary"):
        if h[k] not in made:
            fail(at[k], f"{k} is {h[k]}, none of the vocabularies this catalog makes ({', '.join(sorted(made))})")
    return h


# A catalog's plural expression is C, as gettext reads it: n, numbers, ! * / % + - < > <= >= == != && || ?: ().
PLURAL_TOKEN = re.compile(r"\s*(\d+|n|&&|\|\||==|!=|<=|>=|[-+*/%<>!?:()])")
PLURAL_LEVELS = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%")]


def c_operation(op, a, b):
    """One binary operator as C computes it on integers (division truncates toward zero)."""
    if op in ("/", "%"):
        if b == 0:
            raise ZeroDivisionError
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        return q if op == "/" else a - b * q
    return {"+": a + b, "-": a - b, "*": a * b, "<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b,
            "==": a == b, "!=": a != b}[op]


def plural_function(expression):
    """The expression as a Python function of n; ValueError if it is not gettext's C."""
    text, tokens, pos = expression.strip(), [], 0
    while pos < len(text):
        m = PLURAL_TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"{text[pos:].strip()!r} is not C gettext reads")
        tokens.append(m.group(1))
        pos = m.end()
    at = [0]

    def peek():
        return tokens[at[0]] if at[0] < len(tokens) else None

    def take(want=None):
        token = peek()
        if token is None or (want and token != want):
            raise ValueError(f"{want or 'more'} expected after {' '.join(tokens[:at[0]]) or 'the start'}")
        at[0] += 1
        return token

    def conditional():
        condition = binary(0)
        if peek() != "?":
            return condition
        take()
        yes = conditional()
        take(":")
        no = conditional()
        return lambda n: yes(n) if condition(n) else no(n)

    def joined(op, left, right):
        if op == "&&":
            return lambda n: int(bool(left(n)) and bool(right(n)))
        if op == "||":
            return lambda n: int(bool(left(n)) or bool(right(n)))
        return lambda n: int(c_operation(op, left(n), right(n)))

    def binary(level):
        if level == len(PLURAL_LEVELS):
            return unary()
        left = binary(level + 1)
        while peek() in PLURAL_LEVELS[level]:
            op = take()
            left = joined(op, left, binary(level + 1))
        return left

    def unary():
        token = take()
        if token == "!":
            inner = unary()
            return lambda n: int(not inner(n))
        if token == "(":
            inner = conditional()
            take(")")
            return inner
        if token == "n":
            return lambda n: n
        if token.isdigit():
            return lambda n, value=int(token): value
        raise ValueError(f"{token!r} where a value was expected")

    function = conditional()
    if peek() is not None:
        raise ValueError(f"{' '.join(tokens[at[0]:])!r} left over")
    return function


def check_plural(where, expression, nplurals):
    """The build's check of what NumberWords::plural_form will compute: every count the program
    says (0 to 999999, sampled above 2000) has one of the forms, and one is the singular (form 0),
    which the four-form selectors and the counted nouns' gender rely on."""
    try:
        plural = plural_function(expression)
    except ValueError as e:
        fail(where, f"the plural expression {expression} is not C that gettext reads: {e}")
    for n in list(range(2000)) + list(range(2000, 1000000, 997)) + [999999]:
        try:
            form = plural(n)
        except ZeroDivisionError:
            fail(where, f"the plural expression {expression} divides by zero for n = {n}")
        if not 0 <= form < nplurals:
            fail(where, f"the plural expression {expression} gives {form} for n = {n}: nplurals={nplurals} allows "
                        f"0 to {nplurals - 1}")
    if plural(1) != 0:
        fail(where, f"the plural expression {expression} gives {plural(1)} for n = 1: the singular is form 0")


def marks(text):
    """The plain {name}s of a text and its selectors {name|form|form...}; None, None if a brace
    is no part of one. fill_in reads from a { to the next }, so a stray brace, even balanced
    ("}{ {time}"), would swallow a placeholder: a message has no { or } of its own."""
    if "{" in PLACEHOLDER.sub("", text) or "}" in PLACEHOLDER.sub("", text):
        return None, None
    plain, selectors = [], []
    for mark in PLACEHOLDER.findall(text):
        parts = mark.split("|")
        (selectors if len(parts) > 1 else plain).append(parts)
    return {p[0] for p in plain}, selectors


def check_text(where, ident, english, text, nplurals, optional=()):
    want, _ = marks(english)
    have, selectors = marks(text)
    if have is None:
        fail(where, f"{ident}: a {{ or }} that is no {{name}} in \"{text}\" (braces are only for the names)")
    have = have - set(optional)
    if have - want:
        fail(where, f"{ident}: unknown placeholder {{{sorted(have - want)[0]}}} (the English has "
                    f"{', '.join('{' + w + '}' for w in sorted(want)) or 'none'})")
    if want - have:
        fail(where, f"{ident}: the placeholder {{{sorted(want - have)[0]}}} of the English is missing")
    for parts in selectors:
        if parts[0] not in want:
            fail(where, f"{ident}: the selector {{{'|'.join(parts)}}} agrees with {{{parts[0]}}}, "
                        "which the message does not have")
        if len(parts) - 1 not in (4, nplurals) or len(parts) - 1 < 2:
            fail(where, f"{ident}: the selector {{{'|'.join(parts)}}} has {len(parts) - 1} forms: give one per "
                        f"plural form ({nplurals}) or four (masculine|feminine|neuter|plural)")


def optional(entry):
    """Placeholders a translation may add: the English comment's "Optional: {piece}."."""
    m = re.search(r"Optional: ([^.]*)\.", " ".join((entry.comment or "").split("\n")))
    return [p.strip("{} ") for p in m.group(1).split(",")] if m else []


def english_messages(path, po):
    """The English, in order: id -> (entry, its forms)."""
    out = {}
    at = msgctxt_lines(path)
    for e in po:
        if e.obsolete:
            continue
        if not e.msgctxt:
            fail(f"{path}:{e.linenum}", "a message without its id (msgctxt)")
        if e.msgctxt in out:
            fail(f"{path}:{e.linenum}", f"{e.msgctxt} twice")
        where = f"{path}:{at[e.msgctxt]}"
        forms = [e.msgid, e.msgid_plural] if e.msgid_plural else [e.msgid]
        if marks(e.msgid)[0] is None or (e.msgid_plural and marks(e.msgid_plural)[0] is None):
            fail(where, f"{e.msgctxt}: a {{ or }} that is no {{name}} (braces are only for the names)")
        if e.msgstr or any(e.msgstr_plural.values()):
            # The English is the msgid; a msgstr here would be read by no one.
            fail(where, f"{e.msgctxt}: po/en.po's msgstr stays empty: change the English in its msgid, "
                        "then run tools/catalogs.py update")
        out[e.msgctxt] = (e, forms)
    return out


def msgctxt_lines(path):
    """The line of each message's msgctxt: what a translator's editor goes to."""
    lines = {}
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        m = re.fullmatch(r'msgctxt "(.*)"\s*', line)
        if m:
            lines.setdefault(m.group(1), number)
    return lines


def translation(path, po, h, english, code):
    """id -> forms in this language, and the ids said in English instead (fuzzy, untranslated)."""
    got, fallen = {}, []
    seen = {}
    at = msgctxt_lines(path)
    for e in po:
        if e.obsolete:
            continue
        where = f"{path}:{at.get(e.msgctxt, e.linenum)}"
        if e.msgctxt not in english:
            fail(where, f"{e.msgctxt or repr(e.msgid)} is no message of po/en.po (a removed or misspelt id: "
                        "run tools/catalogs.py update)")
        if e.msgctxt in seen:
            fail(f"{path}:{e.linenum}", f"{e.msgctxt} twice")
        seen[e.msgctxt] = e.linenum
        en_entry, en_forms = english[e.msgctxt]
        if e.msgid != en_entry.msgid or (e.msgid_plural or "") != (en_entry.msgid_plural or ""):
            fail(where, f"{e.msgctxt}: its English is not po/en.po's any more: run tools/catalogs.py update "
                        "(the message becomes fuzzy until a translator reviews it)")
        if en_entry.msgid_plural:
            forms = [e.msgstr_plural.get(i, "") for i in range(len(e.msgstr_plural))]
            if len(forms) != h["nplurals"]:
                fail(where, f"{e.msgctxt}: {len(forms)} plural forms, the header says nplurals={h['nplurals']}")
        else:
            forms = [e.msgstr]
        # A gender is the language's, never English's "neuter": a fuzzy one is still kept (and
        # listed for review), or "un heure" would follow from an English fallback.
        keeps_gender = e.msgctxt.endswith(".gender") and code != "en" and forms[0] in GENDERS
        if code == "en" or "fuzzy" in e.flags or not all(forms):
            if code != "en":
                fallen.append(e.msgctxt)
                print(f"{where}: warning: {e.msgctxt} is fuzzy or untranslated: said in English", file=sys.stderr)
            if not keeps_gender:
                forms = en_forms if not en_entry.msgid_plural else \
                    [en_forms[min(i, 1)] for i in range(h["nplurals"])]
        elif e.msgctxt.endswith(".gender"):
            if forms[0] not in GENDERS:
                fail(where, f"{e.msgctxt}: {forms[0]!r} is none of masculine, feminine, neuter")
        else:
            for form in forms:
                check_text(where, e.msgctxt, " ".join(en_forms), form, h["nplurals"], optional(en_entry))
            if e.msgctxt.startswith("hall.") and marks(forms[0])[1]:
                fail(where, f"{e.msgctxt}: the pages fill in values but choose no forms: no {{name|...}} here")
            if e.msgctxt.startswith("vocabulary.") and e.msgctxt.endswith((".files", ".ranks")) and \
                    len(forms[0].split("|")) != 8:
                fail(where, f"{e.msgctxt}: eight words separated by |, from the first to the eighth")
        got[e.msgctxt] = forms
    for ident, (en_entry, _) in english.items():
        if ident not in got:
            fail(path, f"the message {ident} is missing (po/en.po:{en_entry.linenum}): run tools/catalogs.py update, "
                       "then translate it")
    return got, fallen


# ---- The shape of the records, from po/en.po ----

class Group:
    def __init__(self, path):
        self.path, self.fields = path, []  # fields: (name, kind, detail, comment)

    def field(self, name):
        return next((f for f in self.fields if f[0] == name), None)


def shape(english):
    groups = {}

    def group(path):
        if path not in groups:
            if path not in TYPES:
                fail("po/en.po", f"the group {path} has no C++ type: add it to TYPES in tools/catalogs.py")
            groups[path] = Group(path)
            if "." in path:
                parent, name = path.rsplit(".", 1)
                group(parent).fields.append((name, "group", path, ""))
        return groups[path]

    for ident, (entry, forms) in english.items():
        if ident.startswith(SEPARATE):
            continue  # not a phrase of the records: vocabularies() and understood() read them
        m = re.fullmatch(r"([a-z_.]+)\.([a-z_]+)(?:\[(\d+)\])?", ident)
        if not m:
            fail(f"po/en.po:{entry.linenum}", f"{ident} is no id (group.name or group.name[index])")
        parent, name, index = m.group(1), m.group(2), m.group(3)
        if name == "gender" and parent in english:
            continue  # the gender of a counted noun: part of that noun's field
        g = group(parent)
        # The message's own comment, without what every comment says: its placeholders ("Filled
        # in: ...") and where it is heard ("Where: ...", last).
        comment = re.sub(r"Filled in: [^.]*\.", "", " ".join((entry.comment or "").split("\n")))
        comment = " ".join(comment.split("Where:")[0].split())
        if entry.msgid_plural:
            kind = "noun" if parent + "." + name + ".gender" in english else "forms"
            g.fields.append((name, kind, ident, comment))
        elif index is not None:
            f = g.field(name)
            if f is None:
                g.fields.append((name, "array", [ident], comment))
            elif f[1] != "array" or len(f[2]) != int(index):
                fail(f"po/en.po:{entry.linenum}", f"{ident}: items of an array come together, from [0]")
            else:
                f[2].append(ident)
        else:
            g.fields.append((name, "text", ident, comment))
    return groups


def cxx(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


def declare(groups):
    out = []
    order = []

    def visit(path):  # inner records first
        for name, kind, detail, _ in groups[path].fields:
            if kind == "group":
                visit(detail)
        order.append(path)

    for top in [p for p in groups if "." not in p]:
        visit(top)
    for path in order:
        out.append(f"struct {TYPES[path]} {{")
        if path == "numbers":
            out.append("  std::string (*spell)(long n, Gender gender);  // 0 to 999999 as words (core/number_words/)")
            out.append("  std::string (*spell_before_noun)(long n, Gender gender);  // the same before a noun")
            out.append("  int (*plural_form)(long n);  // which plural form a count takes (the catalog's Plural-Forms)")
            out.append("  int plural_forms;            // how many the language has")
        for name, kind, detail, comment in groups[path].fields:
            note = f"  // {comment}" if comment else ""
            if kind == "group":
                out.append(f"  {TYPES[detail]} {name};")
            elif kind == "text":
                out.append(f"  std::string_view {name};{note}")
            elif kind == "array":
                out.append(f"  std::array<std::string_view, {len(detail)}> {name};{note}")
            elif kind == "noun":
                out.append(f"  CountedNoun {name};{note}")
            else:
                out.append(f"  std::array<std::string_view, 3> {name};{note}")
        out.append("};")
        out.append("")
    return "\n".join(out)


def initialiser(groups, path, forms, code, nplurals, indent):
    pad = " " * indent
    lines = []
    if path == "numbers":
        lines += [f"{pad}.spell = spell_{code},", f"{pad}.spell_before_noun = spell_before_noun_{code},",
                  f"{pad}.plural_form = plural_form_{code},", f"{pad}.plural_forms = {nplurals},"]
    for name, kind, detail, _ in groups[path].fields:
        if kind == "group":
            lines.append(f"{pad}.{name} =")
            lines.append(f"{pad}    {{")
            lines += initialiser(groups, detail, forms, code, nplurals, indent + 8)
            lines.append(f"{pad}    }},")
        elif kind == "text":
            lines.append(f"{pad}.{name} = {cxx(forms[detail][0])},")
        elif kind == "array":
            lines.append(f"{pad}.{name} = {{{', '.join(cxx(forms[i][0]) for i in detail)}}},")
        else:
            three = [forms[detail][min(i, len(forms[detail]) - 1)] for i in range(3)]
            words = "{" + ", ".join(cxx(w) for w in three) + "}"
            if kind == "noun":
                lines.append(f"{pad}.{name} = {{{GENDERS[forms[detail + '.gender'][0]]}, {words}}},")
            else:
                lines.append(f"{pad}.{name} = {words},")
    return lines


def visits(groups, path, prefix, access):
    out = []
    for name, kind, detail, _ in groups[path].fields:
        if kind == "group":
            out += visits(groups, detail, prefix + name + ".", access + name + ".")
        elif kind == "text":
            out.append(f'  visit("{prefix}{name}", {access}{name});')
        elif kind == "array":
            out += [f'  visit("{prefix}{name}[{i}]", {access}{name}[{i}]);' for i in range(len(detail))]
        else:
            field = f"{name}.forms" if kind == "noun" else name
            out += [f'  visit("{prefix}{field}[{i}]", {access}{field}[{i}]);' for i in range(3)]
    return out


def generate(args):
    codes = languages(args.po)
    catalogs = {code: read(args.po, code) for code in codes}
    en_path, en_po = catalogs["en"]
    english = english_messages(en_path, en_po)
    groups = shape(english)
    data, names, heads = {}, {}, {}
    errors = []
    for code in codes:
        path, po = catalogs[code]
        try:
            h = header(path, po, code)
            forms, fallen = translation(path, po, h, english, code)
            if not os.path.exists(os.path.join(args.numbers, code + ".cpp")):
                fail(path + ":1", f"no number words: write {args.numbers}/{code}.cpp with spell_{code} and "
                                  f"spell_before_noun_{code} (docs/languages.md)")
        except CatalogError as e:
            errors.append(str(e))
            continue
        data[code], heads[code], names[code] = (forms, fallen), h, h["X-Twinboard-Name"]
    if errors:
        sys.exit("\n".join(errors))
    if len(set(names.values())) != len(names):
        sys.exit(f"{args.po}: two catalogs have the same X-Twinboard-Name")

    os.makedirs(args.out, exist_ok=True)
    banner = "// Generated by tools/catalogs.py from po/*.po: edit the catalogs, not this file.\n"
    enum = ", ".join(names[c] for c in codes)
    write(os.path.join(args.out, "languages.h"), banner + f"""#pragma once

namespace twinboard {{

// The languages twinboard speaks, in po/LINGUAS's order: one catalog each.
enum class Language {{ {enum} }};
inline constexpr Language kLanguages[] = {{{", ".join("Language::" + names[c] for c in codes)}}};

}}  // namespace twinboard
""")
    write(os.path.join(args.out, "phrases.h"), banner + """#pragma once

#include <array>
#include <string>
#include <string_view>

#include "languages.h"

namespace twinboard {

enum class Gender { Masculine, Feminine, Neuter };

// A noun counted: its gender (for "eine Stunde", "одна минута") and its forms, chosen by
// NumberWords::plural_form (a language with fewer forms repeats its last).
struct CountedNoun {
  Gender gender;
  std::array<std::string_view, 3> forms;
};

""" + declare({k: v for k, v in groups.items() if not k.startswith("hall")}) + """
struct Phrasebook {
  Language language;
  std::string_view code;   // ISO 639-1, as configurations write it
  std::string_view voice;  // eSpeak NG's voice for it (the catalog's X-Twinboard-Voice)
  // The vocabularies for moves in this language: its plain words (reports, the arbiter),
  // and what a player of this language hears unless he chooses otherwise.
  std::string_view plain_vocabulary, usual_vocabulary;
  std::string_view braille_table;  // liblouis's table for its literary braille (X-Twinboard-Braille-Table)
""" + "".join(f"  {TYPES[p]} {p};\n" for p in groups if "." not in p and p != "hall") + """};

""" + declare({k: v for k, v in groups.items() if k.startswith("hall")}) + "}  // namespace twinboard\n")

    cpp = [banner, '#include <functional>\n#include <span>\n\n#include "core/hall_phrases.h"\n'
           '#include "core/announcement_lexicon.h"\n#include "core/phrasebook.h"\n#include "core/spoken_actions.h"\n'
           '#include "core/vocabulary.h"\n\n'
           'namespace twinboard {\n']
    for code in codes:
        cpp.append(f"std::string spell_{code}(long n, Gender gender);")
        cpp.append(f"std::string spell_before_noun_{code}(long n, Gender gender);")
    cpp.append("\nnamespace {\n")
    for code in codes:
        h = heads[code]
        body = "(void)n;\n  return 0;" if h["plural"].strip() in ("0", "(0)") else f"return int({h['plural']});"
        cpp.append(f"// {code}: {h['Plural-Forms']}\nint plural_form_{code}(long n) {{\n  {body}\n}}\n")
    for code in codes:
        forms, fallen = data[code]
        h = heads[code]
        cpp.append(f"const Phrasebook kPhrasebook_{code}{{")
        cpp.append(f"    .language = Language::{names[code]},")
        cpp.append(f"    .code = {cxx(code)},")
        cpp.append(f"    .voice = {cxx(h['X-Twinboard-Voice'])},")
        cpp.append(f"    .plain_vocabulary = {cxx(h['X-Twinboard-Plain-Vocabulary'])},")
        cpp.append(f"    .usual_vocabulary = {cxx(h['X-Twinboard-Usual-Vocabulary'])},")
        cpp.append(f"    .braille_table = {cxx(h['X-Twinboard-Braille-Table'])},")
        for top in [p for p in groups if "." not in p and p != "hall"]:
            cpp.append(f"    .{top} =")
            cpp.append("        {")
            cpp += initialiser(groups, top, forms, code, h["nplurals"], 12)
            cpp.append("        },")
        cpp.append("};\n")
        cpp.append(f"const HallPagePhrases kHall_{code}{{")
        cpp += initialiser(groups, "hall", forms, code, h["nplurals"], 4)
        cpp.append("};\n")
        cpp.append(f"constexpr std::string_view kFallen_{code}[] = {{{', '.join(cxx(i) for i in fallen) or cxx('')}}};")
        cpp.append("")
    cpp += vocabularies(codes, data, names)
    cpp += understood(codes, data)
    cpp += lexicon(codes, data)
    cpp.append("}  // namespace\n")
    cpp.append("std::span<const Vocabulary> catalog_vocabularies() { return kCatalogVocabularies; }\n")
    cpp.append("std::span<const std::string_view> understood_words(SpokenAction action) {\n  switch (action) {")
    cpp += [f"    case SpokenAction::{UNDERSTOOD[a]}: return kUnderstood_{a};" for a in UNDERSTOOD]
    cpp.append("  }\n  return {};\n}\n")
    cpp.append("std::span<const LexiconWord> catalog_lexicon() { return kCatalogLexicon; }\n")
    cpp += first_words(codes, data)
    for fn, kind, prefix in (("phrasebook", "Phrasebook", "kPhrasebook_"),
                             ("hall_page_phrases", "HallPagePhrases", "kHall_")):
        cpp.append(f"const {kind}& {fn}(Language language) {{\n  switch (language) {{")
        cpp += [f"    case Language::{names[c]}: return {prefix}{c};" for c in codes]
        cpp.append(f"  }}\n  return {prefix}en;\n}}\n")
    cpp.append("std::span<const std::string_view> fallen_back_messages(Language language) {\n  switch (language) {")
    for c in codes:
        cpp.append(f"    case Language::{names[c]}: return std::span(kFallen_{c}).first({len(data[c][1])});")
    cpp.append("  }\n  return {};\n}\n")
    cpp.append("void for_each_phrase(const Phrasebook& b,\n                     const std::function<void(std::string_view "
               "name, std::string_view text)>& visit) {")
    for top in [p for p in groups if "." not in p and p != "hall"]:
        cpp += visits(groups, top, top + ".", "b." + top + ".")
    cpp.append("}\n")
    cpp.append("void for_each_hall_phrase(const HallPagePhrases& p,\n                          const std::function<void("
               "std::string_view name, std::string_view text)>& visit) {")
    cpp += visits(groups, "hall", "", "p.")
    cpp.append("}\n\n}  // namespace twinboard")
    write(os.path.join(args.out, "catalogs.cpp"), "\n".join(cpp) + "\n")


def vocabularies(codes, data, names):
    """Each catalog's vocabularies: fide-XX (but English's FIDE words are fide-de's) and plain-XX."""
    out = ["constexpr std::array<std::string_view, 8> kSaidAsCoordinates{};  // squares said as \"f3\"", "",
           "constexpr Vocabulary kCatalogVocabularies[] = {"]
    for code in codes:
        forms = data[code][0]
        for kind in ("fide", "plain"):
            if kind == "fide" and code == "en":
                continue
            word = lambda name: forms[f"vocabulary.{kind}.{name}"][0]  # noqa: E731
            pieces = "{" + ", ".join(['""'] + [cxx(word(p)) for p in VOCABULARY_PIECES]) + "}"
            promoted = "{" + ", ".join(['""'] + [cxx(word("promoted_" + p)) for p in VOCABULARY_PIECES]) + "}"
            files, ranks = word("files").split("|"), word("ranks").split("|")
            if files == list("abcdefgh") and ranks == list("12345678"):
                squares = "kSaidAsCoordinates, kSaidAsCoordinates"
            else:
                squares = "{" + ", ".join(map(cxx, files)) + "}, {" + ", ".join(map(cxx, ranks)) + "}"
            rest = ", ".join(cxx(word(w)) for w in VOCABULARY_WORDS)
            out.append(f"    {{{cxx(kind + '-' + code)}, Language::{names[code]}, {pieces}, {promoted}, {squares}, {rest}}},")
    out.append("};\n")
    return out


def understood(codes, data):
    """What players say that is no move, every language's ways at once."""
    out = []
    for name in UNDERSTOOD:
        said = []
        for code in ["en"] + [c for c in codes if c != "en"]:
            for phrase in data[code][0][f"understood.{name}"][0].split("|"):
                phrase = phrase.strip()
                if phrase and phrase != NONE and phrase not in said:
                    said.append(phrase)
        out.append(f"constexpr std::string_view kUnderstood_{name}[] = {{{', '.join(map(cxx, said))}}};")
    out.append("")
    return out


def first_words(codes, data):
    """The words a typed command stands for, in each language: the first way its catalog says it
    (English's where a language has none)."""
    rows = []
    for code in codes:
        said = []
        for name in UNDERSTOOD:
            first = data[code][0][f"understood.{name}"][0].split("|")[0].strip()
            if first in ("", NONE):
                first = data["en"][0][f"understood.{name}"][0].split("|")[0].strip()
            said.append(cxx(first))
        rows.append("      {" + ", ".join(said) + "},  // " + code)
    return ["std::string_view words_of(SpokenAction action, Language language) {",
            f"  static constexpr std::string_view kFirst[][{len(UNDERSTOOD)}] = {{", *rows, "  };",
            "  return kFirst[int(language)][int(action)];", "}\n"]


def lexicon(codes, data):
    """Every word of an announcement the catalogs know (understood.piece.*, .file.*, .rank.*,
    .capture ...), each with the token it stands for, every language's at once."""
    pieces = {p: i + 1 for i, p in enumerate(VOCABULARY_PIECES)}
    kinds = {"capture": "Capture", "promote": "Promote", "en_passant": "EnPassant", "check": "Check", "mate": "Mate",
             "castle": "Castle", "kingside": "Kingside", "queenside": "Queenside", "filler": "Filler"}
    out, seen = ["constexpr LexiconWord kCatalogLexicon[] = {"], set()
    for code in ["en"] + [c for c in codes if c != "en"]:
        for ident, forms in data[code][0].items():
            parts = ident.split(".")
            if parts[0] != "understood" or parts[1] in UNDERSTOOD:
                continue
            if parts[1] == "piece":
                token = f"Token::Kind::Piece, {pieces[parts[2]]}"
            elif parts[1] == "file":
                token = f"Token::Kind::File, {'abcdefgh'.index(parts[2])}"
            elif parts[1] == "rank":
                token = f"Token::Kind::Rank, {int(parts[2]) - 1}"
            else:
                token = f"Token::Kind::{kinds[parts[1]]}, 0"
            for word in forms[0].split("|"):
                word = word.strip()
                if word and word != NONE and (word, token) not in seen:
                    seen.add((word, token))
                    out.append(f"    {{{cxx(word)}, {{{token}}}}},")
    out.append("};\n")
    return out


def write(path, text):
    """Only when it changed, so the build does not recompile what is the same."""
    if os.path.exists(path) and open(path, encoding="utf-8").read() == text:
        return
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# ---- The translators' workflow ----

def template(po_dir):
    path, po = read(po_dir, "en")
    pot = polib.POFile(wrapwidth=79)
    # msginit copies this into a new language's catalog: it speaks to its translator too.
    pot.header = ("twinboard's messages: docs/languages.md says how to translate them. The template,\n"
                  "po/twinboard.pot, is made from po/en.po by tools/catalogs.py: edit po/en.po, not it.")
    pot.metadata = {"Project-Id-Version": "twinboard", "POT-Creation-Date": "", "PO-Revision-Date": "",
                    "Last-Translator": "", "Language-Team": "", "Language": "", "MIME-Version": "1.0",
                    "Content-Type": "text/plain; charset=UTF-8", "Content-Transfer-Encoding": "8bit",
                    "Plural-Forms": "nplurals=INTEGER; plural=EXPRESSION;", "X-Twinboard-Name": "",
                    "X-Twinboard-Voice": "", "X-Twinboard-Plain-Vocabulary": "", "X-Twinboard-Usual-Vocabulary": "",
                    "X-Twinboard-Braille-Table": ""}
    for e in po:
        if e.obsolete:
            continue
        pot.append(polib.POEntry(msgctxt=e.msgctxt, msgid=e.msgid, msgid_plural=e.msgid_plural, msgstr="",
                                 msgstr_plural={0: "", 1: ""} if e.msgid_plural else {}, comment=e.comment))
    return pot


def pot(args):
    text = str(template(args.po)) + "\n"
    write(os.path.join(args.po, "twinboard.pot"), text)


def gettext(command):
    """One of GNU gettext's programs (msgmerge, msgfmt): its result, or a message if it is missing."""
    try:
        return subprocess.run(command, capture_output=True, text=True)
    except FileNotFoundError:
        fail(command[0], "not found: install GNU gettext (Debian's gettext; bash setup.sh installs it)")


def update(args):
    pot(args)
    for code in languages(args.po):
        if code != "en":
            path = os.path.join(args.po, code + ".po")
            r = gettext(["msgmerge", "--quiet", "--update", "--backup=none", "--previous", path,
                         os.path.join(args.po, "twinboard.pot")])
            if r.returncode:
                fail(path, f"msgmerge could not merge the template into it:\n{r.stderr.strip()}")


def check(args):
    problems = []
    want = str(template(args.po)) + "\n"
    pot_path = os.path.join(args.po, "twinboard.pot")
    if not os.path.exists(pot_path) or open(pot_path, encoding="utf-8").read() != want:
        problems.append(f"{pot_path}: not po/en.po's template: run tools/catalogs.py update")
    for code in languages(args.po):
        path, po = read(args.po, code)
        r = gettext(["msgfmt", "--check-format", "--check-header", "-o", os.devnull, path])
        if r.returncode:
            problems.append(r.stderr.strip())
        if code == "en":
            continue
        at = msgctxt_lines(path)
        for e in po:
            state = "obsolete" if e.obsolete else "fuzzy" if "fuzzy" in e.flags else \
                "untranslated" if not e.translated() else None
            if state:
                problems.append(f"{path}:{at.get(e.msgctxt, e.linenum)}: {e.msgctxt} is {state}")
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s): a translator reviews each (docs/languages.md)")
        return 1
    print("every catalog is complete and reviewed")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["generate", "pot", "update", "check"])
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--po", default=os.path.join(here, "po"))
    parser.add_argument("--numbers", default=os.path.join(here, "core", "number_words"))
    parser.add_argument("--out")
    args = parser.parse_args()
    try:
        if args.command == "generate":
            if not args.out:
                parser.error("generate needs --out")
            generate(args)
        elif args.command == "pot":
            pot(args)
        elif args.command == "update":
            update(args)
        else:
            return check(args)
    except CatalogError as e:  # "file:line: error: why", as a compiler writes it
        sys.exit(str(e))
    return 0


if __name__ == "__main__":
    sys.exit(main())
