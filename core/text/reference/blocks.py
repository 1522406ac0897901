"""The rule reference's generated blocks: content computed from the game's data, never written by hand.

Each block is called with the builder, the block's entry (``args``, ``labels``, ``explain``), the message
context of its section and its position in the reference (for errors), and returns parts of the document.
The labels each block needs are listed with it; ``{count}`` labels have ``one``/``other`` forms.

``areas``            a table of the areas (``args.tags``: only these): name, values (where any has some), neighbours.
                     Labels: area, values, adjacent, none (an area with no neighbours).
``table``            a table of the card files (``args.table``), key and value per row. Labels: key, value.
``cards``            the cards (of ``args.deck``), each with its copies and its rendered text; ``explain``
                     adds paragraphs by card id. Labels: deck ({count} cards), title ({name}, {count}).
``in-force``         the edition, variants and house rules chosen and what they change compared with
                     the default rules. Labels: selection ({edition}, {variants}, {house_rules}), none.
``plugins``          every installed plugin of ``args.kind`` (edition, variant, house-rule) for this game,
                     its description and what it changes. Labels: in_force ({name}), unchanged, none.
``player-counts``    the ranks paid for each number of players. Labels: players, paid, all, limit.
``scoring-example``  one area scored by the engine: ``args.area`` (or ``args.values``), ``args.counts``
                     (player: pieces), ``args.bonuses`` (bonus id: the owners it applies to, or null for
                     any sole leader), ``args.players`` (applies that count's rank limit). Labels: caption
                     ({area}, {values}), values, player, pieces, points, why, alone/tied ({rank}),
                     nothing, players ({count}, {limit}).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...data.text_models import RefBlock, reference_context
from ...editions import default_rules, edition_of, in_force
from ...engine.scoring import Award, area_awards, sole_leader
from ...errors import PluginError, UserError
from ...plugins import Selection, discover
from ..cards import card_lines
from ..rules_diff import nothing_differs, render, rules_diff
from .document import Entry, Loc, Paragraph, Part, Table

if TYPE_CHECKING:
    from .build import Builder

BlockFn = Callable[["Builder", RefBlock, str, Loc], list[Part]]
BLOCKS: dict[str, BlockFn] = {}


def block(name: str) -> Callable[[BlockFn], BlockFn]:
    def register(fn: BlockFn) -> BlockFn:
        BLOCKS[name] = fn
        return fn

    return register


def _slash(values: list[int]) -> str:
    return "/".join(str(v) for v in values)


@block("areas")
def areas(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    tags = set(blk.args.get("tags") or [])
    listed = [area for area in b.ruleset.board.areas if not tags or tags & set(area.tags)]
    # areas that pay no rank have no values: their column is left out, not filled with nothing
    ranked = any(area.values for area in listed)
    rows = []
    for area in listed:
        neighbours = b.naming.join([b.naming.name("area", n) for n in area.adjacent])
        rows.append([b.value(b.naming.name("area", area.id)), *([b.value(_slash(area.values))] if ranked else []),
                     b.value(neighbours) if neighbours else b.label(blk, "none", ctx, loc)])
    headers = [b.label(blk, key, ctx, loc) for key in ("area", *(("values",) if ranked else ()), "adjacent")]
    return [Table(headers, rows)]


@block("table")
def table(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    name = blk.args.get("table")
    if name not in b.ruleset.tables:
        raise b.problem_at((*loc, "args"), "no table {name!r} (known: {known})", name=name,
                           known=", ".join(sorted(b.ruleset.tables)))
    rows = [[b.value(k), b.value(v)] for k, v in sorted(b.ruleset.tables[name].items())]
    return [Table([b.label(blk, "key", ctx, loc), b.label(blk, "value", ctx, loc)], rows)]


@block("cards")
def cards(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    deck = blk.args.get("deck")
    if deck is not None and deck not in b.ruleset.decks:
        raise b.problem_at((*loc, "args"), "no deck {deck!r}", deck=deck)
    chosen = [c for c in b.ruleset.cards.values() if deck is None or c.deck == deck]
    known = {c.id for c in chosen} | {c.id for c in b.base.cards.values() if deck is None or c.deck == deck}
    unknown = sorted(set(blk.explain) - known)
    if unknown:
        raise b.problem_at((*loc, "explain"), "explanations of cards not in this block: {cards}",
                           cards=", ".join(unknown))
    parts: list[Part] = [Paragraph(b.label(blk, "deck", ctx, loc, count=sum(c.copies for c in chosen)))]
    for card in chosen:
        title = b.label(blk, "title", ctx, loc, count=card.copies, name=b.naming.name("card", card.id))
        parts.append(Entry(card.id, title, card_lines(b.ruleset, card.id, b.texts),
                           b.explanations(blk, card.id, ctx, loc)))
    return parts


def _plugin_name(b: Builder, name: str) -> str:
    plugin = b.reference.plugins.get(name)
    return b.texts.raw(reference_context("plugin"), plugin.name) if plugin else name


def _changes(b: Builder, ruleset: Any) -> list[str]:
    """What ``ruleset`` changes compared with the default rules, as the ``rules-diff`` command says it."""
    diff = rules_diff(b.base, ruleset, b.texts)
    rest = {**diff, "options": []}
    cards = diff["cards"]
    others = bool(cards["added"] or cards["removed"] or cards["changed"] or diff["board"] or diff["areas"]["added"]
                  or diff["areas"]["removed"])
    return [o["text"] for o in diff["options"]] + (render(rest, b.texts) if others else [])


@block("in-force")
def rules_in_force(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    sel = b.selection
    none = b.label(blk, "none", ctx, loc)

    def listed(names: list[str]) -> Any:
        return b.naming.join([_plugin_name(b, n) for n in names]) or none

    house_rules = [*sel.house_rules, *(name.rsplit("/", 1)[-1] for name in sel.house_rule_files)]
    edition = edition_of(sel, b.ruleset.id)
    summary = b.label(blk, "selection", ctx, loc, edition=_plugin_name(b, edition) if edition else none,
                      variants=listed(list(sel.variants)), house_rules=listed(house_rules))
    changes = _changes(b, b.ruleset)
    if not changes:
        changes = [nothing_differs(b.texts)]
    return [Paragraph(summary), *(Paragraph(line, "item") for line in changes)]


@block("plugins")
def plugins(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    kind = blk.args.get("kind")
    if kind not in ("edition", "variant", "house-rule"):
        raise b.problem_at((*loc, "args"), "kind must be edition, variant or house-rule, not {kind!r}", kind=kind)
    blocked = b.selection.blocked
    found = [i for i in discover(blocked).values() if i.kind == kind and i.game in (None, b.ruleset.id)]
    if not found:
        return [Paragraph(b.label(blk, "none", ctx, loc))]
    parts: list[Part] = []
    for info in found:
        name = _plugin_name(b, info.name)
        active = info.name in in_force(b.selection, b.ruleset.id)
        title = b.label(blk, "in_force", ctx, loc, name=name) if active else b.value(name)
        plugin = b.reference.plugins.get(info.name)
        description = (b.message(reference_context("plugin"), plugin.description, None, 0, {}, loc)
                       if plugin else b.value(info.description))
        # each alone with the default rules, which it is told against
        alone = (Selection(edition=info.name, blocked=blocked) if kind == "edition" else
                 replace(default_rules(b.ruleset.id, blocked), variants=(info.name,) if kind == "variant" else (),
                         house_rules=(info.name,) if kind == "house-rule" else ()))
        try:
            changes = _changes(b, b.load(b.ruleset.id, alone))
        except (PluginError, UserError) as exc:
            changes = [b.value(b.texts.say(exc))]
        parts.append(Entry(f"{kind}-{info.name}", title, [description],
                           changes or [b.label(blk, "unchanged", ctx, loc)]))
    return parts


@block("player-counts")
def player_counts(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    game = b.ruleset.game
    longest = max(len(a.values) for a in b.ruleset.board.areas)
    rows = []
    for n in range(game.min_players, game.max_players + 1):
        limit = b.ruleset.count_settings(n)["rank_limit"]
        paid = (b.label(blk, "all", ctx, loc) if limit is None or limit >= longest
                else b.label(blk, "limit", ctx, loc, count=limit))
        rows.append([b.value(n), paid])
    return [Table([b.label(blk, "players", ctx, loc), b.label(blk, "paid", ctx, loc)], rows)]


@block("scoring-example")
def scoring_example(b: Builder, blk: RefBlock, ctx: str, loc: Loc) -> list[Part]:
    args = blk.args
    area = args.get("area")
    if area is not None and area not in b.ruleset.areas:
        raise b.problem_at((*loc, "args", "area"), "no area {area!r}", area=area)
    values = list(b.ruleset.areas[area].values) if area else list(args.get("values") or [])
    counts: dict[str, int] = dict(args.get("counts") or {})
    players = args.get("players")
    limit = b.ruleset.count_settings(players)["rank_limit"] if players else args.get("rank_limit")
    awards = area_awards(counts, values, limit)
    leader = sole_leader(counts)
    points = {bonus.id: bonus.points for bonus in b.ruleset.game.scoring.bonuses}
    for bonus_id, owners in (args.get("bonuses") or {}).items():
        if bonus_id not in points:
            raise b.problem_at((*loc, "args", "bonuses"), "no scoring bonus {bonus!r}", bonus=bonus_id)
        if leader is not None and (owners is None or leader in owners):
            awards.append(Award(leader, points[bonus_id], bonus_id))
    rows = []
    for player, n in counts.items():
        mine = [a for a in awards if a.player == player]
        why = [_reason(b, blk, ctx, loc, a) for a in mine]
        rows.append([b.value(player), b.value(n), b.value(sum(a.points for a in mine)),
                     b.naming.join(why) if why else b.label(blk, "nothing", ctx, loc)])
    caption = (b.label(blk, "caption", ctx, loc, area=b.naming.name("area", area), values=_slash(values)) if area
               else b.label(blk, "values", ctx, loc, values=_slash(values)))
    notes = [b.label(blk, "players", ctx, loc, count=players, limit=limit)] if players and limit else []
    headers = [b.label(blk, key, ctx, loc) for key in ("player", "pieces", "points", "why")]
    return [Table(headers, rows, caption, notes)]


def _reason(b: Builder, blk: RefBlock, ctx: str, loc: Loc, award: Award) -> str:
    if award.reason == "rank":
        return b.label(blk, "alone", ctx, loc, rank=award.rank)
    if award.reason == "tie":
        return b.label(blk, "tied", ctx, loc, rank=award.rank)
    return b.value(b.naming.name("bonus", award.reason))
