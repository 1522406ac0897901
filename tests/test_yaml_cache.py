"""Parsed YAML kept on disk: a document read back is the parsed one, positions and shared aliases
included; only what parsed is kept; a damaged, missing or unwritable cache costs a parse, nothing else."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
import warnings
from pathlib import Path
from typing import Any

import pytest
from regla.data import yamlcache
from regla.data.yamlio import read_yaml
from regla.errors import DataError
from ruamel.yaml.comments import CommentedMap, CommentedSeq

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = sorted([*ROOT.glob("boards/*/*.yaml"), *ROOT.glob("cards/*/*.yaml"), *ROOT.glob("examples/**/*.yaml")])


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("REGLA_CACHE_DIR", str(folder))
    return folder


def shape(node: Any, seen: dict[int, int]) -> Any:
    """Everything a reader of a document can see: types, order, values, every position, and which
    containers are one and the same object (an alias)."""
    if isinstance(node, CommentedMap | CommentedSeq):
        if id(node) in seen:
            return ("same as", seen[id(node)])
        seen[id(node)] = len(seen)
        lc = node.lc
        positions = dict(lc.data or {})
        items = list(node.items()) if isinstance(node, CommentedMap) else list(enumerate(node))
        return (type(node).__name__, lc.line, lc.col,
                [(type(k).__name__, k, positions.get(k), shape(v, seen)) for k, v in items])
    return (type(node).__name__, node)


def test_every_shipped_file_reads_back_from_the_cache_as_parsed(cache: Path) -> None:
    assert len(SHIPPED) > 15
    for path in SHIPPED:
        text = path.read_text(encoding="utf-8")
        parsed = read_yaml(str(path), text)
        kept = yamlcache.cached(text)
        assert shape(kept, {}) == shape(parsed, {}), path
    assert len(list(cache.glob("*.json"))) == len({p.read_text(encoding="utf-8") for p in SHIPPED})


def test_aliases_stay_one_object_and_folded_text_stays_folded(cache: Path) -> None:
    text = textwrap.dedent("""
        base: &where {tags: [region]}
        moves: [{from: *where}, {from: *where}]
        text: >
          folded
          lines
        count: 0x1f
    """)
    read_yaml("aliases.yaml", text)
    kept = yamlcache.cached(text)
    assert kept["moves"][0]["from"] is kept["moves"][1]["from"] is kept["base"]
    assert type(kept["text"]).__name__ == "FoldedScalarString" and kept["text"] == "folded lines\n"
    assert kept["count"] == 31
    assert kept.lc.key("count") == (6, 0) and kept["moves"].lc.item(1) == (2, 24)


def test_a_mistake_is_reported_at_the_same_place_when_its_file_comes_from_the_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod = tmp_path / "small"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: small\nname: Small\nversion: 1.0.0\ngame: el-grande\ncards: [cards.yaml]\n",
                                  encoding="utf-8")
    (mod / "cards.yaml").write_text(textwrap.dedent("""
        cards:
          - id: one
            deck: deck-9
            name: One
            special:
              - mvoe: {}
    """).lstrip(), encoding="utf-8")
    environment = {"REGLA_CACHE_DIR": str(tmp_path / "cache"), "REGLA_MODS": "", "LANGUAGE": "en",
                   "PATH": "/usr/bin:/bin"}

    def check() -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "regla", "mod", "check", str(mod)], env=environment,
                              capture_output=True, text=True, timeout=120)

    first, second = check(), check()
    assert first.returncode == second.returncode == 1
    assert f"{mod / 'cards.yaml'}:3:5: unknown deck 'deck-9'" in first.stdout + first.stderr
    assert (second.stdout, second.stderr) == (first.stdout, first.stderr)
    # the second run had the cards file kept by the first
    monkeypatch.setenv("REGLA_CACHE_DIR", environment["REGLA_CACHE_DIR"])
    assert yamlcache.cached((mod / "cards.yaml").read_text(encoding="utf-8"))["cards"][0]["deck"] == "deck-9"


def test_a_refused_document_is_not_kept(cache: Path) -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 10)}]\n" for i in range(6))
    with pytest.raises(DataError):
        read_yaml("bomb.yaml", bomb)
    assert not cache.exists() or not list(cache.glob("*.json"))
    with pytest.raises(LookupError):
        yamlcache.cached(bomb)


def test_a_damaged_entry_is_parsed_again_and_mended(cache: Path) -> None:
    text = "id: x\nitems: [1, 2, {a: b}]\n"
    parsed = read_yaml("x.yaml", text)
    [entry] = cache.glob("*.json")
    for damage in (b"", b"{not json", b"[0, 1, 2, [\"a\"]]", b"[9, 9]", b"\xff\xfe"):
        entry.write_bytes(damage)
        assert shape(read_yaml("x.yaml", text), {}) == shape(parsed, {})
        assert shape(yamlcache.cached(text), {}) == shape(parsed, {})


def test_without_a_usable_folder_documents_are_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = "id: y\nnames: [a, b]\n"
    monkeypatch.setenv("REGLA_CACHE_DIR", "")
    assert read_yaml("y.yaml", text)["names"] == ["a", "b"]
    with pytest.raises(LookupError):
        yamlcache.cached(text)
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("REGLA_CACHE_DIR", str(blocked))
    assert read_yaml("y.yaml", text)["names"] == ["a", "b"]
    assert blocked.read_text(encoding="utf-8") == "not a folder"
    monkeypatch.delenv("REGLA_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert yamlcache.folder() == tmp_path / "xdg" / "regla" / "yaml"


def test_the_cache_keeps_a_bounded_number_of_entries(cache: Path) -> None:
    for i in range(yamlcache.MAX_ENTRIES + 5):
        read_yaml("n.yaml", f"n: {i}\n")
    assert len(list(cache.glob("*.json"))) == yamlcache.MAX_ENTRIES
    assert yamlcache.cached(f"n: {yamlcache.MAX_ENTRIES + 4}\n")["n"] == yamlcache.MAX_ENTRIES + 4


def test_only_its_own_entries_are_ever_removed(cache: Path) -> None:
    cache.mkdir()
    mine = [cache / f"report-{i}.json" for i in range(yamlcache.MAX_ENTRIES + 20)]
    for path in mine:
        path.write_text("{}", encoding="utf-8")
    stale = cache / "regla-leftover.part"
    stale.write_text("half", encoding="utf-8")
    os.utime(stale, (time.time() - 7200, time.time() - 7200))
    fresh = cache / "regla-writing.part"
    fresh.write_text("half", encoding="utf-8")
    read_yaml("z.yaml", "z: 1\n")
    assert all(path.exists() for path in mine) and fresh.exists() and not stale.exists()


def test_the_entry_read_last_is_the_last_to_go(cache: Path) -> None:
    read_yaml("first.yaml", "first: 1\n")
    [first] = cache.glob("*.json")
    os.utime(first, (time.time() - 3600, time.time() - 3600))
    for i in range(yamlcache.MAX_ENTRIES - 2):
        read_yaml("n.yaml", f"n: {i}\n")
    os.utime(next(p for p in cache.glob("*.json") if p != first), (time.time() - 7200, time.time() - 7200))
    assert yamlcache.cached("first: 1\n") == {"first": 1}  # read: used again now
    read_yaml("m.yaml", "m: 1\n")
    read_yaml("m.yaml", "m: 2\n")
    assert first.exists() and len(list(cache.glob("*.json"))) == yamlcache.MAX_ENTRIES


def test_a_long_text_an_alias_repeats_is_kept_once(cache: Path) -> None:
    lines = "".join(f"  line {i} {'x' * 100}\n" for i in range(400))
    text = "s: &s |\n" + lines + "l: [" + ", ".join(["*s"] * 200) + "]\n"
    parsed = read_yaml("long.yaml", text)
    [entry] = cache.glob("*.json")
    assert entry.stat().st_size < 2 * len(text)
    kept = yamlcache.cached(text)
    assert shape(kept, {}) == shape(parsed, {}) and kept["l"][199] is kept["s"]


FORGED = {
    "a position that is no position": '[0, "a", 0, []]',
    "a short position": '[0, 0, 0, ["k", [1, 2], 1]]',
    "an alias to itself": '[1, 0, 0, [[0, 0], [2, 0]]]',
    "an alias before anything": '[1, 0, 0, [[0, 0], [2, -1]]]',
    "a scalar of another kind": '[0, 0, 0, ["k", null, [3, ["ScalarInt", "12"]]]]',
    "no such node": '[0, 0, 0, ["k", null, [7, 1]]]',
    "an integer no parse makes": '[0, 0, 0, ["k", null, 123456789012345678901234567890]]',
    "a shared integer no parse makes": '[0, 0, 0, ["k", null, [3, ["ScalarInt", 123456789012345678901234567890]]]]',
}


@pytest.mark.parametrize("damage", sorted(FORGED))
def test_a_forged_entry_is_parsed_again(cache: Path, damage: str) -> None:
    text = f"k: v\n# {damage}\n"
    parsed = read_yaml("f.yaml", text)
    [entry] = cache.glob("*.json")
    entry.write_text(FORGED[damage], encoding="utf-8")
    with pytest.raises(LookupError):
        yamlcache.cached(text)
    assert shape(read_yaml("f.yaml", text), {}) == shape(parsed, {})


def test_an_entry_that_multiplies_past_the_bounds_is_refused(cache: Path) -> None:
    # nine levels, each a list of a new level and eight aliases of it: 9**9 nodes from a few hundred bytes
    made = 0

    def level(depth: int) -> list[object]:
        nonlocal made
        made += 1  # containers are numbered as they are met, the outer before the inner
        if depth == 0:
            return [1, 0, 0, [None, "x"] * 9]
        inner_number = made
        return [1, 0, 0, [None, level(depth - 1), *[None, [2, inner_number]] * 8]]

    text = "bomb: [x]\n"
    read_yaml("b.yaml", text)
    [entry] = cache.glob("*.json")
    entry.write_text(json.dumps(level(9)), encoding="utf-8")
    with pytest.raises(LookupError):
        yamlcache.cached(text)
    assert read_yaml("b.yaml", text) == {"bomb": ["x"]}


def test_a_pipe_in_place_of_an_entry_does_not_block(cache: Path) -> None:
    text = "p: 1\n"
    read_yaml("p.yaml", text)
    [entry] = cache.glob("*.json")
    entry.unlink()
    os.mkfifo(entry)
    assert read_yaml("p.yaml", text) == {"p": 1}


def test_only_yaml_files_are_kept_and_parser_warnings_stay_quiet(cache: Path) -> None:
    read_yaml("save.json", '{"rng": 12345}')
    assert not cache.exists() or not list(cache.glob("*.json"))
    twice = "a: &m {x: 1}\nb: &m {y: 2}\nc: *m\n"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        cold = read_yaml("twice.yaml", twice)
        warm = read_yaml("twice.yaml", twice)
    assert cold["c"] == warm["c"] == {"y": 2}
