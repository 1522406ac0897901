"""Bots: policies that play a seat from what its player may see (``regla_bots`` plugins)."""

from .play import answer_for, next_decision, play_out
from .registry import bot_factories, make_bot, parse_spec, split_specs
from .seat import Bot, Seat

__all__ = ["Bot", "Seat", "answer_for", "bot_factories", "make_bot", "next_decision", "parse_spec", "play_out",
           "split_specs"]
