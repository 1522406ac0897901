"""Running games: expressions, the VM and its ops, game state, scoring, views."""
