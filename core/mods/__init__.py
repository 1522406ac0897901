"""Mods: a folder (or a .zip of one) with a ``mod.yaml`` that adds cards, texts and translations to a
game, changes its data by id, or brings a whole game, without touching regla's own files."""
