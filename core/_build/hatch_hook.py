"""The wheel's build hook: the engine's hot modules compiled, and the editable install's finder.

A wheel carries the engine's busiest modules twice: as their Python sources and compiled by Cython
from those same sources into extension modules, which Python imports in preference. So it does the
built-in games' blocks written ahead of time (``regla_plugins.ahead``). Cython runs with
annotation typing off, so an annotation never becomes a C type: ``n: int`` still lets a program's 1.5
reach the check that refuses it, as in Python, rather than truncating it to 1. Where Cython or a C
compiler is missing, or ``REGLA_PURE_PYTHON`` is set, the wheel is pure Python: the same games, slower.

An editable install is never compiled (an extension built from a file would outlive its edits). It
gets the finder in ``regla_editable.py`` instead: ``dev-mode-dirs`` puts this folder on ``sys.path``
and the ``.pth`` added here imports it at start-up (hatchling cannot rename core/ to regla/ in place).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

COMPILED = (
    "engine/vm.py", "engine/game.py", "engine/values.py", "engine/bounds.py", "engine/rng.py",
    "engine/limits.py", "engine/scoring.py", "engine/ops/pieces.py", "engine/ops/places.py",
    "engine/ops/scoring.py", "engine/ops/cards.py", "engine/ops/tokens.py", "engine/ops/held.py",
    "engine/ops/flow.py", "engine/functions/lists.py", "engine/functions/cards.py",
    "engine/functions/board.py", "lab/simulate.py", "lab/invariants.py",
)
"""The modules a game's play runs through, relative to core/ (the package ``regla``)."""

AHEAD = "ahead/blocks_*.py"
"""The built-in games' blocks written ahead of time, relative to plugins/ (the package ``regla_plugins``)."""


def compile_modules(root: Path, work: Path) -> dict[str, str]:
    """Compile :data:`COMPILED` and :data:`AHEAD` into ``work``; return each built file with its path
    inside the wheel."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    # the largest first: the modules are compiled side by side, and those take longest
    ahead = sorted((root / "plugins").glob(AHEAD), key=lambda path: -path.stat().st_size)
    sources = {f"regla_plugins.ahead.{path.stem}": path for path in ahead}
    sources.update({f"regla.{name.removesuffix('.py').replace('/', '.')}": root / "core" / name for name in COMPILED})
    # no debugging symbols: they would make the extension modules several times their size
    flags = ["-g0"] if os.name == "posix" else []
    extensions = [Extension(name, [str(path)], extra_compile_args=flags) for name, path in sources.items()]
    # the C files go to the work folder, never beside the sources; Cython finds a module's declarations
    # (its .pxd) by the module's name, so they are laid out there under the package's name too
    declarations = work / "declarations"
    for pxd in (root / "core").rglob("*.pxd"):
        target = declarations / "regla" / pxd.relative_to(root / "core")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(pxd, target)
    modules = cythonize(extensions, build_dir=str(work / "c"), quiet=True, language_level=3,
                        include_path=[str(declarations)],
                        compiler_directives={"annotation_typing": False, "binding": True})
    command = build_ext(Distribution({"name": "regla", "ext_modules": modules}))
    command.build_lib = str(work / "lib")
    command.build_temp = str(work / "temp")
    command.parallel = os.cpu_count() or 1
    command.ensure_finalized()
    command.run()
    built = {}
    for module in modules:
        path = Path(command.get_ext_fullpath(module.name))
        built[str(path)] = path.relative_to(work / "lib").as_posix()
    return built


class ReglaBuildHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version == "editable":
            build_data["force_include_editable"]["core/_build/regla_editable.pth"] = "regla_editable.pth"
            return
        if os.environ.get("REGLA_PURE_PYTHON"):
            return
        self._work = Path(tempfile.mkdtemp(prefix="regla-build-"))
        try:
            built = compile_modules(Path(self.root), self._work)
        except Exception as exc:  # no Cython, no compiler, no headers: a pure wheel plays the same games
            print(f"regla: building a pure-Python wheel; the engine's modules were not compiled ({exc})",
                  file=sys.stderr)
            return
        build_data["force_include"].update(built)
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        work = getattr(self, "_work", None)
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
