"""Editable installs: import ``regla`` from this checkout's core/ and ``regla_plugins`` from plugins/.

The wheel renames core/ to regla/ and plugins/ to regla_plugins/; an editable install cannot rename
folders, so a meta-path finder maps the two import names onto the checkout instead. Only an editable
install puts this folder on ``sys.path`` (see ``hatch_hook.py``); a normal wheel never contains it.
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

_CHECKOUT = Path(__file__).resolve().parents[2]
_PACKAGES = {"regla": _CHECKOUT / "core", "regla_plugins": _CHECKOUT / "plugins"}


class CheckoutFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, name: str, path: Any = None, target: ModuleType | None = None) -> Any:
        folder = _PACKAGES.get(name)
        if folder is None:
            return None
        return importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])


def install() -> None:
    if not any(isinstance(f, CheckoutFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, CheckoutFinder())


install()
