"""The statistics of the lab: rates with 95% intervals, per-card win rates, paired A/B effects.

Intervals: a proportion (wins out of games; a shared win counts as its share) gets a Wilson score
interval, which stays inside [0, 1] and behaves with few games and with rates near 0 or 1; a mean of
scores or of per-game differences gets a Student t interval on its standard error. A/B
runs are paired (the same seeds on both sides), so an effect is the mean of per-game differences, and it
is called clear only from enough pairs that even all of them pointing one way could not be chance.
The sequential test spends its error rate over doubling looks (alpha/2 at the first look, alpha/4 at
the second, ...): by Bonferroni the chance of ever declaring a difference that is not there stays
below alpha however many looks are taken, which a plain 95% interval checked after every batch does not.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist
from typing import Any


@dataclass(frozen=True)
class Estimate:
    value: float
    low: float
    high: float
    n: int

    def as_json(self) -> dict[str, Any]:
        return {"value": round(self.value, 4), "low": round(self.low, 4), "high": round(self.high, 4), "n": self.n}


def z_for(level: float) -> float:
    return NormalDist().inv_cdf(0.5 + level / 2)


def wilson(successes: float, n: int, level: float = 0.95) -> Estimate:
    """A proportion with its Wilson score interval (shared wins count as fractions)."""
    if n == 0:
        return Estimate(0.0, 0.0, 1.0, 0)
    return _wilson_around(successes / n, n, n, level)


def _wilson_around(p: float, trials: float, n: int, level: float) -> Estimate:
    """``p`` with the Wilson interval of ``trials`` independent trials (a number of them, not always whole)."""
    z = z_for(level)
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n)


def t_for(level: float, df: int) -> float:
    """The two-sided Student t quantile for ``level`` with ``df`` degrees of freedom: the normal one is
    too narrow for a mean of few values (with 2 pairs a 95% interval would hold the truth 71% of the
    time). Found by bisection on the t distribution's tail."""
    tail = (1 - level) / 2
    low, high = 0.0, 1.0
    while _t_tail(high, df) > tail:
        low, high = high, high * 2
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if _t_tail(middle, df) > tail else (low, middle)
    return (low + high) / 2


def _t_tail(t: float, df: int) -> float:
    """P(T > t) for t >= 0: half the regularized incomplete beta function at df / (df + t^2)."""
    return 0.5 * _incomplete_beta(df / (df + t * t), df / 2, 0.5)


def _incomplete_beta(x: float, a: float, b: float) -> float:
    """I_x(a, b), from its continued fraction (evaluated by Lentz's method) on the side where it
    converges fast."""
    if x <= 0.0 or x >= 1.0:
        return 0.0 if x <= 0.0 else 1.0
    if x > (a + 1) / (a + b + 2):
        return 1.0 - _incomplete_beta(1.0 - x, b, a)
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    fraction = d
    for m in range(1, 500):
        for numerator in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                          -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            fraction *= c * d
        if abs(c * d - 1.0) < 1e-15:
            break
    return front * fraction / a


def mean_interval(values: Sequence[float], level: float = 0.95) -> Estimate:
    """A mean with a Student t interval on its standard error (0 wide for fewer than two values)."""
    n = len(values)
    if n == 0:
        return Estimate(0.0, 0.0, 0.0, 0)
    mean = sum(values) / n
    if n < 2:
        return Estimate(mean, mean, mean, n)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = t_for(level, n - 1) * sd / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, n)


def least_pairs(level: float) -> int:
    """The fewest paired games that can show a difference at ``level``: even when every pair differs the
    same way, fewer could be chance (a sign test: all n alike has probability 2 / 2^n)."""
    return math.ceil(math.log2(2 / (1 - level)) - 1e-9)


