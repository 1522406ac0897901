"""Functions written ahead of time, as a module a build may compile to machine code.

The source :func:`~regla.engine.blockcode.block_source` writes for a block depends on its instructions
alone; the values they work on (their arguments, the game's functions) are bound in its namespace. So
does the source of an expression's function (:func:`~regla.engine.closures.vm_function`). So the
blocks and expressions of a game as shipped can be written out once, as a module of factories, one per
source: a factory takes the namespace and gives the function. A wheel compiles such a module with the
engine's own modules, and a game's plugin offers it through the ``regla_compiled_blocks`` hook. A
source that is not in it (a mod changed the block, or the module is older than the data) is compiled
when the game is loaded, as any other. Every such function declares the type of the VM it is given
(:data:`DECLARATION`): compiled, it reads the VM's fields as C struct members (see ``vm.pxd``).
"""

from __future__ import annotations

import builtins
import hashlib
import re
import symtable
from collections.abc import Callable, Iterable, Mapping
from types import CodeType
from typing import Any

from . import cythonless

Factory = Callable[[dict[str, Any]], Any]
"""Makes a block's (or an expression's) function from the namespace its source's free names are bound in."""


def source_digest(source: str) -> str:
    """The key a function's source is found by among the factories written ahead."""
    return hashlib.blake2b(source.encode(), digest_size=16).hexdigest()


_compiled: dict[str, CodeType] = {}
"""The code of every source compiled in this process, by its source: the same block or expression
compiles to the same code under every selection of a game (the rule reference loads a dozen); only the
values bound in the namespace differ."""


def made(source: str, namespace: dict[str, Any], ahead: Mapping[str, Factory] | None, filename: str) -> Any:
    """The function ``source`` defines, its free names bound in ``namespace``: made by the factory
    ``ahead`` holds under the source's digest, else compiled from the source (once a process) and run."""
    factory = ahead.get(source_digest(source)) if ahead else None
    if factory is not None:
        return factory(namespace)
    code = _compiled.get(source)
    if code is None:
        code = _compiled[source] = compile(source, filename, "exec")
    exec(code, namespace)
    return namespace[_defined(source)]


def _defined(source: str) -> str:
    """The name of the function a source defines (``def name(...):``, below its declarations)."""
    found = re.search(r"^def (\w+)\(", source, re.MULTILINE)
    assert found is not None, "a function's source defines a function"
    return found.group(1)


DECLARATION = "@cython.locals(vm='VM')"
"""The line above every function the engine writes (a block's or an expression's, each given the VM
first): a module of factories compiled by Cython reads the VM's fields as C struct members. (The type
is named as a string, as a function compiled at load may see no builtins.)"""

NAMESPACE = {"cython": cythonless}
"""What the declaration needs where a function is compiled at load: there it changes nothing."""


def factories_module(sources: Iterable[str], title: str, command: str, compile_args: tuple[str, ...] = ()) -> str:
    """The text of a module whose ``FACTORIES`` maps each of ``sources`` (each defining a function
    ``_block`` or ``_e``) by :func:`source_digest` to its factory. ``title`` heads its docstring;
    ``command`` is how it is written again; ``compile_args``, what a build compiling the module to
    machine code passes the C compiler (in a ``# distutils:`` line, which Cython reads)."""
    lines = [f"# distutils: extra_compile_args = {' '.join(compile_args)}"] if compile_args else []
    lines += ['"""' + title, "", f"Written by ``{command}`` from the game's data: do not edit.", '"""', "",
             "from typing import Any", "", "try:", "    import cython", "except ImportError:",
             "    from regla.engine import cythonless as cython", "", "if cython.compiled:",
             "    from cython.cimports.regla.engine.vm import VM", "", "FACTORIES: dict[str, Any] = {}"]
    for source in sorted(set(sources)):
        digest = source_digest(source)
        function = _defined(source)
        free = _free_names(source)
        lines += ["", "", f"def _{digest}(namespace: Any) -> Any:"]
        lines += [f"    {name} = namespace[{name!r}]" for name in free if name != "_AT"]
        if "_AT" in free:
            # a block's error is placed at its instruction by the line it left (see block_source): the
            # source's line numbers, moved to where the source stands in this module
            lines.append(f"    _AT = {{line + {len(lines) + 1}: k for line, k in namespace['_AT'].items()}}")
        lines += [f"    {line}" if line else line for line in source.splitlines()]
        lines += [f"    return {function}", "", "", f"FACTORIES[{digest!r}] = _{digest}"]
    return "\n".join(lines) + "\n"


def _free_names(source: str) -> list[str]:
    """The names the function ``source`` defines reads from its namespace (not Python's own)."""
    names: set[str] = set()
    tables = symtable.symtable(source, "<ahead>", "exec").get_children()
    while tables:
        table = tables.pop()
        if isinstance(table, symtable.Function):
            names.update(table.get_globals())
        tables.extend(table.get_children())
    return sorted(name for name in names if not hasattr(builtins, name))
