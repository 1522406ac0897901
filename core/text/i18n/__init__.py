"""Translations: gettext catalogues (Babel), locale choice with fallback, and safe text formatting."""

from __future__ import annotations

from .catalog import Texts, available_locales, resolve_locale, texts_for, translator_dirs
from .format import hangul_particle

__all__ = ["Texts", "available_locales", "hangul_particle", "resolve_locale", "texts_for", "translator_dirs"]
