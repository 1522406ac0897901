"""``python -m regla``: the same as the ``regla`` command."""

from .cli.main import main

main()
