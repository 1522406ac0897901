"""``python -m regla``: the same as the ``regla`` command."""

from .cli.entry import main

main()
