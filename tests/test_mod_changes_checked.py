"""A mod's changes to the game's own cards, checked where the mod wrote them: a removal the rule reference
still needs is refused by loading and by ``regla mod check``, and a changed card's program is told
about like a card the mod adds (a misspelt name is not also a missing sentence, whose entry belongs in
the mod's texts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli

MANIFEST = "id: changer\nname: Changer\nversion: 0.1.0\ngame: el-grande\nchanges: changes.yaml\n"
# no card of the game moves from regions into regions only, one source at a time: no sentence tells it
UNTOLD = "{move: {from: {tags: [region]}, to: {tags: [region]}, count: 2, one_source: true}}"


def run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args), env={"REGLA_MODS": ""})


def mod_with(folder: Path, changes: str, manifest: str = MANIFEST, **files: str) -> Path:
    folder.mkdir(parents=True)
    for name, text in {"mod.yaml": manifest, "changes.yaml": changes, **files}.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def problems(mod: Path) -> list[str]:
    with pytest.raises(regla.DataError) as caught:
        regla.load("el-grande", regla.Selection(mods=(str(mod),)))
    return [str(p) for p in caught.value.problems]


def test_removing_a_card_the_rule_reference_names_is_refused_at_its_line(tmp_path: Path) -> None:
    for card in ("expulsion", "royal-adviser"):
        mod = mod_with(tmp_path / card, f"cards:\n  {card}: null\n")
        said = f"{mod / 'changes.yaml'}:2:3: the game needs card {card!r}: its rule reference names it, at "
        checked = run("mod", "check", str(mod))
        assert checked.exit_code == 1 and checked.output.startswith(said), checked.output
        assert "reference.yaml:" in checked.output
        [problem] = problems(mod)
        assert problem.startswith(said)
    # a card the reference does not name may go, and the rules are shown without it
    free = mod_with(tmp_path / "free", "cards:\n  move-three-opponents: null\n")
    assert run("mod", "check", str(free)).exit_code == 0
    shown = run("rules", "--mod", str(free), "--format", "text")
    assert shown.exit_code == 0, shown.output


def test_a_changed_card_with_a_misspelt_tag_is_not_also_told_to_lack_a_sentence(tmp_path: Path) -> None:
    mod = mod_with(tmp_path / "typo", "cards:\n  place-two-anywhere: {special: [" + UNTOLD.replace(
        "from: {tags: [region]}", "from: {tags: [regoin]}") + "]}\n")
    found = problems(mod)
    assert [p.split(": ", 1)[1] for p in found] == ["unknown area tag 'regoin'; did you mean 'region'?"], found


def test_a_changed_cards_missing_sentence_belongs_in_the_mods_texts(tmp_path: Path) -> None:
    changes = "cards:\n  place-two-anywhere: {special: [" + UNTOLD + "]}\n"
    bare = mod_with(tmp_path / "bare", changes)
    [problem] = problems(bare)
    assert problem.startswith(f"{bare / 'changes.yaml'}:2:")
    assert "under 'specials' in a texts file listed under 'texts' in mod.yaml: - does: " in problem, problem
    worded = mod_with(tmp_path / "worded", changes, MANIFEST + "texts: [my-texts.yaml]\n",
                      **{"my-texts.yaml": "specials: []\n"})
    [problem] = problems(worded)
    assert "under 'specials' in my-texts.yaml: - does: " in problem, problem
