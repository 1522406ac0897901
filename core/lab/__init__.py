"""Running many games: simulation and statistics."""
