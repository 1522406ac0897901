"""Where the shipped data lives: inside the installed package, or beside core/ in a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_root() -> Path:
    """The directory holding ``cards/``, ``boards/`` and ``locales/``."""
    installed = _PACKAGE / "data"
    return installed if installed.is_dir() else _PACKAGE.parent


def data_path(*parts: str) -> Path:
    return data_root().joinpath(*parts)
