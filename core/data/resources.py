"""Where the shipped data lives: inside the installed package, or beside core/ in a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


def data_root() -> Path:
    """The directory holding ``cards/``, ``boards/`` and ``locales/``: the checkout when running from
    one (core/ beside pyproject.toml), else the copy the wheel installs inside the package."""
    checkout = _PACKAGE.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "boards").is_dir():
        return checkout
    return _PACKAGE / "share"


def data_path(*parts: str) -> Path:
    return data_root().joinpath(*parts)
