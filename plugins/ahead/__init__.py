"""The built-in games' blocks and expressions written ahead of time (see :mod:`regla.engine.ahead`).

``blocks_<game>.py`` holds a factory for every block and expression source the game's data gives under
each of its editions, variants and house rules, at every player count. A wheel compiles these modules to machine
code with the engine's; the game's plugin offers them through ``regla_compiled_blocks``. They are
written again by ``python -m regla_plugins.ahead`` whenever the data or the engine's code generation
changes (a test says when): until then the changed blocks are compiled at load, as a mod's are.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any


def factories(module: str) -> dict[str, Any]:
    """The factories of ``blocks_<module>.py``."""
    found: dict[str, Any] = import_module(f"{__name__}.blocks_{module}").FACTORIES
    return found
