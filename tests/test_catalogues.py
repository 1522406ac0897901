"""The catalogues: templates current with the sources, every language complete, and card texts pinned.

- locales/<domain>.pot must equal a fresh extraction (run ``python -m regla.cli.catalogues extract``);
- each language's catalogue translates every message of the template, with no fuzzy entries, the msgid's
  placeholders and the Plural-Forms header of ECOSYSTEM.md;
- golden snapshots (tests/golden/cards-<locale>.txt) pin card texts rendered with the counts 1, 2 and 5 in
  every language; regenerate them with ``REGLA_UPDATE_GOLDEN=1 pytest tests/test_catalogues.py``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
import regla
from babel.messages.pofile import read_po
from regla.cli import catalogues
from regla.cli.catalogues import check, domains, extract, render_pot
from regla.text.cards import card_lines
from regla.text.i18n import texts_for
from regla.text.i18n.catalog import resolve_locale

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
GOLDEN = Path(__file__).resolve().parent / "golden"
PLURAL_FORMS = {
    "ko": "nplurals=1; plural=0;",
    "pt_BR": "nplurals=2; plural=(n > 1);",
    "he": "nplurals=3; plural=(n == 1 ? 0 : n == 2 ? 1 : 2);",
    "hu": "nplurals=2; plural=(n != 1);",
}
DOMAINS = sorted(domains(ROOT))
# every game is in every language of the program
CATALOGUES = [(lang, domain) for lang in PLURAL_FORMS for domain in DOMAINS]


def _key(message: Any) -> tuple[str, str | None]:
    msgid = message.id[0] if isinstance(message.id, tuple) else message.id
    return msgid, message.context


# -- templates --------------------------------------------------------------------------------------
@pytest.mark.parametrize("domain", DOMAINS)
def test_the_committed_template_equals_a_fresh_extraction(domain: str) -> None:
    committed = (LOCALES / f"{domain}.pot").read_text(encoding="utf-8")
    fresh = render_pot(extract(domain, root=ROOT))
    assert committed == fresh, (f"locales/{domain}.pot is stale: run "
                                f"`python -m regla.cli.catalogues extract` and commit it")


def test_the_game_template_holds_every_text_of_the_rule_reference() -> None:
    with (LOCALES / "el-grande.pot").open("rb") as fp:
        keys = {_key(m) for m in read_po(fp) if m.id}
    reference = regla.load().texts.reference
    assert reference is not None
    expected = {(reference.title, "rules")}
    for section in reference.sections:
        context = f"rules:{section.id}"
        expected.add((section.title, context))
        for item in section.content:
            paragraphs = [p for ps in item.explain.values() for p in ps] if hasattr(item, "block") else [item]
            expected.update(((p.text or p.one), context) for p in paragraphs)
    assert expected - keys == set()


# -- each language ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("lang", "domain"), CATALOGUES)
def test_the_catalogue_translates_every_message_of_the_template(lang: str, domain: str) -> None:
    po = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
    assert po.is_file(), f"{po.relative_to(ROOT)} is missing"
    with (LOCALES / f"{domain}.pot").open("rb") as fp:
        template = {_key(m) for m in read_po(fp) if m.id}
    with po.open("rb") as fp:
        catalog = read_po(fp)
    present = {_key(m) for m in catalog if m.id}
    missing = sorted(template - present, key=str)
    assert not missing, f"{len(missing)} messages of the template are not in {po.name}, e.g. {missing[:5]}"
    assert check(po) == []
    wrong_forms = [_key(m) for m in catalog if m.id and isinstance(m.id, tuple)
                   and len(m.string) != catalog.num_plurals]
    assert not wrong_forms, f"plural messages without {catalog.num_plurals} forms: {wrong_forms[:5]}"


@pytest.mark.parametrize(("lang", "domain"), CATALOGUES)
def test_the_catalogue_has_the_plural_forms_of_its_language(lang: str, domain: str) -> None:
    text = (LOCALES / lang / "LC_MESSAGES" / f"{domain}.po").read_text(encoding="utf-8")
    headers = re.findall(r'^"Plural-Forms: (.*?)\\n"$', text, re.MULTILINE)
    assert headers == [PLURAL_FORMS[lang]]


# a Korean particle whose form follows the word before it (은/는, 이/가, 을/를, 과/와, (으)로, (이)나, 아/야,
# (이)랑), standing bare after a value, maybe with 는, 도 or 만 after it: "{newest}를", "{option}과는"
BARE_PARTICLE = re.compile(r"\{[^{}:]*\}(?:이랑|랑|으로|로|이나|나|은|는|이|가|을|를|과|와|아|야)"
                           r"(?:[는도만])?(?![가-힣(])")


@pytest.mark.parametrize("domain", DOMAINS)
def test_korean_particles_after_a_value_follow_the_value(domain: str) -> None:
    """After a placeholder a particle is written ``{x:을}`` (its form chosen by the value's last syllable:
    "형식 2~3을", "--auto와"), or as both forms, ``{x}을(를)``; a bare one is right for half the values."""
    with (LOCALES / "ko" / "LC_MESSAGES" / f"{domain}.po").open("rb") as fp:
        catalog = read_po(fp)
    bare = [(_key(m)[0][:60], hit.group(0)) for m in catalog if m.id
            for text in (m.string if isinstance(m.string, tuple | list) else [m.string])
            for hit in BARE_PARTICLE.finditer(text or "")]
    assert not bare, f"write these particles as {{x:을}}: {bare[:5]}"


def test_hungarian_says_kor_for_a_round_everywhere() -> None:
    """The glossary (a round: kör) holds in every Hungarian catalogue: "forduló" would be a second word
    for the same round ("előforduló", occurring, is another word)."""
    found = []
    for po in sorted((LOCALES / "hu" / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as fp:
            found += [(po.name, _key(m)) for m in read_po(fp) if m.id
                      for text in (m.string if isinstance(m.string, tuple | list) else [m.string])
                      if re.search(r"\bforduló", text or "", re.IGNORECASE)]
    assert not found, found


# -- golden card texts ------------------------------------------------------------------------------
GOLDEN_CARDS = ("place-two-anywhere", "opponents-return-three-court", "the-court", "secret-return-two")
COUNTS = (1, 2, 5)


def _renumbered(node: Any, n: int) -> Any:
    """``node`` with every count (and the supply's ``need``) set to ``n``."""
    if isinstance(node, list):
        return [_renumbered(item, n) for item in node]
    if isinstance(node, dict):
        return {k: n if k in ("count", "need") and isinstance(v, int) else _renumbered(v, n)
                for k, v in node.items()}
    return node


class Counts:
    """A plugin whose overlay gives the golden cards ``n`` as every number (placement included)."""

    def __init__(self, n: int, specials: dict[str, Any]):
        self.n, self.specials = n, specials

    @regla.hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "other", "description": f"golden card counts {self.n}"}

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any]:
        return {"cards": {card: {"props": {"place": self.n}, "special": _renumbered(special, self.n)}
                          for card, special in self.specials.items()}}


