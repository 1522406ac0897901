"""The modder's tools: start a mod, check it, play-test it, pack and translate it (``regla mod ...``)."""
