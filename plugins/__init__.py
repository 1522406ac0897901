"""regla's built-in plugins: the El Grande game, its editions, the six-round variant, house rules.

They are registered through the ``regla.plugins`` entry points exactly like third-party plugins.
"""