def render_golden(locale: str) -> str:
    base = regla.load()
    specials = {card: base.cards[card].special for card in GOLDEN_CARDS}
    domains = [("el-grande", LOCALES)]
    texts = texts_for(locale, domains)
    out = []
    for n in COUNTS:
        plugin = Counts(n, specials)
        ruleset = regla.load(extra_plugins=((f"golden-{n}", plugin),))
        for card in GOLDEN_CARDS:
            out.append(f"[{card} n={n}] {texts.raw('card', ruleset.cards[card].name)}")
            out += [f"  {line}" for line in card_lines(ruleset, card, texts)]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("locale", ["en", *PLURAL_FORMS])
def test_card_texts_with_counts_1_2_5_match_the_golden_snapshot(locale: str) -> None:
    golden = GOLDEN / f"cards-{locale}.txt"
    rendered = render_golden(locale)
    if os.environ.get("REGLA_UPDATE_GOLDEN") == "1":
        GOLDEN.mkdir(exist_ok=True)
        golden.write_text(rendered, encoding="utf-8")
    assert golden.is_file(), f"no golden snapshot {golden.name}: generate it with REGLA_UPDATE_GOLDEN=1"
    assert rendered == golden.read_text(encoding="utf-8")


# -- a catalogue with a mistake ---------------------------------------------------------------------
def test_a_stray_brace_is_a_problem_at_its_line_and_the_game_says_that_text_as_before(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner
    from regla.cli.main import cli

    po = tmp_path / "ko" / "LC_MESSAGES" / "el-grande.po"
    po.parent.mkdir(parents=True)
    text = (LOCALES / "ko" / "LC_MESSAGES" / "el-grande.po").read_text(encoding="utf-8")
    # a card's sentence, filled in with its count wherever the rules show it
    sentence = 'msgstr[0] "자신의 '
    line = text.count("\n", 0, text.index(sentence)) + 1
    po.write_text(text.replace(sentence, sentence.replace('"', '"{ '), 1), encoding="utf-8")
    [problem] = check(po)
    assert str(problem).startswith(f"{po}:{line}:1: a brace in '{{ 자신의 ")
    monkeypatch.setenv("REGLA_LOCALE_PATH", str(tmp_path))
    shown = CliRunner().invoke(cli, ["rules", "--locale", "ko"])
    assert shown.exit_code == 0, shown.output
    # the installed catalogue's translation stands in for the broken one
    assert "{ 자신의" not in shown.output and "자신의 " in shown.output


@pytest.mark.parametrize("command", ["extract", "update", "check"])
def test_the_catalogue_tool_refuses_an_installed_copy(command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    # an installed regla keeps its data in the package: extracting there would find no sources
    (tmp_path / "locales").mkdir()
    monkeypatch.setattr(catalogues, "data_root", lambda: tmp_path)
    assert catalogues.main([command]) == 2
    assert "editable mode" in capsys.readouterr().err
    assert list((tmp_path / "locales").iterdir()) == []


def test_a_catalogue_added_or_taken_away_is_seen_at_once(tmp_path: Path) -> None:
    # the directories' listings are kept between look-ups: a change made within one tick of the file
    # system's clock must still be seen
    (tmp_path / "eo" / "LC_MESSAGES").mkdir(parents=True)
    assert resolve_locale("eo", [tmp_path])[0] == "eo"
    assert resolve_locale("tlh", [tmp_path])[0] == "en"
    (tmp_path / "tlh" / "LC_MESSAGES").mkdir(parents=True)
    assert resolve_locale("tlh", [tmp_path])[0] == "tlh"
    (tmp_path / "tlh" / "LC_MESSAGES").rmdir()
    (tmp_path / "tlh").rmdir()
    assert resolve_locale("tlh", [tmp_path])[0] == "en"
