"""Any regla ruleset as a PettingZoo AEC environment (the ``pettingzoo`` extra).

    from regla.adapters.pettingzoo import env
    e = env(players=4)                       # or env("game-id", players=3, selection=regla.Selection(...))
    e.reset(seed=7)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        mask = observation["action_mask"]
        e.step(None if termination or truncation else e.action_space(agent).sample(mask))

Agents are the seats' colours. An observation is ``{"observation": <the agent's view as numbers>,
"action_mask": <1 for each legal action>}``; action ``i`` picks option ``i`` of the agent's pending
decision, and ``info["action_labels"]`` names them. Secret simultaneous choices are taken in seat order,
each agent seeing only its own view. Rewards come at the end: a share of the victory (1 split among
the tied winners, 0 for the others).

``env()`` wraps the environment in PettingZoo's ``OrderEnforcingWrapper``, as PettingZoo's own
environments are: stepping or observing before ``reset()`` is an error saying so. :class:`ReglaEnv` is
the environment unwrapped.
"""

from __future__ import annotations

import numbers
import secrets
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils.wrappers import OrderEnforcingWrapper

from ..api import load, new_game
from ..engine.game import Game
from ..errors import UserError, clipped
from ..plugins import Selection
from .common import Encoder, action_bound, action_label, action_texts, actor, chosen_option, legal_actions, win_shares


class ReglaEnv(AECEnv):
    metadata = {"name": "regla", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str | None = None, players: int | None = None,
                 selection: Selection | None = None, render_mode: str | None = None,
                 locale: str | None = None):
        super().__init__()
        self.locale = locale
        self.selection = selection or Selection()
        ruleset = load(game, self.selection)
        self.ruleset_id = ruleset.id
        # 0 is refused as any count the game does not take is, not read as "the default"
        self.count = ruleset.game.min_players if players is None else players
        probe = new_game(self.ruleset_id, players=self.count, seed=0, selection=self.selection)
        self.encoder = Encoder(probe)
        self.bound = action_bound(probe)
        self.possible_agents = probe.players
        self.render_mode = render_mode
        observation = spaces.Dict({
            "observation": spaces.Box(low=-np.inf, high=np.inf, shape=(self.encoder.size,), dtype=np.float32),
            "action_mask": spaces.Box(low=0, high=1, shape=(self.bound,), dtype=np.int8),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation)
        self.action_spaces = {a: spaces.Discrete(self.bound) for a in self.possible_agents}
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[self._known(agent)]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[self._known(agent)]

    def _known(self, agent: Any) -> str:
        if agent not in self.possible_agents:
            raise UserError("unknown agent {agent} (agents: {agents})", agent=clipped(agent),
                            agents=", ".join(self.possible_agents))
        return str(agent)

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = secrets.randbits(63)
        elif isinstance(seed, numbers.Integral) and not isinstance(seed, bool):
            # Gymnasium's seeds are often NumPy integers (from a SeedSequence, say), as actions are
            seed = int(seed)
        self.game = new_game(self.ruleset_id, players=self.count, seed=seed, selection=self.selection)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        assert self.game is not None
        decision = actor(self.game)
        if decision is None:
            self.terminations = dict.fromkeys(self.agents, True)
            self.rewards = dict(zip(self.game.players, win_shares(self.game), strict=True))
            self._accumulate_rewards()
            self.agent_selection = self.agents[0]
            return
        self.agent_selection = decision.player
        self.infos[decision.player] = {"kind": decision.kind,
                                       "action_labels": [action_label(decision, i)
                                                         for i in range(len(decision.options))],
                                       "action_texts": action_texts(self.game, decision, self.locale)}

    def observe(self, agent: str) -> dict[str, np.ndarray[Any, Any]]:
        self._known(agent)
        assert self.game is not None
        mask = np.zeros(self.bound, np.int8)
        decision = actor(self.game)
        if decision is not None and decision.player == agent:
            mask[legal_actions(decision, self.bound)] = 1
        return {"observation": np.asarray(self.encoder.encode(self.game, agent), np.float32), "action_mask": mask}

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection] or self.truncations[self.agent_selection]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        decision = actor(self.game)
        assert decision is not None and decision.player == self.agent_selection
        option = chosen_option(decision, action)
        self._cumulative_rewards[self.agent_selection] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.game.apply(decision.player, option)
        self._select()

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        decision = actor(self.game)
        scores = ", ".join(f"{p} {s}" for p, s in self.game.scores.items())
        return f"{scores}; next: {decision.player} {decision.kind}" if decision else f"{scores}; over"

    def close(self) -> None:
        self.game = None


def env(game: str | None = None, players: int | None = None, selection: Selection | None = None,
        render_mode: str | None = None, locale: str | None = None) -> OrderEnforcingWrapper[str, Any, Any]:
    """A new environment (call ``reset`` before use); ``info["action_texts"]`` is worded in ``locale``.
    ``players`` None: the game's smallest count."""
    return OrderEnforcingWrapper(ReglaEnv(game, players, selection, render_mode, locale))
