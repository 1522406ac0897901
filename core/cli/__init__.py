"""The ``regla`` command line."""
