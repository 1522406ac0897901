"""regla: a rules-as-data board game engine."""
