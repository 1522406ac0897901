"""core/ is laid out by job and its imports flow one way: no cycles, no layer reaching above itself.

Imports inside ``if TYPE_CHECKING:`` are annotations only and do not count; imports inside functions do.
"""

from __future__ import annotations

import ast
from pathlib import Path

CORE = Path(__file__).resolve().parent.parent / "core"

# A module may import its own subpackage and any lower rank, never a higher one: the rules engine knows
# no data file, the data no mod, mods no plugin manager, and so on up to the command line.
RANK = {"errors": 0, "hookspecs": 0, "hookresults": 0, "engine": 1, "data": 2, "mods": 3, "plugins": 4,
        "stamps": 5, "editions": 5, "text": 5, "api": 6, "replays": 6, "bots": 7, "lab": 8, "adapters": 8,
        "modkit": 8, "web": 9, "cli": 10, "__init__": 11, "__main__": 11}


def module_name(path: Path) -> str:
    parts = ["regla", *path.relative_to(CORE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in CORE.rglob("*.py") if "_build" not in p.parts}


def absolute(package: list[str], node: ast.ImportFrom) -> str:
    """The absolute module an import names (relative imports resolved against ``package``)."""
    if node.level == 0:
        return node.module or ""
    base = package[: len(package) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def runtime_imports(path: Path, name: str | None = None) -> set[str]:
    """What the module in ``path`` (named ``name``, else by its place in core/) imports when it runs."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = (name or module_name(path)).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")
                   for n in ast.walk(node)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.startswith("regla"))
        elif isinstance(node, ast.ImportFrom):
            module = absolute(package, node)
            if module.split(".")[0] == "regla":
                found.update(f"{module}.{a.name}" if f"{module}.{a.name}" in MODULES else module
                             for a in node.names)
    return found


def graph() -> dict[str, set[str]]:
    return {name: {m for m in runtime_imports(path) if m in MODULES and m != name}
            for name, path in MODULES.items()}


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The groups of nodes that reach each other (Tarjan's strongly connected components of two or more)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in edges.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycles() -> None:
    found = cycles(graph())
    assert not found, f"import cycles: {found}"


def test_no_two_layers_need_each_other() -> None:
    # modules may each import one way only and still tie two subpackages together; layers of one rank too
    layers: dict[str, set[str]] = {}
    for module, imported in graph().items():
        layers.setdefault(layer(module), set()).update(layer(t) for t in imported if layer(t) != layer(module))
    found = cycles(layers)
    assert not found, f"subpackages that import each other: {found}"


def test_the_cycle_check_sees_a_cycle_through_three() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_layers_import_downwards_only() -> None:
    wrong = []
    for module, imported in graph().items():
        for target in imported:
            here, there = layer(module), layer(target)
            if here != there and RANK[there] > RANK[here]:
                wrong.append(f"{module} imports {target}")
    assert not wrong, "\n".join(sorted(wrong))


def test_every_subpackage_has_a_known_rank() -> None:
    assert {layer(m) for m in graph()} <= set(RANK)


def test_the_layer_check_sees_an_upward_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..cli import x\n"
                      "def f():\n    from ..api import load\n", encoding="utf-8")
    assert runtime_imports(sample, "regla.engine.sample") == {"regla.api"}


def test_the_installed_package_tells_type_checkers_it_is_typed() -> None:
    # without the marker, mypy skips an installed regla and every embedder's call is typed Any
    from importlib.resources import files

    assert files("regla").joinpath("py.typed").is_file()
