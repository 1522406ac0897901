"""The rule reference (``regla rules``): complete in every format, isolated for right-to-left languages,
computed from the data (worked examples by the engine), and following the rules in force."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli
from regla.cli.rules_cmd import visual
from regla.cli.textutil import game_texts
from regla.errors import DataError
from regla.text.reference.build import build_reference
from regla.text.reference.document import Document, Table

FORMATS = ("text", "md", "html")
LOCALES = ("en", "ko", "pt_BR", "he", "hu")
FSI, PDI = "\u2068", "\u2069"


@cache
def rules(*args: str) -> str:
    result = CliRunner().invoke(cli, ["rules", *args])
    assert result.exit_code == 0, result.output
    return result.output


@cache
def document(locale: str = "en", isolate: str = "none", edition: str | None = None) -> Document:
    selection = regla.Selection(edition=edition)
    ruleset = regla.load(selection=selection)
    return build_reference(ruleset, game_texts(ruleset, locale, isolate), regla.load, selection)


def _isolation(locale: str, fmt: str) -> str:
    return "html" if fmt == "html" else "text" if locale == "he" else "none"


# -- complete in every format -----------------------------------------------------------------------
@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_section_and_every_card_appears(fmt: str, locale: str) -> None:
    out = rules("--locale", locale, "--format", fmt, "--bidi", "off")
    doc = document(locale, _isolation(locale, fmt))
    reference = regla.load().texts.reference
    assert reference is not None
    assert [s.id for s in doc.sections] == [s.id for s in reference.sections]
    for section in doc.sections:
        assert section.title in out, section.id
        if fmt == "html":
            assert f'<section id="{section.id}">' in out and f'href="#{section.id}"' in out
        if fmt == "md":
            assert f'<a id="{section.id}"></a>' in out and f"(#{section.id})" in out
    marker = {"text": "[{}]", "md": "`{}`", "html": 'id="item-{}"'}[fmt]
    for card_id in regla.load().cards:
        assert marker.format(card_id) in out, card_id


def test_the_translated_reference_is_not_english() -> None:
    english = document().title
    for locale in LOCALES[1:]:
        assert document(locale).title != english, locale


# -- HTML -------------------------------------------------------------------------------------------
def test_html_is_one_page_with_language_direction_and_isolated_values() -> None:
    page = rules("--locale", "he", "--format", "html")
    assert page.startswith("<!DOCTYPE html>")
    assert '<html lang="he" dir="rtl">' in page
    assert '<meta charset="utf-8">' in page and "<style>" in page and "<nav" in page
    assert not re.search(r"<script|<link|<img|src=|https?://|url\(", page)
    assert page.count("<bdi>") > 200
    assert "<td><bdi>4/2/0</bdi></td>" in page
    assert "<bdi>El Grande</bdi>" in page
    assert '<html lang="en" dir="ltr">' in rules("--format", "html")
    assert '<html lang="pt-BR" dir="ltr">' in rules("--locale", "pt_BR", "--format", "html")


def test_every_number_of_a_table_is_isolated_in_html() -> None:
    page = rules("--locale", "he", "--format", "html")
    cells = re.findall(r"<td>(.*?)</td>", page)
    assert cells
    assert all(not re.search(r"\d", re.sub(r"<bdi>.*?</bdi>", "", cell)) for cell in cells)


# -- text and bidi ----------------------------------------------------------------------------------
def test_hebrew_text_is_isolated_and_not_reordered_when_piped() -> None:
    logical = rules("--locale", "he", "--bidi", "off")
    assert FSI in logical and PDI in logical
    assert rules("--locale", "he") == logical  # auto: piped output is never reordered
    assert f"{FSI}El Grande{PDI}" in logical.splitlines()[0]


def test_bidi_on_reorders_for_terminals_and_drops_the_isolates() -> None:
    logical = rules("--locale", "he", "--bidi", "off")
    shown = rules("--locale", "he", "--bidi", "on")
    assert shown != logical and FSI not in shown and PDI not in shown
    assert shown == visual(logical)
    first = shown.splitlines()[0]
    assert "El Grande" in first and first.rstrip().endswith("El Grande")  # the name is last seen from the left


def test_left_to_right_text_has_no_isolates() -> None:
    for locale in ("en", "ko", "pt_BR", "hu"):
        out = rules("--locale", locale)
        assert FSI not in out and PDI not in out


def test_output_file(tmp_path: Any) -> None:
    target = tmp_path / "rules.md"
    result = CliRunner().invoke(cli, ["rules", "--format", "md", "-o", str(target)])
    assert result.exit_code == 0
    assert target.read_text(encoding="utf-8") == rules("--format", "md")


# -- Markdown ---------------------------------------------------------------------------------------
def test_markdown_looks_like_markdown() -> None:
    md = rules("--format", "md")
    lines = md.splitlines()
    assert lines[0].startswith("# ") and not lines[0].startswith("## ")
    anchors = set(re.findall(r'^<a id="([a-z0-9-]+)"></a>$', md, re.MULTILINE))
    links = re.findall(r"\]\(#([a-z0-9-]+)\)", md)
    assert links and set(links) == anchors
    assert all(re.match(r"^(<a id=\"[a-z0-9-]+\"></a>)$", line) for line in lines if line.startswith("<"))
    for i, line in enumerate(lines):
        if line.startswith("|") and (i == 0 or not lines[i - 1].startswith("|")):
            columns = line.count(" | ") + 1
            assert re.fullmatch(r"\|(---\|)+", lines[i + 1]) and lines[i + 1].count("---") == columns, line
    assert "| Galicia | 4/2/0 |" in md
    assert re.search(r"^#{2,4} \d+(\.\d+)*\. ", md, re.MULTILINE)


# -- computed from the data -------------------------------------------------------------------------
RULES_EXAMPLES = [  # RULES.md's worked examples, then the two- and three-player rank limits
    {"A": 3, "B": 3, "C": 3, "D": 1},
    {"A": 6, "B": 4, "C": 0, "D": 0},
    {"A": 4, "B": 2, "C": 0},
    {"A": 3, "B": 3, "C": 3, "D": 1},
    {"A": 4, "B": 4, "C": 0, "D": 0},
    {"A": 3, "B": 3, "C": 1, "D": 0},
    {"A": 4 + 2, "B": 2},
    {"A": 6 + 2, "B": 1, "C": 1},
    {"A": 7, "B": 0},
    {"A": 3, "B": 3, "C": 0},
]


def test_the_worked_examples_show_the_engines_numbers() -> None:
    section = next(s for s in document().sections if s.id == "scoring-examples")
    tables = [p for p in section.parts if isinstance(p, Table)]
    assert [{row[0]: int(row[2]) for row in t.rows} for t in tables] == RULES_EXAMPLES
    assert tables[6].rows[0][3] == "value 1 and King bonus"
    assert tables[7].rows[1][3] == "value 3 (tied)"


def test_tables_come_from_the_data() -> None:
    text = rules()
    ruleset = regla.load()
    for value, supply in ruleset.tables["power_supply"].items():
        assert re.search(rf"^  {value}\s+\| {supply}$", text, re.MULTILINE), value
    assert re.search(r"^  Cataluña\s+\| 4/2/1\s+\| Aragón and Valencia$", text, re.MULTILINE)
    assert "The remaining 21 caballeros of each colour" in text
    assert "There are 45 action cards, in 5 decks." in text


# -- the rules in force -----------------------------------------------------------------------------
def test_an_edition_changes_the_rendered_rules() -> None:
    classic, big_box = rules(), rules("--edition", "big-box")
    assert "The action cards nobody took this round leave the game." in classic
    assert "go face down under their own decks" not in classic
    assert "The action cards nobody took this round go face down under their own decks." in big_box
    assert "The action cards nobody took this round leave the game." not in big_box
    assert "Edition: Big Box (2016)." in big_box and "Edition: Classic (1995)." in classic
    assert "Nothing differs from the default rules." in classic
    assert "Nothing differs from the default rules." not in big_box
    assert "With the rules in force, only your opponents lose a caballero." in big_box
    assert "Big Box (2016) (in force)" in big_box


def test_a_variant_and_house_rules_change_the_rendered_rules() -> None:
    short = rules("--variant", "six-rounds")
    assert "The game lasts 6 rounds." in short and "The round marker skips rounds 1, 4, and 7" in short
    assert "The game lasts 9 rounds." in rules()
    catalonia = rules("--house-rule", "catalonia-420")
    assert re.search(r"^  Cataluña\s+\| 4/2/0 ", catalonia, re.MULTILINE)
    assert "Cataluña: values 4/2/1 → 4/2/0" in catalonia
    no_veto = rules("--house-rule", "no-veto")
    assert "* Veto (2 copies)  [veto]" in rules() and "  [veto]\n" not in no_veto
    assert re.search(r"^\d+\. The Veto$", rules(), re.MULTILINE)
    assert not re.search(r"^\d+\. The Veto$", no_veto, re.MULTILINE)
    assert "The start player of the first round is drawn at random." in rules("--house-rule", "random-first-player")


@pytest.mark.parametrize("args", [(), ("--edition", "big-box"), ("--house-rule", "gentle-supply")])
def test_the_supply_is_worded_as_the_rules_in_force_play_it(args: tuple[str, ...]) -> None:
    # only where a player may bring fewer caballeros does the reference say "up to", for the turn's
    # supply and for the court card, which brings its caballeros the same way
    selection = regla.Selection(edition=args[1] if args[:1] == ("--edition",) else None,
                                house_rules=(args[1],) if args[:1] == ("--house-rule",) else ())
    fewer = regla.load(selection=selection).options["supply_may_take_fewer"]
    text = rules(*args)
    said_fewer = "court: up to as many as your power card shows" in text
    said_all = "court: as many as your power card shows" in text
    assert (said_fewer, said_all) == (fewer, not fewer)
    court = "Bring up to 2 caballeros from your province to your court." if fewer else (
        "Bring 2 caballeros from your province to your court, as at the start of a turn")
    assert court in " ".join(text.split())


# -- errors say where -------------------------------------------------------------------------------
class BadReference:
    """Replaces the first section's content with one paragraph whose expression cannot be evaluated."""

    def __init__(self, content: list[dict[str, Any]]):
        self.content = content

    @regla.hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "other", "description": "a broken reference"}

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any]:
        sections = [s.model_dump(by_alias=True, exclude_defaults=True) for s in regla.load().texts.reference.sections]
        sections[0]["content"] = self.content
        return {"texts": {"reference.yaml": {"reference": {"sections": sections}}}}


@pytest.mark.parametrize(("content", "says"), [
    ([{"text": "{x}", "with": {"x": "no_such_name"}}], "no_such_name"),
    ([{"text": "{x}", "with": {"x": "len(("}}], "invalid expression"),
    ([{"block": "no-such-block"}], "unknown block 'no-such-block'"),
    ([{"block": "cards", "args": {"deck": "deck-1"}, "explain": {"nope": [{"text": "x"}]}}], "nope"),
    ([{"text": "{missing}"}], "cannot fill"),
])
def test_a_broken_reference_is_a_data_error_naming_the_file(content: list[dict[str, Any]], says: str) -> None:
    plugin = BadReference(content)
    ruleset = regla.load(extra_plugins=(("bad-reference", plugin),))
    with pytest.raises(DataError) as caught:
        build_reference(ruleset, game_texts(ruleset, "en"), regla.load)
    message = str(caught.value)
    assert re.search(r"reference\.yaml:\d+:\d+: ", message) and says in message, message