@dataclass(frozen=True)
class Effect:
    """B minus A on paired games: the mean difference with its interval, and the standardized effect
    size d = mean difference / standard deviation of the differences (Cohen's d for paired samples)."""

    difference: Estimate
    size: float
    level: float = 0.95

    @property
    def clear(self) -> bool:
        # too few pairs say nothing, however narrow their interval (a difference that never varies has none)
        return self.difference.n >= least_pairs(self.level) and (self.difference.low > 0 or self.difference.high < 0)

    def as_json(self) -> dict[str, Any]:
        # a difference that never varies has no finite size: JSON has no infinity, so it is null
        size = round(self.size, 4) if math.isfinite(self.size) else None
        return {**self.difference.as_json(), "effect_size": size, "clear": self.clear}


def paired_effect(a: Sequence[float], b: Sequence[float], level: float = 0.95) -> Effect:
    differences = [y - x for x, y in zip(a, b, strict=True)]
    estimate = mean_interval(differences, level)
    n = len(differences)
    sd = math.sqrt(sum((d - estimate.value) ** 2 for d in differences) / (n - 1)) if n > 1 else 0.0
    if sd:
        return Effect(estimate, estimate.value / sd, level)
    # every game differs by the same amount: as large an effect as can be, or none at all
    return Effect(estimate, math.copysign(math.inf, estimate.value) if estimate.value else 0.0, level)


def look_level(look: int, alpha: float = 0.05) -> float:
    """The confidence level of sequential look ``look`` (1, 2, ...): alpha/2, alpha/4, ... spent."""
    return 1 - alpha / 2**look


def win_share(record: dict[str, Any], player: str) -> float:
    winners = record["winners"]
    return 1 / len(winners) if player in winners else 0.0


def seat_rates(records: list[dict[str, Any]]) -> list[Estimate]:
    seats = len(records[0]["seats"]) if records else 0
    return [wilson(sum(win_share(r, r["seats"][i]) for r in records), len(records)) for i in range(seats)]


def bot_rates(records: list[dict[str, Any]]) -> dict[str, Estimate]:
    """Each bot's win rate per seat it held. Seats of one bot in the same game are no independent trials
    (three random seats share one game's win between them): where a bot held several, the interval is
    a Wilson one on the effective number of trials a cluster-robust variance, game by game, leaves."""
    held: dict[str, list[tuple[float, int, int]]] = {}
    for record in records:
        in_game: dict[str, list[float]] = {}
        for player, bot in zip(record["seats"], record["bots"] or [], strict=False):
            in_game.setdefault(bot, []).append(win_share(record, player))
        for bot, shares in in_game.items():
            held.setdefault(bot, []).append((sum(shares), len(shares), len(record["seats"])))
    return {bot: _clustered_rate(held[bot]) for bot in sorted(held)}


def _clustered_rate(games: list[tuple[float, int, int]], level: float = 0.95) -> Estimate:
    """The rate of wins per seat from (wins, seats held, seats at the table) per game."""
    seats = sum(m for _, m, _ in games)
    wins = sum(y for y, _, _ in games)
    count = len(games)
    if all(m == 1 for _, m, _ in games):
        return wilson(wins, seats, level)
    p = wins / seats
    if games and all(m == table for _, m, table in games):
        # every seat of every game: its rate is one over the seats, whatever happens
        return Estimate(p, p, p, seats)
    variance = count / (count - 1) * sum((y - p * m) ** 2 for y, m, _ in games) / seats ** 2 if count > 1 else 0.0
    if variance > 1e-12:
        return _wilson_around(p, p * (1 - p) / variance, seats, level)
    # one game, or games that all went alike: no spread to measure, and still one game is one trial, not
    # as many as the seats the bot held in it
    return _wilson_around(p, count, seats, level)


def card_rates(records: list[dict[str, Any]], minimum: int = 5) -> dict[str, Estimate]:
    """For each card chosen at least ``minimum`` times: the win share of the players who chose it (once
    per game and player, however often they chose it)."""
    shares: dict[str, list[float]] = {}
    for record in records:
        for player, cards in record["cards"].items():
            for card in set(cards):
                shares.setdefault(card, []).append(win_share(record, player))
    return {card: wilson(sum(values), len(values)) for card, values in sorted(shares.items()) if len(values) >= minimum}
