"""Parsed YAML kept on disk: a document read back is the parsed one, positions and shared aliases
included; only what parsed is kept; a damaged, missing or unwritable cache costs a parse, nothing else."""

from __future__ import annotations

import subprocess
import sys
import textwrap
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
