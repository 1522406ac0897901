"""``regla mod pack``: a checked mod as the .zip that ``--mod`` takes, or as a wheel that pip installs.

Both are written member by member in a fixed order with fixed times, so the same mod always packs to
the same bytes. The wheel holds the mod's folder and a small module whose ``regla_mods`` hook points at
it, named in the ``regla.plugins`` entry-point group: installed, the mod is found by its id.
"""

from __future__ import annotations

import base64
import hashlib
import io
import re
import zipfile
from pathlib import Path

from packaging.version import Version

from ..data.files import write_atomic
from ..errors import UserError, Verbatim, cannot_write
from ..mods.content import files_of, read_member
from ..mods.source import Mod
from ..plugins import Selection
from .checks import check_mod

_EPOCH = (1980, 1, 1, 0, 0, 0)
_MODULE = """{title}

from pathlib import Path

from regla import hookimpl


@hookimpl
def regla_plugin_info():
    return {{"kind": "other", "description": {description}}}


def regla_mods():
    return [Path(__file__).resolve().parent / "mod"]
"""




def _write(target: Path, entries: list[tuple[str, bytes]]) -> Path:
    """The archive made in memory, then written whole (through a symbolic link, never over a pipe or a
    device: see :func:`~regla.data.files.write_atomic`)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, data)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, buffer.getvalue())
    except OSError as exc:
        raise cannot_write(target, exc) from None
    return target


def pack_mod(path: str | Path, out: Path, wheel: bool = False, allow_code: bool = False) -> Path:
    """Check the mod, then write ``<id>-<version>.zip`` (or, with ``wheel``, an installable wheel) into
    ``out``; the path written. A mod with Python plugins is checked with them run only if ``allow_code``."""
    mod = check_mod(path, Selection(allow_code=allow_code)).mod
    files = [(p.relative_to(mod.root).as_posix(), read_member(p)) for p in sorted(files_of(mod.root))]
    folder = mod.manifest.locales
    if folder is not None and not any(name.startswith(f"{folder.rstrip('/')}/") for name, _ in files):
        # an archive or a package holds files, not empty folders: unpacked, the mod would lack the folder
        # its manifest names, and be refused
        raise UserError("{path}: the folder {folder!r} that mod.yaml names for translations is empty, and a packed "
                        "mod cannot hold an empty folder: make its catalogues first ({command}), or take "
                        "'locales' out of mod.yaml", path=str(mod.root), folder=folder,
                        command=Verbatim(f"regla mod translate {path} LANGUAGE"))
    if not wheel:
        return _write(out / f"{mod.id}-{mod.manifest.version}.zip",
                      [(f"{mod.id}/{name}", data) for name, data in files])
    return _write_wheel(mod, files, out)


def _write_wheel(mod: Mod, files: list[tuple[str, bytes]], out: Path) -> Path:
    package = "regla_mod_" + re.sub(r"[^a-z0-9]+", "_", mod.id)
    version = str(Version(mod.manifest.version))
    info = f"{package}-{version}.dist-info"
    module = _MODULE.format(title=repr(f"The regla mod {mod.id} ({mod.manifest.name}), installed as a package."),
                            description=repr(f"mod {mod.id} {version}: {mod.manifest.name}"))
    entries = [(f"{package}/__init__.py", module.encode()), *((f"{package}/mod/{n}", d) for n, d in files),
               (f"{info}/METADATA", (f"Metadata-Version: 2.1\nName: {package.replace('_', '-')}\nVersion: {version}\n"
                                     f"Summary: {mod.manifest.description or mod.manifest.name}\n"
                                     f"Requires-Dist: regla{mod.manifest.regla}\n").encode()),
               (f"{info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: regla mod pack\nRoot-Is-Purelib: true\n"
                                 b"Tag: py3-none-any\n"),
               (f"{info}/entry_points.txt", f"[regla.plugins]\nmod-{mod.id} = {package}\n".encode())]
    record = "".join(f"{name},sha256={_digest(data)},{len(data)}\n" for name, data in entries) + f"{info}/RECORD,,\n"
    entries.append((f"{info}/RECORD", record.encode()))
    return _write(out / f"{package}-{version}-py3-none-any.whl", entries)


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
